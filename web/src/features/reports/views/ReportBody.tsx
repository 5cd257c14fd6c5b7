import '../locales/index.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatCurrency, formatNumber } from '../../../domain/money.ts';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import type { SalonReportQuery } from '../../../gql/graphql.ts';

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
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

// The axes write their numbers the Swiss way, like the amounts beside them (1’000).
const CHF_AXIS = [{ label: 'CHF', valueFormatter: (v: number) => formatNumber(v) }];

interface ReportBodyProps {
  report: NonNullable<SalonReportQuery['report']>;
  loading: boolean;
  empty: boolean;
}

/** The period's figures, charts and tables. */
export function ReportBody({ report, loading, empty }: ReportBodyProps) {
  const { t } = useTranslation('reports');
  return (
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
            xAxis={CHF_AXIS}
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
              xAxis={CHF_AXIS}
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
          <Typography color="textSecondary">{t('empty')}</Typography>
        )}
      </Card>
      <Card title={t('charts.services')}>
        {report.byService.length ? (
          <>
            <BarChart
              height={Math.max(160, 40 * Math.min(report.byService.length, 12))}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: report.byService.slice(0, 12).map((s) => s.name), width: 130 }]}
              xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatNumber(v) }]}
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
          <Typography color="textSecondary">{t('empty')}</Typography>
        )}
      </Card>
    </Box>
  );
}
