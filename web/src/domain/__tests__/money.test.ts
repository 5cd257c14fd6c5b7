import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from '../money.ts';

describe('formatCurrency', () => {
  it('turns integer Rappen into de-CH CHF', () => {
    expect(formatCurrency(4500)).toBe('CHF 45.00');
    expect(formatCurrency(5)).toBe('CHF 0.05');
    expect(formatCurrency(0)).toBe('CHF 0.00');
  });

  it('groups thousands the Swiss way', () => {
    expect(formatCurrency(123450)).toMatch(/^CHF 1.234\.50$/);
  });

  it('shows nothing for a missing price', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
  });
});

describe('formatNumber', () => {
  it("groups thousands the Swiss way, with the amounts' separator (the report charts' axes)", () => {
    const separator = formatCurrency(100000).slice(5, 6);
    expect(separator).toMatch(/['’]/);
    expect(formatNumber(1000)).toBe(`1${separator}000`);
    expect(formatNumber(12500.5)).toBe(`12${separator}500.5`);
    expect(formatNumber(250)).toBe('250');
    expect(formatNumber(null)).toBe('');
  });
});
