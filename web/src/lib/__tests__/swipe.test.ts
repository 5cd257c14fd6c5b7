import { describe, expect, it } from 'vitest';
import { swipeDirection } from '../swipe.ts';

describe('swipe', () => {
  it('recognises a horizontal swipe', () => {
    expect(swipeDirection(-80, 10)).toBe('left');
    expect(swipeDirection(80, -5)).toBe('right');
    expect(swipeDirection(30, 0)).toBeNull();
    expect(swipeDirection(80, 90)).toBeNull();
  });
});
