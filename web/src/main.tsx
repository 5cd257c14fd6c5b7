import { dropExpiredSession } from './lib/auth.ts';
import { initErrorTracking } from './lib/errorTracking.ts';

// Only with a configured DSN; the tracker's code is then loaded on its own.
initErrorTracking();
dropExpiredSession();

// The page (the logo loader, or a public page's first view made by the server) is painted before
// the app's code runs: on a phone, evaluating it takes the main thread for a while, and the visitor
// sees the page meanwhile. Its files are already downloading (index.html preloads them, vite.config.ts).
// A hidden tab paints no frames: the timeout starts the app there too.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot.tsx').then((m) => m.boot());
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
