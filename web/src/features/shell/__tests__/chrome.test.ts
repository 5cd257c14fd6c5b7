import { describe, expect, it } from 'vitest';
import { showFooter, showNavbar } from '../chrome.ts';

describe('app frame', () => {
  it('hides the navbar in mobile landscape on the calendar and on large admin screens', () => {
    expect(showNavbar({ section: 'admin', isAgenda: true, width: 844, height: 390 })).toBe(false);
    expect(showNavbar({ section: 'admin', isAgenda: true, width: 390, height: 844 })).toBe(true);
    expect(showNavbar({ section: 'admin', isAgenda: false, width: 1280, height: 800 })).toBe(false);
    expect(showNavbar({ section: 'public', isAgenda: false, width: 1280, height: 800 })).toBe(true);
    expect(showNavbar({ section: 'public', isAgenda: false, width: 844, height: 390 })).toBe(true);
  });

  it('shows the footer only in the public section', () => {
    expect(showFooter('public')).toBe(true);
    expect(showFooter('customer')).toBe(false);
    expect(showFooter('admin')).toBe(false);
  });
});
