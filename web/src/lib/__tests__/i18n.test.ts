import '../../components/auth/locales/index.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, storeSession } from '../auth.ts';
import { i18n, resolveLanguage, setLanguage } from '../i18n.ts';

describe('resolveLanguage', () => {
  it("prefers the logged-in user's language", () => {
    expect(resolveLanguage('en', 'fr-CH')).toBe('en');
    expect(resolveLanguage('fr', 'en-US')).toBe('fr');
  });

  it('falls back to the first two letters of the browser language when supported', () => {
    expect(resolveLanguage(null, 'en-GB')).toBe('en');
    expect(resolveLanguage(undefined, 'fr-CH')).toBe('fr');
    expect(resolveLanguage(undefined, 'EN')).toBe('en');
  });

  it('knows German and Italian', () => {
    expect(resolveLanguage('de', 'fr-CH')).toBe('de');
    expect(resolveLanguage(null, 'it-CH')).toBe('it');
    expect(resolveLanguage(undefined, 'de-CH')).toBe('de');
  });

  it('ignores unsupported values and defaults to French', () => {
    expect(resolveLanguage('es', 'rm-CH')).toBe('fr');
    expect(resolveLanguage(null, 'es-ES')).toBe('fr');
    expect(resolveLanguage(null, undefined)).toBe('fr');
    expect(resolveLanguage('', '')).toBe('fr');
  });
});

describe('i18n instance', () => {
  afterEach(async () => {
    logout();
    await i18n.changeLanguage('fr');
  });

  it('falls back to French and translates every language', async () => {
    expect(i18n.options.fallbackLng).toEqual(['fr']);
    await i18n.changeLanguage('fr');
    expect(i18n.t('validation.required')).toBe('Obligatoire');
    await i18n.changeLanguage('en');
    expect(i18n.t('validation.required')).toBe('Required');
    expect(i18n.t('login.password', { ns: 'auth' })).toBe('Password');
    await i18n.changeLanguage('de');
    expect(i18n.t('validation.required')).toBe('Pflichtfeld');
    expect(i18n.t('login.password', { ns: 'auth' })).toBe('Passwort');
    await i18n.changeLanguage('it');
    expect(i18n.t('validation.required')).toBe('Obbligatorio');
  });

  it('switches to the language of the user who logs in', async () => {
    await i18n.changeLanguage('fr');
    storeSession('header.payload.sig', { id: 1, email: 'a@b.ch', firstname: 'A', lastname: 'B', language: 'en' });
    expect(i18n.language).toBe('en');
  });

  it('remembers a switched language on the stored user', async () => {
    storeSession('header.payload.sig', { id: 1, email: 'a@b.ch', firstname: 'A', lastname: 'B', language: 'fr' });
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
