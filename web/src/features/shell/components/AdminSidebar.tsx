import '../locales/index.ts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@apollo/client/react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { claimsAtom, roleAtom } from '../../../lib/auth.ts';
import { logoutUrl } from '../../auth/urls.ts';
import { useOnboardingHighlight } from '../../../domain/useOnboarding.ts';
import { homeUrl } from '../../home/urls.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { configurationErrorsAtom, notificationsAtom, sidebarCollapsedAtom } from '../sidebarState.ts';
import { SIDEBAR_ENTRIES_QUERY } from '../operations.ts';
import { sidebarEntries } from '../sidebarEntries.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../sidebarWidth.ts';
import { useSidebarData } from '../useSidebarData.ts';
import { SidebarEntryItem } from './SidebarEntryItem.tsx';

interface AdminSidebarProps {
  /** Phones and tablets: a temporary drawer opened from the navbar. */
  mobileOpen: boolean;
  onMobileClose: () => void;
  permanent: boolean;
}

/** Spec §2 "Admin sidebar": staff only; collapsible; warning icons and notification badges per collection. */
export function AdminSidebar({ mobileOpen, onMobileClose, permanent }: AdminSidebarProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const role = useAtomValue(roleAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const notifications = useAtomValue(notificationsAtom);
  const configErrors = useAtomValue(configurationErrorsAtom);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const sidebarData = useSidebarData();
  // The entries from what the login's preload put in the cache, at once; the sidebar's own query
  // (counters, warnings) follows.
  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? null;
  const cached = useQuery(SIDEBAR_ENTRIES_QUERY, {
    variables: { vendorId: vendorId ?? 0 },
    skip: vendorId === null,
    fetchPolicy: 'cache-only',
  });
  const data = sidebarData ?? cached.data;

  // Until the vendor is known, entries that depend on it stay hidden; "New booking" keeps its place.
  const known = Boolean(data?.vendor);
  const entries = sidebarEntries({
    role,
    liveMode: data?.vendor?.liveMode ?? true,
    hasWorkplaces: (data?.workplacesAll.length ?? 0) > 0,
    hasMachines: (data?.machinesAll.length ?? 0) > 0,
    regionsEnabled: (data?.regionsAll.length ?? 0) > 0,
    onboardingOpen: data?.vendor ? !data.vendor.liveMode : false,
  });
  // Spec §4: the sidebar highlights the next missing setup step (location, service, timetable).
  const highlight = useOnboardingHighlight();
  const narrow = permanent && collapsed;
  const width = narrow ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  const content = (
    <Box
      component="nav"
      aria-label={t('nav.adminNavigation')}
      data-testid="admin-sidebar"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: narrow ? 'center' : 'space-between', p: 1.5 }}>
        {narrow ? null : (
          <Box
            component={RouterLink}
            to={agendaUrl({ viewType: 'employee' })}
            sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', fontSize: '1.2rem', pl: 1 }}
          >
            {t('productName')}
          </Box>
        )}
        {permanent ? (
          <IconButton
            size="small"
            onClick={() => setCollapsed(!collapsed)}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            data-testid="sidebar-toggle"
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        ) : null}
      </Box>
      <Divider />
      <List dense sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {entries.map((entry) => {
          // The place of "New booking" is kept while the vendor's live mode is not known yet.
          if (entry.key === 'newBooking' && !known) {
            return <ListItem key={entry.key} disablePadding aria-hidden="true" sx={{ height: 40 }} />;
          }
          const [entryPath, entryQuery = ''] = entry.to.split('?');
          return (
            <SidebarEntryItem
              key={entry.key}
              entry={entry}
              narrow={narrow}
              count={entry.collection ? (notifications[entry.collection] ?? 0) : 0}
              warn={entry.collection ? Object.keys(configErrors[entry.collection] ?? {}).length > 0 : false}
              selected={
                pathname === entryPath &&
                (!entryQuery.includes('viewType') || search.includes(entryQuery.split('&')[0]))
              }
              next={entry.key === highlight}
              onNavigate={onMobileClose}
            />
          );
        })}
      </List>
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              // Spec §2: the sidebar logout goes to the home page (the /logout route goes to Login). The session
              // ends on the public /logout page: ending it on a staff page would make the guard ask for a login.
              void navigate(logoutUrl(homeUrl()), { replace: true });
            }}
            sx={{ mx: 1, borderRadius: 2, justifyContent: narrow ? 'center' : 'flex-start' }}
            aria-label={ts('sidebar.logout')}
            data-testid="sidebar-logout"
          >
            <LogoutIcon fontSize="small" sx={{ mr: narrow ? 0 : 1.5 }} />
            {narrow ? null : <ListItemText primary={ts('sidebar.logout')} />}
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  if (!permanent) {
    return (
      <Drawer
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box', transition: 'width 150ms' } }}
    >
      {content}
    </Drawer>
  );
}
