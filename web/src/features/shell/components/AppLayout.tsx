import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  Outlet,
  Link as RouterLink,
  useBlocker,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
} from 'react-router';
import { alertsAtom, pushAlert } from '../../../lib/alerts.ts';
import { claimsAtom, getClaims, isAdmin, isCustomer, isStaff } from '../../../lib/auth.ts';
import { type RouteMeta, guardNavigation, isCalendarPath, isDuplicateNavigation, metaOf } from '../../../lib/guard.ts';
import { removePrerender } from '../../../lib/prerender.ts';
import { currentLanguage, i18n, setLanguage } from '../../../lib/i18n.ts';
import { backdropAtom, breakpointIndex, loadingAtom, showFooter, showNavbar, useViewport } from '../../../lib/ui.ts';
import { metaAt } from '../../../lib/routeTable.ts';
import { myAccountUrl } from '../../account/urls.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { LOGIN_PATH, logoutUrl, vendorSignUpUrl } from '../../auth/urls.ts';
import { homeUrl, proUrl } from '../../home/urls.ts';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { lazyWithApollo } from '../../../lib/routing.tsx';
import { ScrollMemory } from './ScrollMemory.tsx';
import { SidebarSpace } from './SidebarSpace.tsx';

// Staff only: guests and customers never download the sidebar (drawer, tooltips, badges).
const AlertStack = lazy(() => import('../../../components/AlertStack.tsx').then((m) => ({ default: m.AlertStack })));
// The backdrop (with its fade transition) loads the first time something raises it.
const Backdrop = lazy(() =>
  import('../../../components/LoadingBackdrop.tsx').then((m) => ({ default: m.LoadingBackdrop })),
);
// Admins setting up: the §4 onboarding prompt above the staff screens, loaded with the staff code only.
// Staff frame parts query the server through the app's Apollo client, which loads with them.
const OnboardingPrompt = lazyWithApollo(() =>
  import('../../onboarding/components/OnboardingPrompt.tsx').then((m) => m.OnboardingPrompt),
);
// The sidebar's place: kept free until the screen's content is there, then the sidebar (SidebarSlot.tsx).
const SidebarSlot = lazy(() => import('./SidebarSlot.tsx').then((m) => ({ default: m.SidebarSlot })));

const grow = keyframes`from { transform: scaleX(0.05); } to { transform: scaleX(0.9); }`;

function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{t('footer.rights', { year: new Date().getFullYear() })}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={proUrl()} variant="body2" color="inherit">
            {t('footer.pro')}
          </Link>
          <Link component={RouterLink} to={vendorSignUpUrl()} variant="body2" color="inherit">
            {t('footer.vendorSignUp')}
          </Link>
          <Typography variant="body2">{t('footer.madeIn')}</Typography>
        </Box>
      </Container>
    </Box>
  );
}

