import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/scaffold/DataTable.tsx';
import type { PageInfo } from '../../../components/scaffold/ListView.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import type { useMoneyFilters } from '../hooks/useMoneyFilters.ts';
import { InvoiceDetail } from '../../../components/invoice/InvoiceDetail.tsx';
import { MoneyFilters } from './MoneyFilters.tsx';

interface MoneyListProps<R extends GridValidRowModel> {
  title: string;
  subtitle?: string;
  /** The other money list (closed bookings ↔ invoices). */
  other: { to: string; label: string };
  filters: ReturnType<typeof useMoneyFilters>;
  statuses: readonly { value: string; label: string }[];
  result?: { items: readonly R[]; pagination: PageInfo } | null;
  columns: GridColDef<R>[];
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
  emptyMessage: string;
  /** The invoice a row opens, if any. */
  invoiceOf: (row: R) => number | null | undefined;
  zone: string;
  'data-testid': string;
}

/**
 * A money list (spec §2 closed bookings, invoices): filters and page in the URL, the grid, and the
 * invoice of the clicked row in a side panel (`?invoice=ID`).
 */
export function MoneyList<R extends GridValidRowModel>({
  title,
  subtitle,
  other,
  filters,
  statuses,
  result,
  columns,
  loading,
  error,
  onRetry,
  emptyMessage,
  invoiceOf,
  zone,
  ...rest
}: MoneyListProps<R>) {
  const { t } = useTranslation('invoice');
  const { values, set, params } = filters;
  const openInvoice = Number(params.get('invoice')) || null;
  return (
    <StaffPage>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={other.to} variant="outlined">
            {other.label}
          </Button>
        }
      />
      <MoneyFilters values={values} statuses={statuses} onChange={(changes) => set(changes)} />
      {/* The grid scrolls inside its box on phones, never the page. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <DataTable<R>
          rows={result?.items}
          columns={columns}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={{ message: emptyMessage }}
          pagination={result?.pagination}
          onPageChange={(page) => set({ page: page > 1 ? String(page) : null }, false)}
          onRowClick={(row) => {
            const invoice = invoiceOf(row);
            if (invoice) set({ invoice: String(invoice) }, false);
          }}
          data-testid={rest['data-testid']}
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
