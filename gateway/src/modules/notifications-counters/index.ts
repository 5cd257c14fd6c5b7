// The front door of the notifications-counters module: what the rest of the gateway uses of it.
export { notifyChange } from './counter.service.ts';
