// The front door of the booking-core module: what the rest of the gateway uses of it.
export { assertCalendarUnlocked } from './booking.lock.ts';
export { assertTransition } from './booking.status.ts';
export { compactManageLink, manageLink, manageToken, readManageToken } from './manage-link.ts';
