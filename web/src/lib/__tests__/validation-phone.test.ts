import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { failingRule, loadRules, rulesReady, validators } from '../validation.ts';

// Its own file: the phone rule's library must not be loaded yet when the first test runs.
describe('the phone rule loads its library on demand', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  it('answers with a promise until the library has loaded, then synchronously', async () => {
    expect(rulesReady(['required', 'phone'])).toBe(false);
    // Before the library is there the rule cannot run: a plain failingRule() says so rather than passing.
    expect(() => failingRule('12345', ['phone'])).toThrow(/phone rule/);
    const check = validators(['required', 'phone'], i18n.t);
    const first = check('12345');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatch(/^Numéro de téléphone invalide/);
    expect(rulesReady(['phone'])).toBe(true);
    expect(check('079 123 45 67')).toBeUndefined();
    expect(check('12345')).toMatch(/^Numéro de téléphone invalide/);
    // A validator built once the library is there is synchronous from the start.
    expect(validators(['phone'], i18n.t)('+33 6 12 34 56 78')).toBeUndefined();
  });

  it('needs no loading for the other rules', async () => {
    expect(rulesReady(['required', 'email', ['minLength', 3]])).toBe(true);
    await expect(loadRules(['required', 'email'])).resolves.toBeUndefined();
    expect(validators(['required'], i18n.t)('')).toBe('Obligatoire');
  });
});
