import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, ClosedBookingsQuery } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { MoneyList } from '../components/MoneyList.tsx';
import { useMoneyFilters } from '../hooks/useMoneyFilters.ts';
import { CLOSED_BOOKINGS_QUERY } from '../operations.ts';
import { invoicesUrl } from '../urls.ts';

type Row = ClosedBookingsQuery['closedBookings']['items'][number];
const STATUSES: BookingStatus[] = ['EXECUTED', 'NO_SHOW', 'CANCELED'];

export function ClosedBookingsPage() {
  const { t } = useTranslation('invoices');
  const zone = useVendorZone();
  const filters = useMoneyFilters();
  const { values, variables } = filters;
  const status = STATUSES.find((s) => s === values.status) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(CLOSED_BOOKINGS_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.closedBookings;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'start',
        headerName: t('column.appointment'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => (row.start ? `${formatDate(row.start, zone)} ${formatTime(row.start, zone)}` : ''),
      },
      {
        field: 'customer',
        headerName: t('column.customer'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.customer?.name ?? '—',
      },
      {
        field: 'services',
        headerName: t('column.services'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => [...new Set(row.events.map((e) => e.service?.name).filter(Boolean))].join(', '),
      },
      {
        field: 'employee',
        headerName: t('column.employee'),
        flex: 0.8,
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => [...new Set(row.events.map((e) => e.employee?.name).filter(Boolean))].join(', '),
      },
      {
        field: 'location',
        headerName: t('column.location'),
        flex: 0.7,
        minWidth: 110,
        sortable: false,
        valueGetter: (_v, row) => row.location.name,
      },
      {
        field: 'status',
        headerName: t('column.status'),
        width: 110,
        sortable: false,
        valueGetter: (_v, row) => t(`bookingStatus.${row.status}`),
      },
      {
        field: 'total',
        headerName: t('column.total'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_v, row) => (row.invoice ? formatCurrency(row.invoice.total) : ''),
      },
    ],
    [t, zone],
  );
  return (
    <MoneyList<Row>
      title={t('closedTitle')}
      subtitle={result ? t('bookingCount', { count: result.pagination.count }) : undefined}
      other={{ to: invoicesUrl(), label: t('invoicesTitle') }}
      filters={filters}
      statuses={STATUSES.map((s) => ({ value: s, label: t(`bookingStatus.${s}`) }))}
      result={result}
      columns={columns}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyMessage={t('emptyClosed')}
      invoiceOf={(row) => row.invoice?.id}
      zone={zone}
      data-testid="closed-bookings-table"
    />
  );
}
