// One database read per published change: the subscribers of a change (up to thousands of staff
// calendars) share the read of the event instead of each re-reading it. The pubsub hands every
// subscriber of a process the same payload object, so the reads hang off that object and go with it.
// Reads are keyed by the subscriber's vendor and the selection, so a subscriber never gets a row
// read for another vendor or another shape; authorization stays per subscriber.

import { mapFor } from '../../lib/maps.ts';

const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The read of `change` for this vendor and selection, started once and shared. */
export function sharedChangeRead<T>(change: object, vendorId: number, selection: unknown, read: () => Promise<T>) {
  const byKey = mapFor(reads, change);
  const key = `${vendorId}:${JSON.stringify(selection ?? null)}`;
  let pending = byKey.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    byKey.set(key, pending);
    // A failed read is not kept: the next subscriber tries again.
    pending.catch(() => byKey.delete(key));
  }
  return pending;
}
