import type { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import type { EmployeeTimetablesQuery } from '../../../gql/graphql.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import type { useTimetablePanels } from '../panels.ts';
import { rangeSummary } from '../components/rangeSummary.tsx';

interface RecurringSectionProps {
  timetables: Pick<ReturnType<typeof useQuery<EmployeeTimetablesQuery>>, 'data' | 'refetch'>;
  loading: boolean;
  error: Error | undefined;
  onPageChange: (page: number) => void;
  /** An employee is chosen and the viewer may change timetables: the empty list offers to add one. */
  canAdd: boolean;
  canEdit: boolean;
  panels: ReturnType<typeof useTimetablePanels>;
}

/** The employee's weekly timetables, newest first, 25 per page; a click opens one to edit. */
export function RecurringSection({
  timetables,
  loading,
  error,
  onPageChange,
  canAdd,
  canEdit,
  panels,
}: RecurringSectionProps) {
  const { t, i18n } = useTranslation('timetables');
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('recurring')}
      </Typography>
      <ListView
        data-testid="timetables-list"
        items={timetables.data?.timetables.items}
        loading={loading}
        error={error}
        onRetry={() => void timetables.refetch()}
        keyOf={(x) => x.id}
        empty={{
          message: t('emptyRecurring'),
          action: canAdd ? (
            <Button variant="primary" onClick={() => panels.open('ADD_TIMETABLE')}>
              {t('add')}
            </Button>
          ) : undefined,
        }}
        pagination={timetables.data?.timetables.pagination}
        onPageChange={onPageChange}
        renderItem={(x) => (
          <Paper variant="outlined">
            <ListItemButton
              disabled={!canEdit}
              onClick={() => panels.open('EDIT_TIMETABLE', x.id)}
              sx={{ display: 'block' }}
            >
              <Typography sx={{ fontWeight: 500 }}>{t('validFrom', { date: formatDate(x.validFrom) })}</Typography>
              <Typography variant="body2" color="textSecondary">
                {rangeSummary(x.ranges, i18n.language) || t('form.notWorking')}
              </Typography>
            </ListItemButton>
          </Paper>
        )}
      />
    </Box>
  );
}
