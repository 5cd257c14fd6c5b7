import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday } from '../../../lib/dateFormat.ts';
import { ConfigListPage } from '../../../components/config/ConfigListPage.tsx';
import { CLOSED_DATES_PAGE_QUERY } from '../operations.ts';
import { useClosedDatePanels } from '../panels.ts';
import { ClosedDatePanel } from './ClosedDatePanel.tsx';

/** /closed-dates: in date order, upcoming days only (past ones on demand), 25 per page from the server. */
export function ClosedDatesPage() {
  const { t, i18n } = useTranslation('closedDates');
  const panels = useClosedDatePanels();
  const [page, setPage] = useState(1);
  const [showPast, setShowPast] = useState(false);
  const { data, loading, error, refetch } = useQuery(CLOSED_DATES_PAGE_QUERY, {
    variables: { page, past: showPast ? null : false },
    fetchPolicy: 'cache-and-network',
  });
  const tier1 = panels.atTier(1);
  return (
    <ConfigListPage
      title={t('title')}
      testId="closed-dates"
      collection="closedDates"
      items={data?.closedDates.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      labelOf={(c) => `${formatWeekday(c.date, i18n.language)} ${formatDate(c.date)}`}
      secondaryOf={(c) =>
        [
          c.description,
          c.locations.map((l) => l.name).join(', '),
          c.bookingsCount ? t('list.bookings', { count: c.bookingsCount }) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      onSelect={(c) => panels.open('EDIT_CLOSED_DATE', c.id)}
      addLabel={t('add')}
      onAdd={() => panels.open('ADD_CLOSED_DATE')}
      emptyMessage={t('empty')}
      serverPaging={{ pagination: data?.closedDates.pagination, onPageChange: setPage }}
      before={
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Switch
              checked={showPast}
              onChange={(e) => {
                setShowPast(e.target.checked);
                setPage(1);
              }}
            />
          }
          label={t('list.showPast')}
        />
      }
    >
      {tier1?.name === 'ADD_CLOSED_DATE' ? <ClosedDatePanel onClose={() => panels.close('ADD_CLOSED_DATE')} /> : null}
      {tier1?.name === 'EDIT_CLOSED_DATE' && tier1.id ? (
        <ClosedDatePanel key={tier1.id} id={Number(tier1.id)} onClose={() => panels.close('EDIT_CLOSED_DATE')} />
      ) : null}
    </ConfigListPage>
  );
}
