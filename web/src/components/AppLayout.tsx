import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { claimsAtom, isStaff } from '../lib/auth.ts';
import { PageLoader } from './PageLoader.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Spec §2: the site section decides chrome (the footer shows only in the public section). */
export type SiteSection = 'public' | 'customer' | 'admin';
export interface RouteHandle {
  section?: SiteSection;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'section' in value;
}

export function useSiteSection(): SiteSection {
  const matches = useMatches();
  // The deepest route that declares a section wins.
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle) && handle.section) return handle.section;
  }
  return 'public';
}

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
          gap: 1,
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{t('footer.rights', { year: new Date().getFullYear() })}</Typography>
        <Typography variant="body2">{t('footer.madeIn')}</Typography>
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

export function AppLayout() {
  const { t } = useTranslation();
  const claims = useAtomValue(claimsAtom);
  const section = useSiteSection();
  const { pathname } = useLocation();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link
            component={RouterLink}
            to="/"
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
            {isStaff(claims) ? (
              <Button component={RouterLink} to="/agenda" variant="text" size="sm">
                {t('nav.agenda')}
              </Button>
            ) : null}
            <LanguageSwitch />
            {claims ? (
              <>
                <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary' }}>
                  {claims.name}
                </Typography>
                <Button
                  component={RouterLink}
                  to="/logout"
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
              </>
            ) : pathname === '/login' ? null : (
              <Button
                component={RouterLink}
                to="/login"
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
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {section === 'public' ? <Footer /> : null}
      <ScrollRestoration />
    </Box>
  );
}
