import { useEffect, useState } from 'react';

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
