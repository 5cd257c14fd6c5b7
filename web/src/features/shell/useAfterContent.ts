import { startTransition, useEffect, useState } from 'react';
import { loadersShown } from '../../components/PageLoader.tsx';

const onIdle = (f: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(f, 50);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(f, { timeout: 500 });
  return () => cancelIdleCallback(id);
};

/**
 * True once `wanted` is and the screen's content is there (no loader left, the browser idle; at most
 * 2 s later): the staff sidebar waits for it, so that the screen's own content (the calendar, a list)
 * is drawn first, and then draws itself in a transition that the screen's updates interrupt. Its
 * place is kept meanwhile, so nothing moves when it comes. `now` (the phone's menu) does not wait.
 */
export function useAfterContent(wanted: boolean, now: boolean): boolean {
  const [ready, setReady] = useState(false);
  if (now && !ready) setReady(true);
  useEffect(() => {
    if (!wanted || ready) return;
    const until = Date.now() + 2000;
    let cancel = () => {};
    const check = () => {
      if (loadersShown() === 0 || Date.now() > until) startTransition(() => setReady(true));
      else cancel = onIdle(check);
    };
    cancel = onIdle(check);
    return () => cancel();
  }, [wanted, ready]);
  return ready;
}
