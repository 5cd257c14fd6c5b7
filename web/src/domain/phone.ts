import { swissNational } from '@salon/shared/phone';

// Phone display. The phone library (≈75 kB gzip) stays out of the shared display modules (lib/dateFormat.ts, domain/money.ts)
// so that only the screens that show a phone number download it (the public booking path does not).

/** Swiss numbers in national format ("079 123 45 67"); any other text unchanged. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  if (!text) return '';
  return swissNational(text) ?? value;
}
