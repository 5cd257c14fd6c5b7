import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { WORKPLACES_PAGE_QUERY } from '../operations.ts';
import { useWorkplacePanels } from '../panels.ts';
import { WorkplacePanel } from './WorkplacePanel.tsx';

export function WorkplacesPage() {
  const { t } = useTranslation('workplaces');
  const panels = useWorkplacePanels();
  const { data, loading, error, refetch } = useQuery(WORKPLACES_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });
  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage
      title={t('title')}
      testId="workplaces"
      collection="workplaces"
      items={data?.workplacesAll}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(w) => w.name}
      secondaryOf={(w) =>
        [
          w.location.name,
          t('list.employees', { count: w.employees?.length ?? 0 }),
          t('list.services', { count: w.services.length }),
        ].join(' · ')
      }
      onSelect={(w) => panels.open('EDIT_WORKPLACE', w.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_WORKPLACE')}
      emptyMessage={t('empty')}
    >
      {tier1?.name === 'ADD_WORKPLACE' ? (
        <WorkplacePanel tier={1} nested onClose={() => panels.close('ADD_WORKPLACE')} />
      ) : null}
      {tier1?.name === 'EDIT_WORKPLACE' && tier1.id ? (
        <WorkplacePanel
          key={tier1.id}
          tier={1}
          nested
          id={Number(tier1.id)}
          onClose={() => panels.close('EDIT_WORKPLACE')}
        />
      ) : null}
    </ConfigListPage>
  );
}
