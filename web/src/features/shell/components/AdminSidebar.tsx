import '../locales/index.ts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { claimsAtom, roleAtom } from '../../../lib/auth.ts';
import { logoutUrl } from '../../auth/urls.ts';
import { useOnboardingHighlight } from '../../../lib/useOnboarding.ts';
import { homeUrl } from '../../home/urls.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  configurationErrorsAtom,
  notificationsAtom,
  resetNotification,
  sidebarCollapsedAtom,
} from '../sidebarState.ts';
import {
  NOTIFICATION_COUNTERS_CHANGED_SUBSCRIPTION,
  RESET_NOTIFICATION_COUNTER_MUTATION,
  SIDEBAR_DATA_QUERY,
} from '../operations.ts';
import { sidebarEntries } from '../sidebarEntries.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../sidebarWidth.ts';

const isNotificationKind = (value: string | null): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '');
/**
 * How often the sidebar asks for the counters and configuration warnings besides the live push (a
 * change made while the connection was down, warnings that follow from the time passing).
 */
const BADGES_REFRESH_MS = 5 * 60_000;

interface AdminSidebarProps {
  /** Phones and tablets: a temporary drawer opened from the navbar. */
  mobileOpen: boolean;
  onMobileClose: () => void;
  permanent: boolean;
}

/** Spec §2 "Admin sidebar": staff only; collapsible; warning icons and notification badges per collection. */
export function AdminSidebar({ mobileOpen, onMobileClose, permanent }: AdminSidebarProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('staff');
  const role = useAtomValue(roleAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const notifications = useAtomValue(notificationsAtom);
  const configErrors = useAtomValue(configurationErrorsAtom);
  const reset = useSetAtom(resetNotification);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notification = params.get('notification');

  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? null;
  const { data, refetch } = useQuery(SIDEBAR_DATA_QUERY, {
    variables: { vendorId: vendorId ?? 0 },
    skip: vendorId === null,
    fetchPolicy: 'cache-and-network',
    pollInterval: BADGES_REFRESH_MS,
  });
  // Others' changes are counted on the server and pushed: the badges follow at once.
  useSubscription(NOTIFICATION_COUNTERS_CHANGED_SUBSCRIPTION, {
    skip: vendorId === null,
    onData: () => void refetch().catch(() => {}),
  });

  // The badge of a collection clears when the route query names it, here and on the server; the
  // query then leaves the address (a reload or a shared link does not clear it again).
  const [resetCounter] = useMutation(RESET_NOTIFICATION_COUNTER_MUTATION);
  useEffect(() => {
    if (!isNotificationKind(notification)) return;
    reset(notification);
    void resetCounter({ variables: { collection: notification } })
      .then(() => (vendorId === null ? undefined : refetch()))
      .catch(() => {});
    const rest = new URLSearchParams(search);
    rest.delete('notification');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [notification, reset, resetCounter, refetch, vendorId, navigate, pathname, search]);
  const setConfigErrors = useSetAtom(configurationErrorsAtom);
  const setNotifications = useSetAtom(notificationsAtom);
  useEffect(() => {
    if (!data) return;
    const { __typename: _t, ...byCollection } = data.configurationErrors;
    setConfigErrors(
      Object.fromEntries(
        Object.entries(byCollection).map(([collection, rows]) => [
          collection,
          Object.fromEntries(rows.map((row) => [row.id, row.keys])),
        ]),
      ),
    );
    setNotifications(Object.fromEntries(data.notificationCounters.map((c) => [c.collection, c.count])));
  }, [data, setConfigErrors, setNotifications]);

  // Until the vendor is known, entries that depend on it stay hidden.
  const entries = sidebarEntries({
    role,
    liveMode: data?.vendor?.liveMode ?? false,
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
            to="/agenda?viewType=employee"
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
          const label = ts(`sidebar.${entry.key}` as 'sidebar.calendar');
          const count = entry.collection ? (notifications[entry.collection] ?? 0) : 0;
          const warn = entry.collection ? Object.keys(configErrors[entry.collection] ?? {}).length > 0 : false;
          const [entryPath, entryQuery = ''] = entry.to.split('?');
          const selected =
            pathname === entryPath && (!entryQuery.includes('viewType') || search.includes(entryQuery.split('&')[0]));
          const initials = label.slice(0, 2);
          const next = entry.key === highlight;
          // The badge is drawn only with a count, and its number is named in words (no stray digits).
          const name = [
            label,
            count > 0 ? t('nav.notifications', { count }) : null,
            next ? ts('sidebar.nextStep') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <ListItem key={entry.key} disablePadding>
              <Tooltip title={narrow ? label : ''} placement="right">
                <ListItemButton
                  component={RouterLink}
                  to={entry.to}
                  selected={selected}
                  onClick={onMobileClose}
                  data-testid={`sidebar-${entry.key}`}
                  data-next-step={next ? 'true' : undefined}
                  aria-label={name}
                  sx={{
                    mx: 1,
                    borderRadius: 2,
                    minHeight: 40,
                    justifyContent: narrow ? 'center' : 'flex-start',
                    ...(next ? { outline: 2, outlineColor: 'warning.main', fontWeight: 700 } : {}),
                  }}
                >
                  {count > 0 ? (
                    <Badge color="secondary" badgeContent={count} max={99} aria-hidden="true">
                      {narrow ? (
                        <Box sx={{ fontWeight: 700, fontSize: 13 }}>{initials}</Box>
                      ) : (
                        <ListItemText primary={label} />
                      )}
                    </Badge>
                  ) : narrow ? (
                    <Box sx={{ fontWeight: 700, fontSize: 13 }}>{initials}</Box>
                  ) : (
                    <ListItemText primary={label} />
                  )}
                  {warn ? (
                    <Tooltip title={t('nav.configWarning')}>
                      <WarningAmberIcon
                        color="warning"
                        fontSize="small"
                        sx={{ ml: 'auto' }}
                        data-testid={`sidebar-warning-${entry.key}`}
                      />
                    </Tooltip>
                  ) : null}
                </ListItemButton>
              </Tooltip>
            </ListItem>
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
