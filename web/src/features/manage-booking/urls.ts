/** The page of a booking's manage link (the e-mails and SMS point here). */
export const manageBookingUrl = (token: string): string => `/manage-booking/${encodeURIComponent(token)}`;
