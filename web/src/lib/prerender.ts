import { useEffect } from 'react';

// The gateway puts a public page's first view in its HTML (`#prerender`, over the page) so that a
// phone shows the vendor before the app runs. The page's own screen removes it once it has its
// data (or knows it has none); leaving the page removes it too.

/** Removes the server's first view. */
export function removePrerender(): void {
  document.getElementById('prerender')?.remove();
}

/** Removes the server's first view once `ready` (the screen under it shows its content). */
export function usePrerenderDone(ready: boolean): void {
  useEffect(() => {
    if (ready) removePrerender();
  }, [ready]);
}
