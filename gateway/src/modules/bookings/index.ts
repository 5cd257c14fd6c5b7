// The front door of the bookings module: what the rest of the gateway uses of it.
export { isStaffOf } from './booking.access.ts';
export { createBooking } from './booking.create.ts';
export { customerForUser } from './booking.customer.ts';
export {
  cancelLinkedBooking,
  linkChangeRefusal,
  type LinkedBooking,
  loadLinkedBooking,
  moveLinkedBooking,
} from './booking.manage.ts';
export { BookingRef, BookingStatusEnum } from './booking.type.ts';
export type { BookingEventRequest } from './booking.verify.ts';
