// Gift and loyalty vouchers: an 8-letter code, a face value, a validity; the status derives
// from the dates and the payments made with it (spec §3, §4, §5).
import { randomInt } from 'node:crypto';

export type VoucherStatus = 'active' | 'expired' | 'inProgress' | 'partiallyUsed' | 'used';

export const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const codePattern = /^[A-Za-z]{8}$/;

/** A random code of 8 capital letters (I and O left out so they are not read as 1 and 0). */
export function generateCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** 'YYYY-MM-DD' of a @db.Date column. */
export const dateKey = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * Status on `today` ('YYYY-MM-DD' in the vendor's zone): used once the face value is spent,
 * otherwise inProgress before validFrom, expired after validUntil, partiallyUsed or active.
 */
export function voucherStatus(
  voucher: { faceValue: number; validFrom: Date | string; validUntil: Date | string },
  used: number,
  today: string,
): VoucherStatus {
  if (used >= voucher.faceValue) return 'used';
  if (today < dateKey(voucher.validFrom)) return 'inProgress';
  if (today > dateKey(voucher.validUntil)) return 'expired';
  return used > 0 ? 'partiallyUsed' : 'active';
}

export const isSpendable = (status: VoucherStatus) => status === 'active' || status === 'partiallyUsed';
