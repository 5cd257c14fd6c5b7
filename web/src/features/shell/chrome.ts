import { atom } from 'jotai';
import type { SiteSection } from '../../lib/guard.ts';
import { breakpointIndex, isMobileLandscape } from '../../lib/viewport.ts';

// What the app frame shows around a page (spec §2 Layout): the navbar, the footer and the loading bar.

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

/** Up while the app moves to another site section (its code and data load): the loading bar. */
export const loadingAtom = atom(false);
