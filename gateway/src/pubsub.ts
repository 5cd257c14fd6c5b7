// One typed pubsub for subscription events; in memory, or through Redis so that several gateway
// processes share events. Only services publish.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { LiveSource, type TopicTarget } from './lib/live-source.ts';

export type EventChangeType = 'CREATED' | 'UPDATED' | 'DELETED';

export interface EventChangePayload {
  type: EventChangeType;
  eventId: number;
  vendorId: number;
  /** Epoch ms of the event's hold, to filter by the subscriber's range. */
  start: number;
  end: number;
  /** The event as it was (epoch ms and ids), so that a deleted event needs no database read. */
  eventStart?: number;
  eventEnd?: number;
  bookingId?: number | null;
  employeeId?: number | null;
  workplaceId?: number | null;
  machineId?: number | null;
  locationId?: number | null;
}

/** A collection changed by a staff user: the other staff users' counters went up. */
export interface CountersChangePayload {
  collection: string;
  /** The user who made the change (0 for none): their own counters did not change. */
  authorUserId: number;
}

/** A user's access changed (sessions ended, role, account): every gateway reads it again. */
export interface AccessChangePayload {
  userId: number;
}

/** A waitlist entry of the user was offered a freed time (its link's token). */
export interface WaitlistOfferPayload {
  entryId: number;
  vendorId: number;
  token: string;
}

export type PubSubChannels = {
  'calendar:events': [vendorId: number, payload: EventChangePayload];
  'notifications:counters': [vendorId: number, payload: CountersChangePayload];
  'auth:sessions': [all: 0, payload: AccessChangePayload];
  /** Per user id: their waitlist offers, live. */
  'waitlist:offers': [userId: number, payload: WaitlistOfferPayload];
};

/** Default prefix of the Redis channel names (REDIS_CHANNEL_PREFIX). */
export const DEFAULT_CHANNEL_PREFIX = 'salon:';

type RedisTarget = ReturnType<typeof createRedisEventTarget>;

/**
 * The event target with `prefix` before every topic: topics are per vendor id
 * (`calendar:events:42`), which alone could meet another product's channels on a shared Redis.
 */
export function prefixedEventTarget(target: RedisTarget, prefix: string): RedisTarget {
  if (!prefix) return target;
  return {
    addEventListener: (topic, callback) => target.addEventListener(prefix + topic, callback),
    removeEventListener: (topic, callback) => target.removeEventListener(prefix + topic, callback),
    dispatchEvent: (event) => {
      const detail = (event as CustomEvent).detail;
      return target.dispatchEvent(new CustomEvent(prefix + event.type, { detail }));
    },
  };
}

export interface AppPubSub {
  /** Publishes `payload` on the channel's topic for `id` (a vendor id). */
  publish<K extends keyof PubSubChannels>(channel: K, id: PubSubChannels[K][0], payload: PubSubChannels[K][1]): void;
  /** The values published on the channel's topic for `id` that pass `accept`. */
  subscribe<K extends keyof PubSubChannels>(
    channel: K,
    id: PubSubChannels[K][0],
    accept?: (payload: PubSubChannels[K][1]) => boolean,
  ): LiveSource<PubSubChannels[K][1]>;
}

/** What a pubsub publishes to and listens on: in memory, or Redis-backed. */
type Target = TopicTarget & { dispatchEvent(event: CustomEvent): unknown };

function pubSubOn(target: Target): AppPubSub {
  return {
    publish: (channel, id, payload) =>
      void target.dispatchEvent(new CustomEvent(`${channel}:${id}`, { detail: payload })),
    subscribe: (channel, id, accept) => new LiveSource(target, `${channel}:${id}`, accept),
  };
}

/**
 * The Redis event target sends its commands without waiting for them: one that fails (Redis gone,
 * or the client closed while it was queued) must not be an unhandled rejection that takes the
 * process down. A publication lost that way is like one sent while nobody listened (the session
 * cache's maximum age covers a lost invalidation).
 */
function unawaitedCommandsCaught(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'publish' && property !== 'subscribe' && property !== 'unsubscribe') return value.bind(target);
      return (...args: unknown[]) => {
        const sent = value.apply(target, args) as Promise<unknown>;
        sent.catch(() => undefined);
        return sent;
      };
    },
  });
}

export function createAppPubSub(redisUrl?: string, channelPrefix = DEFAULT_CHANNEL_PREFIX) {
  if (!redisUrl) return { pubsub: pubSubOn(new EventTarget() as Target), close: async () => {} };
  const publishClient = unawaitedCommandsCaught(new Redis(redisUrl));
  const subscribeClient = unawaitedCommandsCaught(new Redis(redisUrl));
  const eventTarget = prefixedEventTarget(createRedisEventTarget({ publishClient, subscribeClient }), channelPrefix);
  return {
    pubsub: pubSubOn(eventTarget),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
