import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PaymentRows } from '../../../components/invoice/PaymentRows.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { today as todayIn } from '../../../lib/calendar.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { MONEY_FILTERS_QUERY } from '../../../domain/moneyFilters.ts';
import { CashClosingForm, cashInTill } from '../components/CashClosingForm.tsx';
import { CASH_CLOSING_QUERY, SAVE_CASH_CLOSING, TILL_QUERY } from '../operations.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Cash closing of a location and day (admin): totals by method, counted cash, saved once then read-only. */
export function CashClosingPage() {
  const { t } = useTranslation('reports');
  const zone = useVendorZone();
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const choices = useQuery(MONEY_FILTERS_QUERY, { fetchPolicy: 'cache-first' });
  const locations = choices.data?.locationsAll ?? [];
  const till = useQuery(TILL_QUERY, { fetchPolicy: 'cache-first' });
  // The user's own till (the location of their workplaces) unless another one is chosen.
  const locationId = Number(params.get('locationId')) || till.data?.tillLocationId || locations[0]?.id || null;
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  const { data, loading, error, refetch } = useQuery(CASH_CLOSING_QUERY, {
    variables: { locationId: locationId ?? 0, date },
    skip: locationId == null || till.loading,
    fetchPolicy: 'network-only',
  });
  const [save, { loading: saving }] = useMutation(SAVE_CASH_CLOSING, { refetchQueries: ['CashClosingDay'] });
  const [confirm, confirmDialog] = useConfirm();
  const closing = data?.cashClosing;

  const onSave = async (countedCash: number, openingFloat: number) => {
    if (locationId == null || !closing) return;
    const ok = await confirm({
      title: t('cash.confirmTitle'),
      message: t('cash.confirmText', {
        date: formatDate(`${date}T12:00:00Z`, 'UTC'),
        float: formatCurrency(openingFloat),
        counted: formatCurrency(countedCash),
        difference: formatCurrency(countedCash - openingFloat - cashInTill(closing)),
      }),
      confirmLabel: t('cash.save'),
    });
    if (!ok) return;
    const { data: answer, error: failure } = await save({ variables: { locationId, date, countedCash, openingFloat } });
    const outcome = outcomeOf(answer?.saveCashClosing, ['CashClosing'], failure);
    pushAlert(
      outcome.ok ? { type: 'success', message: t('cash.saved') } : { type: 'danger', message: outcome.failure.message },
    );
  };

  return (
    <StaffPage>
      <PageHeader title={t('cash.title')} subtitle={t('cash.subtitle')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t('filters.location')}
          value={locationId ?? ''}
          onChange={(e) => set('locationId', e.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ htmlInput: { 'data-testid': 'cash-location' } }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          size="small"
          fullWidth={false}
          label={t('cash.date')}
          value={date}
          // A half-typed or cleared day keeps the shown closing (the page always shows one day).
          onChange={(value) => DATE.test(value) && value <= today && set('date', value)}
          max={today}
          testId="cash-date"
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {error || choices.error ? (
          <ErrorState error={error ?? choices.error} onRetry={() => void refetch()} />
        ) : !closing || loading ? (
          <Skeleton variant="rounded" height={260} aria-label={t('loading')} />
        ) : (
          // A new form per day and location: nothing typed for one day shows on another.
          <CashClosingForm
            key={`${locationId}-${date}-${closing.saved}`}
            closing={closing}
            zone={zone}
            saving={saving}
            onSave={(counted, float) => void onSave(counted, float)}
          />
        )}
      </Paper>
      {closing?.payments.length ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('cash.payments', { count: closing.payments.length })}
          </Typography>
          <ScrollRegion label={t('cash.paymentsTable')}>
            <Table size="small" aria-label={t('cash.paymentsTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('cash.time')}</TableCell>
                  <TableCell>{t('cash.method')}</TableCell>
                  <TableCell align="right">{t('cash.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <PaymentRows payments={closing.payments} when={(at) => formatTime(at, zone)} />
              </TableBody>
            </Table>
          </ScrollRegion>
        </Paper>
      ) : null}
      {confirmDialog}
    </StaffPage>
  );
}
