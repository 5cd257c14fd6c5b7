import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
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
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { endOfMonth, formatCurrency, startOfMonth, today as todayIn } from '../../../lib/format.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { MONEY_FILTERS_QUERY } from '../../invoices/operations.ts';
import { useReportDownload } from '../hooks/useReportDownload.ts';
import { REPORT_QUERY } from '../operations.ts';
import { cashClosingUrl } from '../urls.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Occupancy comes in percent (0–100), one decimal.
const percent = (value: number | null | undefined) => (value == null ? '—' : `${Math.round(value * 10) / 10} %`);
const hours = (minutes: number) => `${Math.round(minutes / 6) / 10} h`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

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
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy={loading} data-testid="report">
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Figure label={t('figures.revenue')} value={formatCurrency(report.revenueTotal)} testId="report-revenue" />
            <Figure label={t('figures.invoiced')} value={formatCurrency(report.invoicedTotal)} />
            <Figure
              label={t('figures.bookings')}
              value={String(report.bookingsByStatus.reduce((s, b) => s + b.count, 0))}
            />
            <Figure label={t('figures.occupancy')} value={percent(report.occupancy)} testId="report-occupancy" />
          </Box>
          {empty ? <EmptyState message={t('empty')} /> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Card title={t('charts.revenue')}>
              {/* Horizontal: every method's name stays readable, on a phone too. */}
              <BarChart
                height={Math.max(160, 44 * report.revenue.length)}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: report.revenue.map((r) => t(`method.${r.method}`)), width: 110 }]}
                xAxis={[{ label: 'CHF' }]}
                series={[
                  {
                    data: report.revenue.map((r) => r.amount / 100),
                    label: t('charts.revenueSeries'),
                    valueFormatter: (v) => formatCurrency(v == null ? 0 : v * 100),
                  },
                ]}
              />
              <Table size="small" aria-label={t('charts.revenue')}>
                <TableBody>
                  {report.revenue.map((r) => (
                    <TableRow key={r.method}>
                      <TableCell>{t(`method.${r.method}`)}</TableCell>
                      <TableCell align="right">{formatCurrency(r.amount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
            <Card title={t('charts.status')}>
              <PieChart
                height={240}
                series={[
                  {
                    data: report.bookingsByStatus
                      .filter((s) => s.count > 0)
                      .map((s) => ({ id: s.status, value: s.count, label: t(`status.${s.status}`) })),
                    innerRadius: 40,
                  },
                ]}
              />
              <Table size="small" aria-label={t('charts.status')}>
                <TableBody>
                  {report.bookingsByStatus.map((s) => (
                    <TableRow key={s.status}>
                      <TableCell>{t(`status.${s.status}`)}</TableCell>
                      <TableCell align="right">{s.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          </Box>
          <Card title={t('charts.employees')}>
            {report.byEmployee.length ? (
              <>
                <BarChart
                  height={Math.max(160, 48 * report.byEmployee.length)}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: report.byEmployee.map((e) => e.name), width: 110 }]}
                  series={[
                    {
                      data: report.byEmployee.map((e) => e.revenue / 100),
                      label: t('charts.revenueSeries'),
                      valueFormatter: (v) => formatCurrency(v == null ? 0 : v * 100),
                    },
                  ]}
                />
                <ScrollRegion label={t('charts.employees')}>
                  <Table size="small" aria-label={t('charts.employees')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('table.employee')}</TableCell>
                        <TableCell align="right">{t('table.bookings')}</TableCell>
                        <TableCell align="right">{t('table.revenue')}</TableCell>
                        <TableCell align="right">{t('table.booked')}</TableCell>
                        <TableCell align="right">{t('table.working')}</TableCell>
                        <TableCell align="right">{t('table.occupancy')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {report.byEmployee.map((e) => (
                        <TableRow key={e.employeeId}>
                          <TableCell>{e.name}</TableCell>
                          <TableCell align="right">{e.bookings}</TableCell>
                          <TableCell align="right">{formatCurrency(e.revenue)}</TableCell>
                          <TableCell align="right">{hours(e.bookedMinutes)}</TableCell>
                          <TableCell align="right">{hours(e.workingMinutes)}</TableCell>
                          <TableCell align="right">{percent(e.occupancy)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollRegion>
              </>
            ) : (
              <Typography color="text.secondary">{t('empty')}</Typography>
            )}
          </Card>
          <Card title={t('charts.services')}>
            {report.byService.length ? (
              <>
                <BarChart
                  height={Math.max(160, 40 * Math.min(report.byService.length, 12))}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: report.byService.slice(0, 12).map((s) => s.name), width: 130 }]}
                  xAxis={[{ tickMinStep: 1 }]}
                  series={[{ data: report.byService.slice(0, 12).map((s) => s.count), label: t('table.count') }]}
                />
                <ScrollRegion label={t('charts.services')}>
                  <Table size="small" aria-label={t('charts.services')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('table.service')}</TableCell>
                        <TableCell align="right">{t('table.count')}</TableCell>
                        <TableCell align="right">{t('table.revenue')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {report.byService.map((s) => (
                        <TableRow key={s.serviceId}>
                          <TableCell>{s.name}</TableCell>
                          <TableCell align="right">{s.count}</TableCell>
                          <TableCell align="right">{formatCurrency(s.revenue)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollRegion>
              </>
            ) : (
              <Typography color="text.secondary">{t('empty')}</Typography>
            )}
          </Card>
        </Box>
      )}
    </StaffPage>
  );
}
