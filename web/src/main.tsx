import { initErrorTracking } from './lib/errorTracking.ts';

// Only with a configured DSN; the tracker's code is then loaded on its own. This file imports
// nothing else: whatever it imports is fetched before the first paint.
initErrorTracking();

/** Links of one kind (`modulepreload`, `stylesheet`) to the files named (empty names skipped). */
const links = (rel: string, hrefs: readonly string[]): HTMLLinkElement[] =>
  hrefs.filter(Boolean).map((href) => Object.assign(document.createElement('link'), { rel, href, crossOrigin: '' }));

/**
 * Preload links for the texts of the language the app will start in (lib/i18n.ts initialLanguage: the
 * logged-in user's, else the browser's, else the default, listed first by the build), which i18n.ts
 * would otherwise ask for only once the app's files have arrived: one more round trip.
 */
function localeLinks(): HTMLLinkElement[] {
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-locales"]')?.content ?? '';
  const files = new Map(
    content
      .split(' ')
      .filter(Boolean)
      .map((entry) => entry.split('=') as [string, string]),
  );
  let userLanguage: unknown;
  try {
    userLanguage = JSON.parse(localStorage.getItem('user') ?? 'null')?.language;
  } catch {
    userLanguage = undefined;
  }
  const browserLanguage = navigator.language?.slice(0, 2).toLowerCase();
  const language = [userLanguage, browserLanguage].find((l): l is string => typeof l === 'string' && files.has(l));
  const chosen = files.get(language ?? '') ?? files.values().next().value ?? '';
  return links('modulepreload', chosen.split(','));
}

// The page (the logo loader, or a public page's first view made by the server) is painted before
// the app's code runs: on a phone, evaluating it takes the main thread for a while, and the visitor
// sees the page meanwhile.
// No timer races the first frame: a page that has not painted yet keeps waiting for it, or the app
// could take the main thread before the visitor sees anything. A hidden tab paints no frames: it
// starts at once (or when it is hidden before its first frame).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The app's files, named by the build (vite.config.ts), download in parallel from now on.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content ?? '';
  // Their styles, as stylesheets: the page has painted, so they block nothing; the app starts once they
  // are in (Vite's loader, finding these links, does not wait for them itself).
  const styles = document.querySelector<HTMLMetaElement>('meta[name="app-styles"]')?.content ?? '';
  const styleLinks = links('stylesheet', styles.split(' '));
  // Added at once (one change to the document rather than one a file).
  document.head.append(...styleLinks, ...links('modulepreload', modules.split(' ')), ...localeLinks());
  const stylesIn = Promise.all(
    styleLinks.map(
      (link) =>
        new Promise((resolve) => {
          link.onload = resolve;
          link.onerror = resolve;
        }),
    ),
  );
  void Promise.all([import('./boot.tsx'), stylesIn]).then(([m]) => m.boot());
};
requestAnimationFrame(() => setTimeout(start, 0));
const startIfHidden = () => {
  if (document.visibilityState === 'hidden') start();
};
startIfHidden();
document.addEventListener('visibilitychange', startIfHidden, { once: true });
