// The front door of the manage-booking module: what the rest of the gateway uses of it.
export { createManageIcsHandler, MANAGE_ICS_PATH } from './manage-booking.download.ts';
