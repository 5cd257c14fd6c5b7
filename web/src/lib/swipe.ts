import { useRef } from 'react';

// A horizontal swipe gesture (e.g. next / previous day).
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
