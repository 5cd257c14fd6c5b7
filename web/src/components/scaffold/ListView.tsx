import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';

/** The server's page info (spec §3 pagination), as every `…Page` GraphQL type returns it. */
export interface PageInfo {
  pageCount: number;
  currentPage: number;
  count: number;
  limit: number;
}

interface ListViewProps<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** One row or card per item. */
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  /** What to say (and offer) when there is nothing yet: the next step, not just "empty". */
  empty: { message: string; action?: ReactNode; icon?: ReactNode };
  pagination?: PageInfo | null;
  onPageChange?: (page: number) => void;
  'data-testid'?: string;
}

/** A list with its four states (loading, error, empty, items) and page navigation. */
export function ListView<T>({
  items,
  loading,
  error,
  onRetry,
  renderItem,
  keyOf,
  empty,
  pagination,
  onPageChange,
  ...rest
}: ListViewProps<T>) {
  const { t } = useTranslation();
  if (error && !items?.length) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading && !items) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('state.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (!items?.length) return <EmptyState message={empty.message} action={empty.action} icon={empty.icon} />;
  return (
    <Box data-testid={rest['data-testid']} aria-busy={loading}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </Stack>
      {pagination && pagination.pageCount > 1 && onPageChange ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pagination.pageCount}
            page={pagination.currentPage}
            onChange={(_, page) => onPageChange(page)}
            getItemAriaLabel={(type, page) =>
              type === 'page' ? t('scaffold.page', { page }) : t(`scaffold.${type}` as 'scaffold.next')
            }
          />
        </Box>
      ) : null}
    </Box>
  );
}