// On phones the session buttons shrink to their icon (the aria-label keeps their name).
const labelOnWideScreens = { display: { xs: 'none', sm: 'inline' } } as const;
const compactOnPhones = {
  minWidth: 0,
  px: { xs: 1.25, sm: 1.75 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

/** Spec §2 guard: redirects, language switch, and cancelled navigations (too low a role). */
function useGuard(meta: RouteMeta) {
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
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (isDuplicateNavigation(currentLocation, `${nextLocation.pathname}${nextLocation.search}`)) return false;
    const next = guardNavigation(
      { pathname: nextLocation.pathname, search: nextLocation.search, meta: metaAt(nextLocation.pathname) },
      getClaims(),
      currentLanguage(),
    );
    return next.type === 'cancel';
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
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

export function AppLayout() {
  const { t } = useTranslation();
  const claims = useAtomValue(claimsAtom);
  const matches = useMatches();
  const meta = metaOf(matches);
  const { pathname } = useLocation();
  const { lang } = useParams();
  const navigation = useNavigation();
  const { width, height } = useViewport();
  const backdrop = useAtomValue(backdropAtom);
  const loading = useAtomValue(loadingAtom);
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
  const navbar = showNavbar({ section, isCalendar: isCalendarPath(pathname), width, height });
  // A loading bar while moving to another site section (its code and data load).
  const changingSection =
    navigation.state === 'loading' && navigation.location && metaAt(navigation.location.pathname).section !== section;

  let page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  if (lang !== undefined && !/^[a-z]{2}$/i.test(lang)) page = <NotFound />;
  else if (guard.type === 'redirect') page = <Navigate to={guard.to} replace />;
  else if (guard.type === 'cancel') page = <NotFound message={t('state.forbidden')} />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }} lang={i18n.language}>
      {sidebar ? (
        <Suspense fallback={sidebarSpace}>
          <SidebarSlot
            space={sidebarSpace}
            permanent={permanentSidebar}
            mobileOpen={mobileSidebar}
            onMobileClose={() => setMobileSidebar(false)}
          />
        </Suspense>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {changingSection ? (
          <Box
            role="progressbar"
            aria-label={t('state.sectionLoading')}
            data-testid="section-loading"
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              right: 0,
              height: 3,
              zIndex: 1500,
              bgcolor: 'primary.main',
              transformOrigin: 'left',
              animation: `${grow} 1.5s ease-out forwards`,
            }}
          />
        ) : null}
        {navbar ? (
          <AppBar position="sticky">
            <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
              {sidebar && !permanentSidebar ? (
                <IconButton edge="start" onClick={() => setMobileSidebar(true)} aria-label={t('nav.menu')}>
                  <MenuIcon />
                </IconButton>
              ) : null}
              <Link
                component={RouterLink}
                to={staff ? agendaUrl() : homeUrl()}
                underline="none"
                color="primary"
                sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', mr: 'auto' }}
              >
                {t('productName')}
              </Link>
              <Box
                component="nav"
                aria-label={t('nav.mainNavigation')}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                {staff && !permanentSidebar ? (
                  <Button
                    component={RouterLink}
                    to={agendaUrl()}
                    data-testid="nav-agenda"
                    variant="text"
                    size="sm"
                    sx={{ display: sidebar ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex' }}
                  >
                    {t('nav.agenda')}
                  </Button>
                ) : null}
                {isCustomer(claims) && !staff ? (
                  <Button
                    component={RouterLink}
                    to={myAccountUrl()}
                    variant="text"
                    size="sm"
                    startIcon={<PersonIcon />}
                    aria-label={t('nav.myAccount')}
                    data-testid="nav-my-account"
                    sx={compactOnPhones}
                  >
                    <Box component="span" sx={labelOnWideScreens}>
                      {t('nav.myAccount')}
                    </Box>
                  </Button>
                ) : null}
                <LanguageSwitch />
                {claims ? (
                  <Button
                    component={RouterLink}
                    to={logoutUrl()}
                    variant="soft"
                    size="sm"
                    startIcon={<LogoutIcon />}
                    aria-label={t('nav.logout')}
                    sx={compactOnPhones}
                  >
                    <Box component="span" sx={labelOnWideScreens}>
                      {t('nav.logout')}
                    </Box>
                  </Button>
                ) : pathname === LOGIN_PATH ? null : (
                  <Button
                    component={RouterLink}
                    to={LOGIN_PATH}
                    variant="primary"
                    size="sm"
                    startIcon={<LoginIcon />}
                    aria-label={t('nav.login')}
                    sx={compactOnPhones}
                  >
                    <Box component="span" sx={labelOnWideScreens}>
                      {t('nav.login')}
                    </Box>
                  </Button>
                )}
              </Box>
            </Toolbar>
          </AppBar>
        ) : null}
        {/* With a footer, the page's content starts a screen tall, so the footer is below the fold from
            the first frame: content arriving later pushes it further down without a layout shift. */}
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            minHeight: showFooter(section) ? '100vh' : undefined,
          }}
        >
          {sidebar && isAdmin(claims) && guard.type === 'allow' ? (
            <Suspense fallback={null}>
              <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 2, '&:empty': { display: 'none' } }}>
                <OnboardingPrompt />
              </Box>
            </Suspense>
          ) : null}
          {page}
        </Box>
        {showFooter(section) ? <Footer /> : null}
      </Box>
      {hasAlerts ? (
        <Suspense fallback={null}>
          <AlertStack />
        </Suspense>
      ) : null}
      {backdrop || loading ? (
        <Suspense fallback={null}>
          <Backdrop loading={loading} />
        </Suspense>
      ) : null}
      <ScrollMemory />
    </Box>
  );
}
