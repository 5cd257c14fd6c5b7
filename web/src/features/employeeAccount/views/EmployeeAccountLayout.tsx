import '../locales/index.ts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { EMPLOYEE_ACCOUNT_TABS, employeeAccountUrl } from '../urls.ts';

/** /my-account-employee: the employee's own profile, calendar settings and calendar feed. */
export function EmployeeAccountLayout() {
  const { t } = useTranslation('employeeAccount');
  const { pathname } = useLocation();
  const current = EMPLOYEE_ACCOUNT_TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'edit';
  return (
    <StaffPage>
      <PageHeader title={`${t('title')} · ${t(`tabs.${current}`)}`} />
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {EMPLOYEE_ACCOUNT_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} component={RouterLink} to={employeeAccountUrl(tab)} />
        ))}
      </Tabs>
      <Outlet />
    </StaffPage>
  );
}
