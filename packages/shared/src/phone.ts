// The phone rule's library (awesome-phonenumber, ≈75 kB gzip) lives in its own entry,
// `@salon/shared/phone`, so that a page loads it only when it checks or formats a phone number.
// field-rules.ts loads it for the `phone` rule (loadPhoneRule).
import { parsePhoneNumber } from 'awesome-phonenumber';

/** A valid phone number: international, or national Swiss (spec §5, e.g. +41 79 123 45 67). */
export const isPhone = (value: string): boolean => parsePhoneNumber(value.trim(), { regionCode: 'CH' }).valid;

/** A Swiss number in national format ("079 123 45 67"), or null when `value` is not a valid Swiss number. */
export function swissNational(value: string): string | null {
  const parsed = parsePhoneNumber(value.trim(), { regionCode: 'CH' });
  return parsed.valid && parsed.regionCode === 'CH' ? parsed.number.national : null;
}
