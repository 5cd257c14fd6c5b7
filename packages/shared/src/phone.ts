// The phone rule's library (awesome-phonenumber, ≈75 kB gzip) lives in its own entry,
// `@salon/shared/phone`, so that a page loads it only when it checks or formats a phone number.
// field-rules.ts loads it for the `phone` rule (loadPhoneRule).
import { parsePhoneNumber } from 'awesome-phonenumber';

/** A valid phone number: international, or national Swiss (spec §5, e.g. +41 79 123 45 67). */
export const isPhone = (value: string): boolean => parsePhoneNumber(value.trim(), { regionCode: 'CH' }).valid;

/**
 * A phone number for a spreadsheet cell: a Swiss one in national format ("079 123 45 67"), another
 * in international format with 00 for the + ("0033 6 12 34 56 78", as dialled from Switzerland).
 * Neither starts with a formula character nor reads as a number, so the cell shows the number as it
 * is written, with nothing added in front of it.
 */
export function spreadsheetPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const parsed = parsePhoneNumber(text, { regionCode: 'CH' });
  if (!parsed.valid) return text;
  return parsed.regionCode === 'CH' ? parsed.number.national : parsed.number.international.replace(/^\+/, '00');
}

/** A Swiss number in national format ("079 123 45 67"), or null when `value` is not a valid Swiss number. */
export function swissNational(value: string): string | null {
  const parsed = parsePhoneNumber(value.trim(), { regionCode: 'CH' });
  return parsed.valid && parsed.regionCode === 'CH' ? parsed.number.national : null;
}

/** A phone number in E.164, or null when it is not a valid number. National numbers are Swiss. */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumber(text.trim(), { regionCode: 'CH' });
  return parsed.valid ? parsed.number.e164 : null;
}

/**
 * A phone number as it is kept (spec §1: a number is shown in national format only when it is
 * Swiss, otherwise as it was written): a Swiss one in E.164 (+41791234567, shown 079 123 45 67),
 * another exactly as typed (+33 6 12 34 56 78), trimmed. Null when it is not a valid number.
 * Where a machine needs E.164 (a text message, a duplicate check), `toE164` reads either form.
 */
export function storedPhone(text: string): string | null {
  const typed = text.trim();
  const parsed = parsePhoneNumber(typed, { regionCode: 'CH' });
  if (!parsed.valid) return null;
  return parsed.regionCode === 'CH' ? parsed.number.e164 : typed;
}
