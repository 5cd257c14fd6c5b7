import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { endOfMonth, startOfMonth, today as todayIn } from '../../../lib/calendar.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { MONEY_FILTERS_QUERY } from '../../../domain/moneyFilters.ts';
import { useReportDownload } from '../hooks/useReportDownload.ts';
import { REPORT_QUERY } from '../operations.ts';
import { ReportBody } from './ReportBody.tsx';
import { cashClosingUrl } from '../urls.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Statistics for a period and location, as charts and tables, with CSV and Excel downloads. */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const zone = useVendorZone();
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const from = DATE.test(params.get('from') ?? '') ? (params.get('from') as string) : startOfMonth(today);
  const to = DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : endOfMonth(today);
  const locationId = Number(params.get('locationId')) || null;
  const validPeriod = from <= to;
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const choices = useQuery(MONEY_FILTERS_QUERY, { fetchPolicy: 'cache-first' });
  const { data, previousData, loading, error, refetch } = useQuery(REPORT_QUERY, {
    variables: { dateFrom: from, dateTo: to, locationId },
    skip: !validPeriod,
    fetchPolicy: 'cache-and-network',
  });
  const report = (data ?? previousData)?.report;
  const { state: download, download: start } = useReportDownload(i18n.resolvedLanguage ?? 'fr');
  const query = { dateFrom: from, dateTo: to, locationId };
  const empty =
    report &&
    report.revenueTotal === 0 &&
    report.bookingsByStatus.every((s) => s.count === 0) &&
    !report.byService.length;

  return (
    <StaffPage>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button component={RouterLink} to={cashClosingUrl()} variant="outlined">
              {t('cash.title')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!validPeriod || download.format !== null}
              onClick={() => void start('csv', query)}
              data-testid="report-csv"
            >
              {t('download.csv')}
            </Button>
            <Button
              variant="primary"
              startIcon={<DownloadIcon />}
              disabled={!validPeriod || download.format !== null}
              onClick={() => void start('xlsx', query)}
              data-testid="report-xlsx"
            >
              {t('download.xlsx')}
            </Button>
          </>
        }
      />
      {download.format ? (
        <Box sx={{ mb: 2 }} role="status" aria-live="polite">
          <Typography variant="body2">{t('download.progress', { format: download.format.toUpperCase() })}</Typography>
          <LinearProgress
            variant={download.percent == null ? 'indeterminate' : 'determinate'}
            value={download.percent ?? 0}
            aria-label={t('download.progress', { format: download.format.toUpperCase() })}
          />
        </Box>
      ) : null}
      {download.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('download.failed', { message: download.error })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <DateField
          size="small"
          fullWidth={false}
          label={t('filters.from')}
          value={from}
          onChange={(value) => set('from', value)}
          id="report-from"
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        <DateField
          size="small"
          fullWidth={false}
          label={t('filters.to')}
          value={to}
          error={!validPeriod}
          helperText={validPeriod ? undefined : t('filters.invalidPeriod')}
          onChange={(value) => set('to', value)}
          id="report-to"
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t('filters.location')}
          value={locationId ?? ''}
          onChange={(e) => set('locationId', e.target.value || null)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">{t('filters.allLocations')}</MenuItem>
          {(choices.data?.locationsAll ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && !report ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !report ? (
        loading || !validPeriod ? (
          <Skeleton variant="rounded" height={320} aria-label={t('loading')} />
        ) : null
      ) : (
        <ReportBody report={report} loading={loading} empty={!!empty} />
      )}
    </StaffPage>
  );
}
