import { describe, expect, it } from 'vitest';
import type { UserClaims } from '../auth.ts';
import {
  type RouteMeta,
  guardNavigation,
  isAgendaPath,
  isDuplicateNavigation,
  isIgnorableNavigationError,
  metaOf,
} from '../guard.ts';

const claims = (role: number): UserClaims => ({
  sub: '1',
  name: 'X',
  role,
  notValidated: false,
  employeeId: null,
  vendorId: role >= 2 ? 1 : null,
  appId: 1,
  exp: null,
});
const guest = null;
const customer = claims(1);
const staff = claims(2);
const admin = claims(3);
const go = (pathname: string, meta: RouteMeta, who: UserClaims | null, search = '', lang?: string) =>
  guardNavigation({ pathname, search, meta, lang }, who, 'fr');

describe('navigation guard', () => {
  it('takes the site section from the route meta', () => {
    expect(go('/', { section: 'public' }, guest)).toEqual({ type: 'allow', section: 'public' });
    expect(go('/my-account', { section: 'customer', role: 'customer' }, customer)).toMatchObject({
      section: 'customer',
    });
  });

  it('redirects an unsupported :lang to the current language and switches on a supported one', () => {
    expect(go('/es/pro', { section: 'public' }, guest, '?x=1', 'es')).toEqual({ type: 'redirect', to: '/fr/pro?x=1' });
    for (const language of ['de', 'it'])
      expect(go(`/${language}/pro`, { section: 'public' }, guest, '', language)).toEqual({
        type: 'allow',
        section: 'public',
        language,
      });
    expect(go('/en/pro', { section: 'public' }, guest, '', 'en')).toEqual({
      type: 'allow',
      section: 'public',
      language: 'en',
    });
    expect(go('/fr/pro', { section: 'public' }, guest, '', 'fr')).toEqual({ type: 'allow', section: 'public' });
  });

  it('sends a guest to Login with a redirect naming the route', () => {
    expect(go('/my-account/edit', { section: 'customer', role: 'customer' }, guest, '?tab=1')).toEqual({
      type: 'redirect',
      to: '/login?redirect=/my-account/edit%3Ftab%3D1',
    });
  });

  it('sends a logged-in user with too low a role to the employee calendar when staff, else cancels', () => {
    const adminOnly: RouteMeta = { section: 'admin', role: 'admin' };
    expect(go('/services', adminOnly, staff)).toEqual({
      type: 'redirect',
      to: '/agenda?viewType=employee',
      reason: 'state.adminOnly',
    });
    expect(go('/reports/cash-closing', { ...adminOnly, forbiddenReason: 'state.cashClosingAdminOnly' }, staff)).toEqual(
      {
        type: 'redirect',
        to: '/agenda?viewType=employee',
        reason: 'state.cashClosingAdminOnly',
      },
    );
    expect(go('/services', adminOnly, customer)).toEqual({ type: 'cancel' });
    expect(go('/services', adminOnly, admin)).toMatchObject({ type: 'allow' });
    expect(go('/agenda', { section: 'admin', role: 'staff', agenda: true }, customer)).toEqual({ type: 'cancel' });
  });

  it('gives the calendar the employee view when it has no viewType', () => {
    const calendar: RouteMeta = { section: 'admin', role: 'staff', agenda: true };
    expect(go('/agenda', calendar, staff, '?date=2026-01-05')).toEqual({
      type: 'redirect',
      to: '/agenda?date=2026-01-05&viewType=employee',
    });
    expect(go('/agenda', calendar, staff, '?viewType=machine')).toMatchObject({ type: 'allow', section: 'admin' });
  });

  it('reads the deepest meta of the matched routes', () => {
    expect(metaOf([{ handle: { section: 'public' } }, { handle: { section: 'admin', role: 'admin' } }])).toEqual({
      section: 'admin',
      role: 'admin',
    });
    expect(metaOf([{ route: { handle: { section: 'customer' } } }, { handle: undefined }])).toEqual({
      section: 'customer',
    });
    expect(metaOf([])).toEqual({ section: 'public' });
  });

  it('ignores aborted, cancelled and duplicated navigations', () => {
    expect(isIgnorableNavigationError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isIgnorableNavigationError(new Error('Navigation cancelled from "/a" to "/b"'))).toBe(true);
    expect(isIgnorableNavigationError(new Error('Navigation duplicated'))).toBe(true);
    expect(isIgnorableNavigationError(new Error('boom'))).toBe(false);
    expect(isDuplicateNavigation({ pathname: '/a', search: '?b=1' }, '/a?b=1')).toBe(true);
    expect(isDuplicateNavigation({ pathname: '/a', search: '' }, '/a?b=1')).toBe(false);
  });

  it('counts a path containing agenda as the calendar', () => {
    expect(isAgendaPath('/agenda')).toBe(true);
    expect(isAgendaPath('/my-agenda/x')).toBe(true);
    expect(isAgendaPath('/customers')).toBe(false);
  });
});
