export interface PostalAddress {
  street: string;
  zip: string;
  city: string;
}

export function formatAddress({ street, zip, city }: PostalAddress): string {
  return [street, [zip, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Google Maps "search" URL (documented Maps URLs API): works on web and opens the app on phones. */
export function mapsSearchUrl(address: PostalAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(address))}`;
}
