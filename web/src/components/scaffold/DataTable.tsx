import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE, enUS, frFR, itIT } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from '../../lib/languages.ts';
import type { PageInfo } from './ListView.tsx';

/** The grid's own words (paging, sorting) in each language. */
const GRID_LOCALES = { fr: frFR, de: deDE, it: itIT, en: enUS } as const satisfies Record<SupportedLanguage, unknown>;

export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

interface DataTableProps<R extends GridValidRowModel> {
  rows: readonly R[] | undefined;
  columns: GridColDef<R>[];
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  empty: { message: string; action?: React.ReactNode };
  /** Server-side paging: the page info of the last answer. */
  pagination?: PageInfo | null;
  onPageChange?: (page: number) => void;
  /** Server-side sorting. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  onRowClick?: (row: R) => void;
  'data-testid'?: string;
}

/** Big lists (customers, invoices, bookings) on MUI X Data Grid with server paging and sorting. */
export function DataTable<R extends GridValidRowModel>({
  rows,
  columns,
  loading,
  error,
  onRetry,
  empty,
  pagination,
  onPageChange,
  sort,
  onSortChange,
  onRowClick,
  ...rest
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation();
  const gridText =
    GRID_LOCALES[isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE].components.MuiDataGrid
      .defaultProps.localeText;
  if (error && !rows?.length) return <ErrorState error={error} onRetry={onRetry} />;
  if (!loading && rows && rows.length === 0) return <EmptyState message={empty.message} action={empty.action} />;
  const pageSize = pagination?.limit ?? 25;
  const paginationModel: GridPaginationModel = { page: (pagination?.currentPage ?? 1) - 1, pageSize };
  const sortModel: GridSortModel = sort ? [{ field: sort.field, sort: sort.direction }] : [];
  return (
    <Box sx={{ width: '100%' }} data-testid={rest['data-testid']}>
      <DataGrid<R>
        rows={rows ?? []}
        columns={columns}
        loading={loading}
        autoHeight
        disableColumnMenu
        disableRowSelectionOnClick
        paginationMode="server"
        sortingMode="server"
        rowCount={pagination?.count ?? rows?.length ?? 0}
        paginationModel={paginationModel}
        pageSizeOptions={[pageSize]}
        onPaginationModelChange={(model) => onPageChange?.(model.page + 1)}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          onSortChange?.(first?.sort ? { field: first.field, direction: first.sort } : null);
        }}
        onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
        localeText={{ ...gridText, noRowsLabel: t('state.empty') }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
          // The pager wraps on a phone instead of becoming a region that scrolls sideways, which a
          // keyboard could not reach.
          '& .MuiTablePagination-root': { overflow: 'visible' },
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', minHeight: 0, py: 0.5 },
        }}
      />
    </Box>
  );
}
