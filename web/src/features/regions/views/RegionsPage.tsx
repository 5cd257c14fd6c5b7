import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { REGIONS_PAGE_QUERY } from '../operations.ts';
import { useRegionPanels } from '../panels.ts';
import { RegionPanel } from './RegionPanel.tsx';

export function RegionsPage() {
  const { t } = useTranslation('regions');
  const panels = useRegionPanels();
  const { data, loading, error, refetch } = useQuery(REGIONS_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });
  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage
      title={t('title')}
      testId="regions"
      collection="regions"
      items={data?.regionsAll}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(r) => r.name}
      secondaryOf={(r) => r.locations.map((l) => l.name).join(', ') || t('list.noLocation')}
      onSelect={(r) => panels.open('EDIT_REGION', r.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_REGION')}
      emptyMessage={t('empty')}
    >
      {tier1?.name === 'ADD_REGION' ? <RegionPanel tier={1} nested onClose={() => panels.close('ADD_REGION')} /> : null}
      {tier1?.name === 'EDIT_REGION' && tier1.id ? (
        <RegionPanel key={tier1.id} tier={1} nested id={Number(tier1.id)} onClose={() => panels.close('EDIT_REGION')} />
      ) : null}
    </ConfigListPage>
  );
}
