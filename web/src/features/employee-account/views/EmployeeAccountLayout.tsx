import '../locales/index.ts';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../../components/scaffold/TabbedPage.tsx';
import { EMPLOYEE_ACCOUNT_TABS, employeeAccountUrl } from '../urls.ts';

/** /my-account-employee: the employee's own profile, calendar settings and calendar feed. */
export function EmployeeAccountLayout() {
  const { t } = useTranslation('employeeAccount');
  return (
    <TabbedPage
      title={t('title')}
      tabs={EMPLOYEE_ACCOUNT_TABS}
      label={(tab) => t(`tabs.${tab}`)}
      url={employeeAccountUrl}
    />
  );
}
