// The front door of the bookings module: what the rest of the gateway uses of it.
export { isStaffOf } from './core/booking.access.ts';
export { createBooking } from './create/booking.create.ts';
export { customerForUser } from './core/booking.customer.ts';
export {
  cancelLinkedBooking,
  linkChangeRefusal,
  type LinkedBooking,
  loadLinkedBooking,
  moveLinkedBooking,
} from './manage/booking.manage.ts';
export { BookingRef, BookingStatusEnum } from './booking.type.ts';
export type { BookingEventRequest } from './core/booking.verify.ts';
