export type VendorTab = 'about' | 'services' | 'contact';

/** A location's public page, optionally on one of its tabs. */
export const vendorLocationUrl = (vendorSlug: string, locationSlug: string, tab?: VendorTab): string =>
  `/${vendorSlug}/${locationSlug}${tab ? `/${tab}` : ''}`;
