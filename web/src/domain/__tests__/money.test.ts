import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../money.ts';

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
