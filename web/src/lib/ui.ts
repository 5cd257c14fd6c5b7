import { atom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { SiteSection } from './guard.ts';

// Spec §2 Layout: breakpoints by width 0 / 640 / 768 / 1024 / 1280 / 1536 -> 0..5.
export const BREAKPOINTS = [0, 640, 768, 1024, 1280, 1536] as const;
export const MOBILE_LANDSCAPE_MAX_WIDTH = 1024;

export function breakpointIndex(width: number): number {
  let index = 0;
  for (let i = 0; i < BREAKPOINTS.length; i += 1) if (width >= BREAKPOINTS[i]) index = i;
  return index;
}

/** Landscape orientation with a width below 1024. */
export const isMobileLandscape = (width: number, height: number): boolean =>
  width > height && width < MOBILE_LANDSCAPE_MAX_WIDTH;

export interface ChromeInput {
  section: SiteSection;
  isAgenda: boolean;
  width: number;
  height: number;
}

/** The navbar hides in mobile landscape on the calendar, and on large screens in the admin section. */
export function showNavbar({ section, isAgenda, width, height }: ChromeInput): boolean {
  if (isAgenda && isMobileLandscape(width, height)) return false;
  if (section === 'admin' && breakpointIndex(width) >= 3) return false;
  return true;
}

/** The footer shows only in the public section. */
export const showFooter = (section: SiteSection): boolean => section === 'public';

// Spec §2 UI state besides the route: a backdrop over the page and a global loading flag.
/** How many blocking saves are under way; the backdrop is up while any is. */
const backdropCountAtom = atom(0);
export const backdropAtom = atom((get) => get(backdropCountAtom) > 0);
/** Up while the app moves to another site section (its code and data load): the loading bar. */
export const loadingAtom = atom(false);

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
const readViewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    const update = () => setSize(readViewport());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return size;
}

// ---- horizontal swipe gesture ----
export const SWIPE_MIN_DISTANCE = 50;

/** 'left' / 'right' for a mostly horizontal move of at least 50 px, else null. */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_DISTANCE): 'left' | 'right' | null {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Touch handlers to spread on an element: calls back on a horizontal swipe (e.g. next / previous day). */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: { touches: ArrayLike<{ clientX: number; clientY: number }> }) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: { changedTouches: ArrayLike<{ clientX: number; clientY: number }> }) => {
      const t = e.changedTouches[0];
      if (!start.current || !t) return;
      const direction = swipeDirection(t.clientX - start.current.x, t.clientY - start.current.y);
      start.current = null;
      if (direction) onSwipe(direction);
    },
  };
}
