/** The public booking of a location; `/{vendor}/book` lets a customer choose the location first. */
export const publicBookingUrl = (vendorSlug: string, locationSlug?: string): string =>
  locationSlug ? `/${vendorSlug}/${locationSlug}/book` : `/${vendorSlug}/book`;
