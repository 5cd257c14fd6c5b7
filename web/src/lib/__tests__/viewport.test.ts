import { describe, expect, it } from 'vitest';
import { breakpointIndex, isMobileLandscape } from '../viewport.ts';

describe('viewport', () => {
  it('maps widths to the spec breakpoints', () => {
    expect([0, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536, 2000].map(breakpointIndex)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('knows mobile landscape: landscape and narrower than 1024', () => {
    expect(isMobileLandscape(844, 390)).toBe(true);
    expect(isMobileLandscape(390, 844)).toBe(false);
    expect(isMobileLandscape(1280, 800)).toBe(false);
  });
});
