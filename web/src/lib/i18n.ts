import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { authStore, userAtom } from './auth.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage, isSupportedLanguage } from './languages.ts';

/** A namespace's texts by language, from its locale folder's files (`fr.json`, `de.json`...: one per language). */
export type LocaleFiles = Record<string, unknown>;

function byLanguage(files: LocaleFiles): Record<SupportedLanguage, object> {
  const texts = Object.fromEntries(
    Object.entries(files).map(([file, content]) => [file.replace(/^.*\/|\.json$/g, ''), content as object]),
  );
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, texts[lng] ?? {}])) as Record<
    SupportedLanguage,
    object
  >;
}

// The public booking's texts ship with the app (`publicBooking`, beside `common`: see loadLanguage). This is
// on purpose the one place where shared code imports a feature's files (web/src/__tests__/structure.test.ts
// names it): the public booking path renders at once, without waiting for a namespace to load, and the
// shared components/MonthCalendar.tsx, also shown by the staff booking flow, reads its `date.*` texts.
// Each language is a file of its own: a visitor downloads the texts of the language on screen only.
const commonFiles = import.meta.glob<object>('./locales/*.json', { import: 'default' });
const publicBookingFiles = import.meta.glob<object>('../features/public-booking/locales/*.json', {
  import: 'default',
});

const fileOf = (files: Record<string, () => Promise<object>>, lng: SupportedLanguage) => {
  const load = Object.entries(files).find(([file]) => file.endsWith(`/${lng}.json`))?.[1];
  if (!load) throw new Error(`No ${lng}.json among ${Object.keys(files).join(', ')}`);
  return load();
};

export const NAMESPACES = [
  'common',
  'account',
  'auth',
  'vendorPage',
  'publicBooking',
  'agenda',
  'home',
  'shell',
  'forms',
  'frontDesk',
  'customers',
  'vouchers',
  'invoices',
  'invoice',
  'reports',
  'employees',
  'timetables',
  'services',
  'workplaces',
  'machines',
  'regions',
  'locations',
  'closedDates',
  'settings',
  'config',
  'onboarding',
  'employeeAccount',
  'manageBooking',
  'security',
  'waitlist',
] as const;
/** Every namespace but the two that ship with the app (loadLanguage). */
export type LazyNamespace = Exclude<(typeof NAMESPACES)[number], 'common' | 'publicBooking'>;

/**
 * Adds a feature's texts when its code loads, called at the top of the feature's locale module with that
 * folder's files: `registerNamespace('home', import.meta.glob('./*.json', { eager: true, import: 'default' }))`.
 */
export function registerNamespace(
  namespace: LazyNamespace,
  files: LocaleFiles,
  extra?: (lng: SupportedLanguage) => object,
): void {
  if (i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) return;
  const texts = byLanguage(files);
  for (const lng of SUPPORTED_LANGUAGES) i18n.addResourceBundle(lng, namespace, { ...texts[lng], ...extra?.(lng) });
}

/** Spec §1: the user's language when logged in, else the browser's first two letters when supported, else fr. */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  navigatorLanguage: string | null | undefined,
): SupportedLanguage {
  if (isSupportedLanguage(userLanguage)) return userLanguage;
  const browser = navigatorLanguage?.slice(0, 2).toLowerCase();
  if (isSupportedLanguage(browser)) return browser;
  return DEFAULT_LANGUAGE;
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

export function initialLanguage(): SupportedLanguage {
  return resolveLanguage(authStore.get(userAtom)?.language, browserLanguage());
}

export const i18n: I18n = i18next.createInstance();

// The texts come in by language (loadLanguage): initialised synchronously, without any, so that the
// feature namespaces registered as their code loads always find an initialised instance.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  showSupportNotice: false,
});

const loading = new Map<SupportedLanguage, Promise<void>>();

/** Whether a language's `common` and `publicBooking` texts are in (loadLanguage). */
export const hasLanguage = (lng: SupportedLanguage): boolean => i18n.hasResourceBundle(lng, 'publicBooking');

/** Brings a language's `common` and `publicBooking` texts (once; the feature namespaces bring all four languages). */
export function loadLanguage(lng: SupportedLanguage): Promise<void> {
  if (hasLanguage(lng)) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = Promise.all([fileOf(commonFiles, lng), fileOf(publicBookingFiles, lng)]).then(
      ([common, publicBooking]) => {
        i18n.addResourceBundle(lng, 'common', common, true, true);
        i18n.addResourceBundle(lng, 'publicBooking', publicBooking, true, true);
      },
    );
    // A failed download (the network) is tried again at the next request.
    pending.catch(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending;
}

/** Shows the UI in a language, once its texts are in: at once when they already are. */
function switchLanguage(lng: SupportedLanguage): Promise<unknown> {
  if (hasLanguage(lng)) return i18n.changeLanguage(lng);
  return loadLanguage(lng).then(() => i18n.changeLanguage(lng));
}

/**
 * The texts of the language the app starts in: boot.tsx renders once they are in. The fallback
 * language's texts are not waited for: every language has every key (the locale parity test).
 */
export const languageReady: Promise<void> = loadLanguage(initialLanguage());

export function currentLanguage(): SupportedLanguage {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Switches the UI language and remembers it on the stored user (the language is kept per user). */
export async function setLanguage(language: SupportedLanguage): Promise<void> {
  const user = authStore.get(userAtom);
  if (user && user.language !== language) authStore.set(userAtom, { ...user, language });
  if (currentLanguage() !== language) await switchLanguage(language);
}

const syncDocumentLanguage = (lng: string): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
syncDocumentLanguage(currentLanguage());
i18n.on('languageChanged', syncDocumentLanguage);

// Logging in brings the user's own language; logging out keeps whatever is on screen.
authStore.sub(userAtom, () => {
  const language = authStore.get(userAtom)?.language;
  if (isSupportedLanguage(language) && language !== currentLanguage()) void switchLanguage(language);
});
