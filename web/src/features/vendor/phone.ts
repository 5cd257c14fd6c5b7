import { swissNational } from '@salon/shared/phone';

// The phone library (≈75 kB gzip) stays out of the shared format module so that only the screens
// that show a phone number download it (the public booking path does not).

/** Swiss numbers in national format (021 312 00 00), others unchanged. */
export function nationalPhone(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return '';
  return swissNational(text) ?? text;
}
