import '../locales/index.ts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { SETTINGS_TABS, settingsUrl } from '../urls.ts';

/** /settings: one tab per edit scope (general = legal information, public, bookings, fidelity, integrations). */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'general';
  return (
    <StaffPage>
      <PageHeader title={`${t('title')} · ${t(`tabs.${current}`)}`} />
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} component={RouterLink} to={settingsUrl(tab)} />
        ))}
      </Tabs>
      <Outlet />
    </StaffPage>
  );
}
