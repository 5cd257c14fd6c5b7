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

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type AppPubSub = ReturnType<typeof createAppPubSub>['pubsub'];
