import '../../../components/invoice/locales/index.ts';
import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoicesListQuery } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { MoneyList } from '../components/MoneyList.tsx';
import { useMoneyFilters } from '../hooks/useMoneyFilters.ts';
import { INVOICES_QUERY } from '../operations.ts';
import { closedBookingsUrl } from '../urls.ts';

type Row = InvoicesListQuery['invoices']['items'][number];
const STATUSES: InvoiceStatus[] = ['OPEN', 'PARTIAL', 'PAID', 'OVERPAID'];

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: ti } = useTranslation('invoice');
  const zone = useVendorZone();
  const filters = useMoneyFilters();
  const { values, variables } = filters;
  const status = STATUSES.find((s) => s === values.status) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(INVOICES_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.invoices;
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
        valueGetter: (_v, row) => ti(`status.${row.status}`),
      },
    ],
    [t, ti, zone],
  );
  return (
    <MoneyList<Row>
      title={t('invoicesTitle')}
      subtitle={result ? t('invoiceCount', { count: result.pagination.count }) : undefined}
      other={{ to: closedBookingsUrl(), label: t('closedTitle') }}
      filters={filters}
      statuses={STATUSES.map((s) => ({ value: s, label: ti(`status.${s}`) }))}
      result={result}
      columns={columns}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyMessage={t('emptyInvoices')}
      invoiceOf={(row) => row.id}
      zone={zone}
      data-testid="invoices-table"
    />
  );
}
