// One typed pubsub for subscription events; in memory, or through Redis so that several gateway
// processes share events. Only services publish.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

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

export type PubSubChannels = {
  'calendar:events': [vendorId: number, payload: EventChangePayload];
};

/** Default prefix of the Redis channel names (REDIS_CHANNEL_PREFIX). */
export const DEFAULT_CHANNEL_PREFIX = 'salon:';

type EventTarget = ReturnType<typeof createRedisEventTarget>;

/**
 * The event target with `prefix` before every topic: topics are per vendor id
 * (`calendar:events:42`), which alone could meet another product's channels on a shared Redis.
 */
export function prefixedEventTarget(target: EventTarget, prefix: string): EventTarget {
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

export function createAppPubSub(redisUrl?: string, channelPrefix = DEFAULT_CHANNEL_PREFIX) {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = prefixedEventTarget(createRedisEventTarget({ publishClient, subscribeClient }), channelPrefix);
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type AppPubSub = ReturnType<typeof createAppPubSub>['pubsub'];
