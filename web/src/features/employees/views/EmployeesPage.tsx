import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { EMPLOYEES_PAGE_QUERY } from '../operations.ts';
import { useEmployeePanels } from '../panels.ts';
import { EmployeePanel } from './EmployeePanel.tsx';

/** /employees: sorted by sort order, then full name with locale comparison (spec §3). */
export function EmployeesPage() {
  const { t, i18n } = useTranslation('employees');
  const panels = useEmployeePanels();
  const { data, loading, error, refetch } = useQuery(EMPLOYEES_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });
  const collator = new Intl.Collator(i18n.language);
  const rows = data?.employeesAll
    ? [...data.employeesAll].sort((a, b) => a.position - b.position || collator.compare(a.name, b.name))
    : undefined;
  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage
      title={t('title')}
      testId="employees"
      collection="employees"
      items={rows}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(e) => e.name}
      secondaryOf={(e) =>
        [
          e.user ? e.user.email : t('list.noLogin'),
          e.user && e.user.role >= 3 ? t('roles.admin') : t('roles.staff'),
          t('list.services', { count: e.serviceIds.length }),
          e.timetablesEnabled ? null : t('list.noTimetable'),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      onSelect={(e) => panels.open('EDIT_EMPLOYEE', e.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_EMPLOYEE')}
      emptyMessage={t('empty')}
    >
      {tier1?.name === 'ADD_EMPLOYEE' ? (
        <EmployeePanel tier={1} nested onClose={() => panels.close('ADD_EMPLOYEE')} />
      ) : null}
      {tier1?.name === 'EDIT_EMPLOYEE' && tier1.id ? (
        <EmployeePanel
          key={tier1.id}
          tier={1}
          nested
          id={Number(tier1.id)}
          onClose={() => panels.close('EDIT_EMPLOYEE')}
        />
      ) : null}
    </ConfigListPage>
  );
}
