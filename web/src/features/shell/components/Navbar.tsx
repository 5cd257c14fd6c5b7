import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { claimsAtom, isCustomer, isStaff } from '../../../lib/auth.ts';
import { myAccountUrl } from '../../account/urls.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { LOGIN_PATH, logoutUrl } from '../../auth/urls.ts';
import { homeUrl } from '../../home/urls.ts';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';

// On phones the session buttons shrink to their icon (the aria-label keeps their name).
const labelOnWideScreens = { display: { xs: 'none', sm: 'inline' } } as const;
const compactOnPhones = {
  minWidth: 0,
  px: { xs: 1.25, sm: 1.75 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

interface NavbarProps {
  /** The staff sidebar is part of the page (its menu button shows when it is not permanent). */
  sidebar: boolean;
  permanentSidebar: boolean;
  onMenu: () => void;
}

/** The top bar: the product's name, the agenda or my account, the language and the session button. */
export function Navbar({ sidebar, permanentSidebar, onMenu }: NavbarProps) {
  const { t } = useTranslation();
  const claims = useAtomValue(claimsAtom);
  const staff = isStaff(claims);
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {sidebar && !permanentSidebar ? (
          <IconButton edge="start" onClick={onMenu} aria-label={t('nav.menu')}>
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
  );
}
