import { initErrorTracking } from './lib/errorTracking.ts';

// Only with a configured DSN; the tracker's code is then loaded on its own. This file imports
// nothing else: whatever it imports is fetched before the first paint.
initErrorTracking();

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
  // Added at once (one change to the document rather than one a file).
  const links = modules
    .split(' ')
    .filter(Boolean)
    .map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  document.head.append(...links);
  void import('./boot.tsx').then((m) => m.boot());
};
requestAnimationFrame(() => setTimeout(start, 0));
const startIfHidden = () => {
  if (document.visibilityState === 'hidden') start();
};
startIfHidden();
document.addEventListener('visibilitychange', startIfHidden, { once: true });
