import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../lib/i18n.ts';
import { SUPPORTED_LANGUAGES } from '../lib/languages.ts';

// waitFor and findBy wait up to 5 s (Testing Library's 1 s is short for a page drawn in jsdom while the
// server's tests run beside it on a two-core machine); a test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// The app downloads a language's texts when it is first shown (lib/i18n.ts); tests switch
// languages synchronously, so every language is in before they start.
await Promise.all(SUPPORTED_LANGUAGES.map(loadLanguage));

// What jsdom lacks and the browser has, set up once for every web test: the calendar library
// watches its grid with IntersectionObserver and ResizeObserver. Nothing scrolls or resizes in
// jsdom, so observers that never call back are what a browser with a static layout does.
class StaticObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: StaticObserver });
}

// Testing Library only auto-cleans when test globals are on; ours are imported explicitly.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
