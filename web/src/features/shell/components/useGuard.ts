import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useParams } from 'react-router';
import { askToLeave, leaveBlocked } from '../../../components/scaffold/leaveGuard.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { claimsAtom, getClaims } from '../../../lib/auth.ts';
import { type RouteMeta, guardNavigation, isDuplicateNavigation } from '../../../lib/guard.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { metaAt } from '../../../lib/routeTable.ts';

/** Spec §2 guard: redirects, language switch, and cancelled navigations (too low a role). */
export function useGuard(meta: RouteMeta) {
  const { t } = useTranslation();
  // Subscribe to the session, but decide on the store's current value: the router renders a navigation
  // in a transition, where a hook's copy of the atom can still be the one from before a login.
  useAtomValue(claimsAtom);
  const claims = getClaims();
  const location = useLocation();
  const { lang } = useParams();
  const result = guardNavigation(
    { pathname: location.pathname, search: location.search, meta, lang },
    claims,
    currentLanguage(),
  );

  // In-app navigation to a page the role cannot open is cancelled; a repeat of the current URL is ignored.
  // The router's one blocker also keeps a page's unsaved changes (dirtyGuard.tsx): leaving asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (isDuplicateNavigation(currentLocation, `${nextLocation.pathname}${nextLocation.search}`)) return false;
    if (nextLocation.pathname !== currentLocation.pathname && leaveBlocked(nextLocation.pathname)) return true;
    const next = guardNavigation(
      { pathname: nextLocation.pathname, search: nextLocation.search, meta: metaAt(nextLocation.pathname) },
      getClaims(),
      currentLanguage(),
    );
    return next.type === 'cancel';
  });
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const pathname = blocker.location.pathname;
    if (leaveBlocked(pathname)) {
      asking.current = true;
      void askToLeave(pathname).then((leave) => {
        asking.current = false;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
      return;
    }
    blocker.reset();
    pushAlert({ key: 'guard', type: 'warning', message: t('state.forbidden') });
  }, [blocker, t]);

  // A page the role cannot open: the calendar, with the reason said once.
  const reason = result.type === 'redirect' ? result.reason : undefined;
  useEffect(() => {
    if (reason) pushAlert({ key: 'guard', type: 'warning', message: t(reason) });
  }, [reason, t]);

  const language = result.type === 'allow' ? result.language : undefined;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return result;
}
