import { ROLES, type RoleName, type UserClaims, roleOf } from './auth.ts';
import { type SupportedLanguage, isSupportedLanguage } from './languages.ts';
import { DEFAULT_VIEW_TYPE, agendaPath, inLanguage, loginPathFor } from './urls.ts';

// Spec §2 "Navigation guard" as pure functions; routes declare their meta in `handle`.
export type SiteSection = 'public' | 'customer' | 'admin';

export interface RouteMeta {
  section: SiteSection;
  /** The lowest role allowed; guest (anyone) when absent. */
  role?: RoleName;
  /** The agenda page: it always has a viewType. */
  agenda?: boolean;
  /** The common-namespace text telling staff why they cannot open the page (too low a role). */
  forbiddenReason?: ForbiddenReason;
  /**
   * Drawn without MUI (components/light/): the frame does not load the theme and MUI's styling engine
   * for it, so the page starts light (the public vendor and booking pages).
   */
  light?: boolean;
}

/** Common-namespace texts that tell staff why a page is not theirs. */
export type ForbiddenReason = 'state.adminOnly' | 'state.cashClosingAdminOnly';

export interface NavigationTarget {
  pathname: string;
  search: string;
  meta: RouteMeta;
  /** The :lang segment when the route has one. */
  lang?: string;
}

export type GuardResult =
  | { type: 'allow'; section: SiteSection; language?: SupportedLanguage }
  | { type: 'redirect'; to: string; reason?: ForbiddenReason }
  | { type: 'cancel' };

/** A path is the agenda page when it contains 'agenda' (spec §2 Layout). */
export const isAgendaPath = (pathname: string): boolean => pathname.includes('agenda');

export function guardNavigation(
  target: NavigationTarget,
  claims: UserClaims | null,
  currentLanguage: SupportedLanguage,
): GuardResult {
  // A :lang value that is not a supported language goes to the same page in the current language.
  let language: SupportedLanguage | undefined;
  if (target.lang !== undefined) {
    if (!isSupportedLanguage(target.lang)) {
      const rest = target.pathname.split('/').slice(2).join('/');
      return { type: 'redirect', to: inLanguage(currentLanguage, `/${rest}${target.search}`) };
    }
    if (target.lang !== currentLanguage) language = target.lang;
  }

  const needed = ROLES[target.meta.role ?? 'guest'];
  if (needed > ROLES.guest) {
    if (!claims) return { type: 'redirect', to: loginPathFor(`${target.pathname}${target.search}`) };
    if (roleOf(claims) < needed) {
      // Staff go to the calendar and are told why (never silently).
      return roleOf(claims) >= ROLES.staff
        ? { type: 'redirect', to: agendaPath(), reason: target.meta.forbiddenReason ?? 'state.adminOnly' }
        : { type: 'cancel' };
    }
  }

  if (target.meta.agenda && !new URLSearchParams(target.search).get('viewType')) {
    const params = new URLSearchParams(target.search);
    params.set('viewType', DEFAULT_VIEW_TYPE);
    return { type: 'redirect', to: `${target.pathname}?${params.toString()}` };
  }
  return { type: 'allow', section: target.meta.section, language };
}

/** The deepest route meta of a match list (react-router `useMatches()` / `matchRoutes()`). */
export function metaOf(matches: readonly { handle?: unknown; route?: { handle?: unknown } }[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = (matches[i].handle ?? matches[i].route?.handle) as Partial<RouteMeta> | undefined;
    if (handle?.section) return handle as RouteMeta;
  }
  return { section: 'public' };
}

/** Router errors of aborted, cancelled or duplicated navigations are expected and ignored. */
export function isIgnorableNavigationError(error: unknown): boolean {
  if (!(error instanceof Error) && typeof error !== 'object') return false;
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return (
    name === 'AbortError' || /navigation (was )?(aborted|cancell?ed|duplicated)|redundant navigation/i.test(message)
  );
}

/** Same path and query: navigating there again is a duplicate and does nothing. */
export function isDuplicateNavigation(current: { pathname: string; search: string }, to: string): boolean {
  return `${current.pathname}${current.search}` === to;
}
