import { atom } from 'jotai';

// Staff sidebar state (spec §2 "Admin sidebar", §4 notification counters); kept in the shell section so
// the public pages do not carry it.
export const sidebarCollapsedAtom = atom(false);

/** Notification counters per collection (spec §4); reset when the route query names them. */
export const NOTIFICATION_KINDS = [
  'employees',
  'locations',
  'machines',
  'regions',
  'services',
  'workplaces',
  'closedDates',
  'timetables',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationsAtom = atom<Partial<Record<NotificationKind, number>>>({});
export const resetNotification = atom(null, (get, set, kind: NotificationKind) => {
  if (get(notificationsAtom)[kind]) set(notificationsAtom, { ...get(notificationsAtom), [kind]: 0 });
});
/** Configuration errors per collection, per entity id (texts), set by the configuration checks. */
export const configurationErrorsAtom = atom<Partial<Record<NotificationKind, Record<number, string[]>>>>({});
