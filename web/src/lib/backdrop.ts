import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

// Spec §2 UI state besides the route: a backdrop over the page while a blocking save runs.
/** How many blocking saves are under way; the backdrop is up while any is. */
const backdropCountAtom = atom(0);
export const backdropAtom = atom((get) => get(backdropCountAtom) > 0);

/**
 * Raises the backdrop while `active` (a blocking save: a booking, a checkout), so nothing else on
 * the page can be clicked until it is done.
 */
export function useBackdropWhile(active: boolean): void {
  const setCount = useSetAtom(backdropCountAtom);
  useEffect(() => {
    if (!active) return;
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, [active, setCount]);
}
