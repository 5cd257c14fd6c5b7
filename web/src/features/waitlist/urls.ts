/** The staff's waitlist of their vendor. */
export const waitlistUrl = (): string => '/waitlist';

/** The page of an offer's signed link (the offer e-mails point here). */
export const waitlistOfferUrl = (token: string): string => `/waitlist/offer/${encodeURIComponent(token)}`;
