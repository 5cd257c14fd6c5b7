import '../shell.css';
import { useAtom, useAtomValue } from 'jotai';
import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigation, useParams } from 'react-router';
import { alertsAtom } from '../../../lib/alerts.ts';
import { claimsAtom, isAdmin, isStaff } from '../../../lib/auth.ts';
import { isAgendaPath, metaOf } from '../../../lib/guard.ts';
import { removePrerender } from '../../../lib/prerender.ts';
import { i18n } from '../../../lib/i18n.ts';
import { backdropAtom } from '../../../lib/backdrop.ts';
import { breakpointIndex, useViewport } from '../../../lib/viewport.ts';
import { loadingAtom, showFooter, showNavbar } from '../chrome.ts';
import { metaAt } from '../../../lib/routeTable.ts';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { ScrollMemory } from './ScrollMemory.tsx';
import { SidebarSpace } from './SidebarSpace.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { useGuard } from './useGuard.ts';
import { Themed } from '../../../lib/themed.tsx';

// Staff only: guests and customers never download the sidebar (drawer, tooltips, badges).
const AlertStack = lazy(() => import('../../../components/AlertStack.tsx').then((m) => ({ default: m.AlertStack })));
// The backdrop (with its fade transition) loads the first time something raises it.
const Backdrop = lazy(() =>
  import('../../../components/LoadingBackdrop.tsx').then((m) => ({ default: m.LoadingBackdrop })),
);
// The sidebar's place: kept free until the screen's content is there, then the sidebar (SidebarSlot.tsx).
const SidebarSlot = lazy(() => import('./SidebarSlot.tsx').then((m) => ({ default: m.SidebarSlot })));

/**
 * The app frame. `OnboardingPrompt`: the §4 onboarding prompt shown to admins above the staff screens
 * (passed in by the router, so the frame does not reach into the onboarding feature).
 */
export function AppLayout({ OnboardingPrompt }: { OnboardingPrompt: ComponentType }) {
  const { t } = useTranslation();
  const claims = useAtomValue(claimsAtom);
  const matches = useMatches();
  const meta = metaOf(matches);
  const { pathname } = useLocation();
  const { lang } = useParams();
  const navigation = useNavigation();
  const { width, height } = useViewport();
  const backdrop = useAtomValue(backdropAtom);
  const [loading, setLoading] = useAtom(loadingAtom);
  const [mobileSidebar, setMobileSidebar] = useState(false);
  const guard = useGuard(meta);
  // The first screen is up: the logo loader of index.html goes.
  useEffect(() => {
    document.getElementById('boot-loader')?.remove();
  }, []);
  // A public page's server-made first view goes when the page has its data (the page removes it),
  // or when the visitor leaves it (its own tab redirect keeps the path's start).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (!pathname.startsWith(firstPath.current)) removePrerender();
  }, [pathname]);
  // The alert stack (MUI Alert) loads with the first alert.
  const hasAlerts = useAtomValue(alertsAtom).length > 0;

  const section = meta.section;
  const staff = isStaff(claims);
  // The staff sidebar belongs to the staff screens; on public pages staff get the one navbar, with the agenda link.
  const sidebar = staff && section === 'admin';
  const permanentSidebar = sidebar && breakpointIndex(width) >= 3;
  const sidebarSpace = permanentSidebar ? <SidebarSpace /> : null;
  const navbar = showNavbar({ section, isAgenda: isAgendaPath(pathname), width, height });
  // A loading bar while moving to another site section (its code and data load).
  const changingSection = Boolean(
    navigation.state === 'loading' && navigation.location && metaAt(navigation.location.pathname).section !== section,
  );
  useEffect(() => setLoading(changingSection), [changingSection, setLoading]);

  // A page drawn with MUI comes inside the theme, loaded with the first of them; the light public
  // pages (RouteMeta.light) start without it.
  let page = meta.light ? (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  ) : (
    <Themed fallback={<PageLoader />}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Themed>
  );
  if (lang !== undefined && !/^[a-z]{2}$/i.test(lang)) page = <NotFound />;
  else if (guard.type === 'redirect') page = <Navigate to={guard.to} replace />;
  else if (guard.type === 'cancel') page = <NotFound message={t('state.forbidden')} />;

  return (
    <div className="shell" lang={i18n.language}>
      {sidebar ? (
        <Themed fallback={sidebarSpace}>
          <Suspense fallback={sidebarSpace}>
            <SidebarSlot
              space={sidebarSpace}
              permanent={permanentSidebar}
              mobileOpen={mobileSidebar}
              onMobileClose={() => setMobileSidebar(false)}
            />
          </Suspense>
        </Themed>
      ) : null}
      <div className="shell-column">
        {loading ? (
          <div
            role="progressbar"
            aria-label={t('state.sectionLoading')}
            data-testid="section-loading"
            className="shell-loading"
          />
        ) : null}
        {navbar ? (
          <Navbar sidebar={sidebar} permanentSidebar={permanentSidebar} onMenu={() => setMobileSidebar(true)} />
        ) : null}
        {/* With a footer, the page's content starts a screen tall, so the footer is below the fold from
            the first frame: content arriving later pushes it further down without a layout shift. */}
        <main className={showFooter(section) ? 'shell-main shell-main-tall' : 'shell-main'}>
          {sidebar && isAdmin(claims) && guard.type === 'allow' ? (
            <Themed>
              <Suspense fallback={null}>
                <div className="shell-onboarding">
                  <OnboardingPrompt />
                </div>
              </Suspense>
            </Themed>
          ) : null}
          {page}
        </main>
        {showFooter(section) ? <Footer /> : null}
      </div>
      {hasAlerts ? (
        <Themed>
          <Suspense fallback={null}>
            <AlertStack />
          </Suspense>
        </Themed>
      ) : null}
      {backdrop ? (
        <Themed>
          <Suspense fallback={null}>
            <Backdrop />
          </Suspense>
        </Themed>
      ) : null}
      <ScrollMemory />
    </div>
  );
}
