import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dateFormat.ts';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { LOCATIONS_PAGE_QUERY } from '../operations.ts';
import { useLocationPanels } from '../panels.ts';
import { LocationPanel } from './LocationPanel.tsx';

export function LocationsPage() {
  const { t } = useTranslation('locations');
  const panels = useLocationPanels();
  const { data, loading, error, refetch } = useQuery(LOCATIONS_PAGE_QUERY, { fetchPolicy: 'cache-and-network' });
  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage
      title={t('title')}
      testId="locations"
      collection="locations"
      items={data?.locationsAll}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      searchable
      labelOf={(l) => `${l.name} (${l.shortName})`}
      secondaryOf={(l) =>
        [
          l.city,
          l.region?.name,
          l.closedFrom
            ? l.open
              ? t('status.closingOn', { date: formatDate(l.closedFrom) })
              : t('status.closedSince', { date: formatDate(l.closedFrom) })
            : t('status.open'),
          l.isPublic ? null : t('list.notPublic'),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      onSelect={(l) => panels.open('EDIT_LOCATION', l.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_LOCATION')}
      emptyMessage={t('empty')}
    >
      {tier1?.name === 'ADD_LOCATION' ? (
        <LocationPanel tier={1} nested onClose={() => panels.close('ADD_LOCATION')} />
      ) : null}
      {tier1?.name === 'EDIT_LOCATION' && tier1.id ? (
        <LocationPanel
          key={tier1.id}
          tier={1}
          nested
          id={Number(tier1.id)}
          onClose={() => panels.close('EDIT_LOCATION')}
        />
      ) : null}
    </ConfigListPage>
  );
}
