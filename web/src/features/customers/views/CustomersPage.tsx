import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import MergeIcon from '@mui/icons-material/MergeType';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { DataTable, type TableSort } from '../../../components/scaffold/DataTable.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import type { CustomerRow_CustomerFragment, CustomerSort } from '../../../gql/graphql.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { CustomerForm } from '../components/CustomerForm.tsx';
import { CustomerSearchField } from '../components/CustomerSearchField.tsx';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { CUSTOMER_ROW, CUSTOMERS_QUERY } from '../operations.ts';
import { customerMergeUrl, customerUrl } from '../urls.ts';

// Columns the server sorts by, and the GraphQL sort key of each.
const SORTS: Record<string, CustomerSort> = { name: 'NAME', email: 'EMAIL', city: 'CITY', createdAt: 'CREATED_AT' };
const SEARCH_DEBOUNCE_MS = 250;
const ADD_PANEL = 'ADD_CUSTOMER';

export function CustomersPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const zone = useVendorZone();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortField = params.get('sort') ?? 'name';
  const descending = params.get('desc') === '1';
  const sort: TableSort = { field: SORTS[sortField] ? sortField : 'name', direction: descending ? 'desc' : 'asc' };

  // The settled search goes to the URL (a reload or Back keeps it) and back to page 1.
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('search') ?? '') === search) return current;
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(CUSTOMERS_QUERY, {
    variables: { search: search || null, page, sort: SORTS[sort.field] ?? 'NAME', descending },
    fetchPolicy: 'cache-and-network',
  });
  // While the next answer loads, the last rows stay (no flicker while typing).
  const result = (data ?? previousData)?.customers;
  const rows = getFragmentData(CUSTOMER_ROW, result?.items ?? []) as readonly CustomerRow_CustomerFragment[];

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const columns = useMemo<GridColDef<CustomerRow_CustomerFragment>[]>(
    () => [
      {
        field: 'name',
        headerName: t('column.name'),
        flex: 1.3,
        minWidth: 160,
        valueGetter: (_value, row) =>
          [`${row.lastname} ${row.firstname}`.trim(), row.companyName].filter(Boolean).join(' · '),
      },
      {
        field: 'phone',
        headerName: t('column.phone'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_value, row) => formatPhone(row.phoneMobile ?? row.phoneHome ?? row.phoneWork),
      },
      { field: 'email', headerName: t('column.email'), flex: 1.3, minWidth: 180 },
      { field: 'city', headerName: t('column.city'), flex: 0.8, minWidth: 110 },
      {
        field: 'createdAt',
        headerName: t('column.createdAt'),
        width: 120,
        valueGetter: (_value, row) => formatDate(row.createdAt, zone),
      },
    ],
    [t, zone],
  );

  const addOpen = params.get('panel') === ADD_PANEL;
  return (
    <StaffPage>
      <PageHeader
        title={t('title')}
        subtitle={result ? t('count', { count: result.pagination.count }) : undefined}
        actions={
          <>
            <Button component={RouterLink} to={customerMergeUrl()} variant="outlined" startIcon={<MergeIcon />}>
              {t('merge.action')}
            </Button>
            <Button
              variant="primary"
              startIcon={<AddIcon />}
              onClick={() => setParam({ panel: ADD_PANEL })}
              data-testid="customer-add"
            >
              {t('add')}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <CustomerSearchField value={typed} onChange={setTyped} />
      </Box>
      {/* The grid scrolls inside its box on phones, never the page. */}
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <DataTable<CustomerRow_CustomerFragment>
          rows={result ? rows : undefined}
          columns={columns}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          empty={{
            message: search ? t('empty.search', { search }) : t('empty.none'),
            action: (
              <Button variant="primary" onClick={() => setParam({ panel: ADD_PANEL })}>
                {t('add')}
              </Button>
            ),
          }}
          pagination={result?.pagination}
          onPageChange={(next) => setParam({ page: next > 1 ? String(next) : null })}
          sort={sort}
          onSortChange={(next) =>
            setParam({
              sort: next && next.field !== 'name' ? next.field : null,
              desc: next?.direction === 'desc' ? '1' : null,
              page: null,
            })
          }
          onRowClick={(row) => navigate(customerUrl(row.id))}
          data-testid="customers-table"
        />
      </Box>
      <SidePanel
        open={addOpen}
        tier={1}
        title={t('add')}
        onClose={() => setParam({ panel: null })}
        data-testid="customer-add-panel"
      >
        {addOpen ? <CustomerForm onSaved={(id) => navigate(customerUrl(id))} /> : null}
      </SidePanel>
    </StaffPage>
  );
}
