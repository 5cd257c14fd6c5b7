// The 5-Rappen cash rounding shared by the checkout and the booking close (@salon/shared).
import { CASH_STEP, paymentRounding, roundCash } from '@salon/shared';
import { describe, expect, it } from 'vitest';

describe('cash rounding to 5 Rappen', () => {
  it('rounds .01-.02 down, .03-.04 up, .06-.07 down and .08-.09 up', () => {
    expect(CASH_STEP).toBe(5);
    const cents = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(cents.map((c) => roundCash(4750 + c))).toEqual([
      4750, 4750, 4750, 4755, 4755, 4755, 4755, 4755, 4760, 4760, 4760,
    ]);
    expect(roundCash(1)).toBe(0);
    expect(roundCash(99_998)).toBe(100_000);
  });

  it('rounds a refund like its amount, never to a negative zero', () => {
    expect([-4753, -4752, -4758, -2].map(roundCash)).toEqual([-4755, -4750, -4760, 0]);
    expect(Object.is(roundCash(-2), 0)).toBe(true);
  });

  it('adds a rounding to cash payments only', () => {
    expect(paymentRounding('CASH', 4753)).toBe(2);
    expect(paymentRounding('CASH', 4751)).toBe(-1);
    expect(paymentRounding('CASH', 4755)).toBe(0);
    expect(paymentRounding('CASH', -4753)).toBe(-2);
    for (const method of ['CARD', 'POSTCARD', 'VOUCHER']) expect(paymentRounding(method, 4753)).toBe(0);
    // Not a whole number of Rappen: refused elsewhere, never rounded here.
    expect(paymentRounding('CASH', 47.53)).toBe(0);
  });

  it('keeps every rounding within two Rappen', () => {
    for (let rappen = -500; rappen <= 500; rappen++) {
      const r = paymentRounding('CASH', rappen);
      expect(Math.abs(r)).toBeLessThanOrEqual(2);
      expect(Math.abs((rappen + r) % 5)).toBe(0);
    }
  });
});
