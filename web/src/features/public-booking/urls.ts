/** The public booking of a location; `/{vendor}/book` lets a customer choose the location first. */
export const publicBookingUrl = (vendorSlug: string, locationSlug?: string): string =>
  locationSlug ? `/${vendorSlug}/${locationSlug}/book` : `/${vendorSlug}/book`;

/** The booking page's time step for services (the waitlist card is there when no time suits). */
export const publicBookingTimesUrl = (vendorSlug: string, locationSlug: string, serviceIds: number[]): string =>
  `/${vendorSlug}/${locationSlug}/book?step=date&services=${serviceIds.join(',')}`;
