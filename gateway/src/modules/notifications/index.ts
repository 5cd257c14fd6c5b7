// The front door of the notifications module: what the rest of the gateway uses of it.
export { accountEmail } from './account-emails.ts';
export { bookingIcs } from './booking-calendar.ts';
export type { MessageCustomer, MessageLocation } from './booking-emails.ts';
export { describeBooking, loadBookingForMessage } from './email-render.ts';
export { queueEmail, queueEmails } from './mailer.ts';
export { createNotificationScheduler } from './scheduler.ts';
