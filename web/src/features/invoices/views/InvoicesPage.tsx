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
import type { InvoiceStatus, InvoicesListQuery } from '../../../gql/graphql.ts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { useVendorZone } from '../../customers/hooks/useVendorZone.ts';
import { InvoiceDetail } from '../components/InvoiceDetail.tsx';
import { MoneyFilters } from '../components/MoneyFilters.tsx';
import { useMoneyFilters } from '../hooks/useMoneyFilters.ts';
import { INVOICES_QUERY } from '../operations.ts';
import { closedBookingsUrl } from '../urls.ts';

type Row = InvoicesListQuery['invoices']['items'][number];
const STATUSES: InvoiceStatus[] = ['OPEN', 'PARTIAL', 'PAID', 'OVERPAID'];

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const zone = useVendorZone();
  const { values, set, variables, params } = useMoneyFilters();
  const status = STATUSES.find((s) => s === values.status) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(INVOICES_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.invoices;
  const openId = Number(params.get('invoice')) || null;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'id', headerName: t('column.number'), width: 90, sortable: false },
      {
        field: 'createdAt',
        headerName: t('column.date'),
        width: 110,
        sortable: false,
        valueGetter: (_v, row) => formatDate(row.createdAt, zone),
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
        field: 'location',
        headerName: t('column.location'),
        flex: 0.8,
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => row.booking?.location.name ?? '',
      },
      {
        field: 'total',
        headerName: t('column.total'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_v, row) => formatCurrency(row.total),
      },
      {
        field: 'balance',
        headerName: t('column.balance'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_v, row) => formatCurrency(row.balance),
      },
      {
        field: 'status',
        headerName: t('column.status'),
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => t(`status.${row.status}`),
      },
    ],
    [t, zone],
  );
  return (
    <StaffPage>
      <PageHeader
        title={t('invoicesTitle')}
        subtitle={result ? t('invoiceCount', { count: result.pagination.count }) : undefined}
        actions={
          <Button component={RouterLink} to={closedBookingsUrl()} variant="outlined">
            {t('closedTitle')}
          </Button>
        }
      />
      <MoneyFilters
        values={values}
        statuses={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
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
          empty={{ message: t('emptyInvoices') }}
          pagination={result?.pagination}
          onPageChange={(page) => set({ page: page > 1 ? String(page) : null }, false)}
          onRowClick={(row) => set({ invoice: String(row.id) }, false)}
          data-testid="invoices-table"
        />
      </Box>
      <SidePanel
        open={openId != null}
        tier={1}
        title={openId ? t('invoice.number', { id: openId }) : ''}
        onClose={() => set({ invoice: null }, false)}
      >
        {openId ? <InvoiceDetail id={openId} zone={zone} /> : null}
      </SidePanel>
    </StaffPage>
  );
}
