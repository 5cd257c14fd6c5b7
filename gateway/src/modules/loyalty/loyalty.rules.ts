// Loyalty rules (spec §3 vendor settings, §9): one point per whole CHF paid (gift vouchers do
// not earn points), pointsPerChfConversion points are worth CHF 1, and every
// numberOfVisitForVoucher-th paid booking earns a loyalty voucher of loyaltyVoucherValue.

export interface LoyaltySettings {
  pointsPerChfConversion: number;
  numberOfVisitForVoucher: number;
  loyaltyVoucherValue: number;
}

/** Points earned by a payment total in Rappen: one per whole CHF, none for refunds. */
export function pointsFor(paidRappen: number, settings: LoyaltySettings): number {
  if (settings.pointsPerChfConversion <= 0 || paidRappen <= 0) return 0;
  return Math.floor(paidRappen / 100);
}

/** Rappen a points balance is worth: whole CHF only. */
export function pointsValue(points: number, settings: LoyaltySettings): number {
  if (settings.pointsPerChfConversion <= 0 || points <= 0) return 0;
  return Math.floor(points / settings.pointsPerChfConversion) * 100;
}

/** True when the paid visit with this ordinal (1-based) earns a loyalty voucher. */
export function earnsVoucher(paidVisits: number, settings: LoyaltySettings): boolean {
  const n = settings.numberOfVisitForVoucher;
  return n > 0 && settings.loyaltyVoucherValue > 0 && paidVisits > 0 && paidVisits % n === 0;
}

/** Paid visits still needed for the next loyalty voucher (null when the programme is off). */
export function visitsUntilVoucher(paidVisits: number, settings: LoyaltySettings): number | null {
  const n = settings.numberOfVisitForVoucher;
  if (n <= 0 || settings.loyaltyVoucherValue <= 0) return null;
  return n - (paidVisits % n);
}
