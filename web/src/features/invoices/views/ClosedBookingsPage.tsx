import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/scaffold/DataTable.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import type { BookingStatus, ClosedBookingsQuery } from '../../../gql/graphql.ts';
import { formatCurrency, formatDate, formatTime } from '../../../lib/format.ts';
import { useVendorZone } from '../../customers/hooks/useVendorZone.ts';
import { InvoiceDetail } from '../components/InvoiceDetail.tsx';
import { MoneyFilters } from '../components/MoneyFilters.tsx';
import { useMoneyFilters } from '../hooks/useMoneyFilters.ts';
import { CLOSED_BOOKINGS_QUERY } from '../operations.ts';
import { invoicesUrl } from '../urls.ts';

type Row = ClosedBookingsQuery['closedBookings']['items'][number];
const STATUSES: BookingStatus[] = ['EXECUTED', 'NO_SHOW', 'CANCELED'];

export function ClosedBookingsPage() {
  const { t } = useTranslation('invoices');
  const zone = useVendorZone();
  const { values, set, variables, params } = useMoneyFilters();
  const status = STATUSES.find((s) => s === values.status) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(CLOSED_BOOKINGS_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.closedBookings;
  const openInvoice = Number(params.get('invoice')) || null;
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
    <StaffPage>
      <PageHeader
        title={t('closedTitle')}
        subtitle={result ? t('bookingCount', { count: result.pagination.count }) : undefined}
        actions={
          <Button component={RouterLink} to={invoicesUrl()} variant="outlined">
            {t('invoicesTitle')}
          </Button>
        }
      />
      <MoneyFilters
        values={values}
        statuses={STATUSES.map((s) => ({ value: s, label: t(`bookingStatus.${s}`) }))}
        onChange={(changes) => set(changes)}
      />
      {/* The grid scrolls inside its box on phones, never the page. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <DataTable<Row>
          rows={result?.items}
          columns={columns}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          empty={{ message: t('emptyClosed') }}
          pagination={result?.pagination}
          onPageChange={(page) => set({ page: page > 1 ? String(page) : null }, false)}
          onRowClick={(row) => row.invoice && set({ invoice: String(row.invoice.id) }, false)}
          data-testid="closed-bookings-table"
        />
      </Box>
      <SidePanel
        open={openInvoice != null}
        tier={1}
        title={openInvoice ? t('invoice.number', { id: openInvoice }) : ''}
        onClose={() => set({ invoice: null }, false)}
      >
        {openInvoice ? <InvoiceDetail id={openInvoice} zone={zone} /> : null}
      </SidePanel>
    </StaffPage>
  );
}
