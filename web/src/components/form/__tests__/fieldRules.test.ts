import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { FORM_VALIDATION_DEBOUNCE_MS, useRuleValidator } from '../fieldRules.ts';

describe('field validation', () => {
  it('checks a burst of changes once, after the 5 ms debounce (spec §9)', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useRuleValidator(['required', ['minLength', 3]]));
    const validate = result.current;
    const started = performance.now();
    const answers = await Promise.all([validate('a', {}), validate('ab', {}), validate('', {})]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(FORM_VALIDATION_DEBOUNCE_MS - 1);
    // The earlier calls answer "valid" (final-form keeps the latest); the last one is checked.
    expect(answers).toEqual([undefined, undefined, 'Obligatoire']);
    expect(await validate('abc', {})).toBeUndefined();
    expect(FORM_VALIDATION_DEBOUNCE_MS).toBe(5);
  });
});
