import { describe, expect, it } from 'vitest';
import { formatPhone } from '../phone.ts';

describe('formatPhone', () => {
  it('shows Swiss numbers in national format', () => {
    expect(formatPhone('+41791234567')).toBe('079 123 45 67');
    expect(formatPhone('+41 79 123 45 67')).toBe('079 123 45 67');
    expect(formatPhone('0791234567')).toBe('079 123 45 67');
    expect(formatPhone('+41 21 312 34 56')).toBe('021 312 34 56');
  });

  it('leaves foreign numbers and other text unchanged', () => {
    expect(formatPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('call me maybe')).toBe('call me maybe');
  });

  it('shows nothing for empty input', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('   ')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
