import { startTransition, useEffect, useState } from 'react';

const onIdle = (f: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(f, 50);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(f, { timeout: 500 });
  return () => cancelIdleCallback(id);
};

/**
 * True once the screen's content is there (no loader left, the browser idle; at most 2 s after the
 * mount), or at once when `now`: the staff sidebar waits for it, so that the screen's own content
 * (the calendar, a list) is drawn first, and then draws itself in a transition that the screen's
 * updates interrupt.
 */
export function useAfterContent(now: boolean): boolean {
  const [ready, setReady] = useState(false);
  if (now && !ready) setReady(true);
  useEffect(() => {
    if (ready) return;
    const until = Date.now() + 2000;
    let cancel = () => {};
    const check = () => {
      if (!document.querySelector('[data-page-loader]') || Date.now() > until) startTransition(() => setReady(true));
      else cancel = onIdle(check);
    };
    cancel = onIdle(check);
    return () => cancel();
  }, [ready]);
  return ready;
}
