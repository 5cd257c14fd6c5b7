import './locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView, type PageInfo } from '../scaffold/ListView.tsx';
import { PageHeader } from '../scaffold/PageHeader.tsx';
import { StaffPage } from '../scaffold/StaffPage.tsx';
import { ConfigAlert, useConfigErrorTexts } from './ConfigAlert.tsx';
import { type ConfigCollection, useConfigErrors } from './useConfigErrors.ts';

/** Spec §9: the default page size. */
export const CONFIG_PAGE_SIZE = 25;

/** Accent- and case-insensitive comparison text. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface ConfigListPageProps<T extends { id: number }> {
  title: string;
  /** The collection whose configuration checks mark rows and show the alert. */
  collection?: ConfigCollection;
  items: readonly T[] | undefined;
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  labelOf: (item: T) => string;
  secondaryOf?: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  addLabel: string;
  onAdd: () => void;
  /** What to do first when the list is empty. */
  emptyMessage: string;
  searchable?: boolean;
  /** Extra buttons in the header (reorder, models). */
  actions?: ReactNode;
  /** Above the list (filters, hints). */
  before?: ReactNode;
  /** Replaces the list (e.g. the reorder mode). */
  override?: ReactNode;
  /** Server-side pages (spec §9 sizes); without it the list pages itself, 25 per page. */
  serverPaging?: { pagination: PageInfo | null | undefined; onPageChange: (page: number) => void };
  /** The side panels of the screen. */
  children?: ReactNode;
  testId: string;
}

/**
 * The configuration-collection screen: title, add button, optional search, the configuration alert,
 * the list with a warning icon on entities whose checks fail, 25 per page, and the screen's panels.
 */
export function ConfigListPage<T extends { id: number }>({
  title,
  collection,
  items,
  loading,
  error,
  onRetry,
  labelOf,
  secondaryOf,
  onSelect,
  addLabel,
  onAdd,
  emptyMessage,
  searchable = false,
  actions,
  before,
  override,
  serverPaging,
  children,
  testId,
}: ConfigListPageProps<T>) {
  const { t } = useTranslation('config');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const errors = useConfigErrors(collection ?? 'services');
  const texts = useConfigErrorTexts();
  const failing = collection ? errors : new Map<number, string[]>();
  const filtered = useMemo(() => {
    if (!items) return undefined;
    const needle = searchKey(search.trim());
    return needle ? items.filter((item) => searchKey(labelOf(item)).includes(needle)) : items;
  }, [items, search, labelOf]);
  const pageCount = Math.max(1, Math.ceil((filtered?.length ?? 0) / CONFIG_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = serverPaging
    ? filtered
    : filtered?.slice((current - 1) * CONFIG_PAGE_SIZE, current * CONFIG_PAGE_SIZE);
  const failingCount = items ? items.filter((item) => failing.has(item.id)).length : 0;

  return (
    <StaffPage>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            <Button variant="primary" startIcon={<AddIcon />} onClick={onAdd} data-testid={`${testId}-add`}>
              {addLabel}
            </Button>
          </>
        }
      />
      {collection ? <ConfigAlert collection={collection} count={failingCount} /> : null}
      {before}
      {searchable && items && items.length > 0 && !override ? (
        <TextField
          size="small"
          fullWidth
          sx={{ mb: 2, maxWidth: { sm: 360 } }}
          placeholder={t('config.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{
            htmlInput: { 'aria-label': t('config.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      {override ?? (
        <ListView
          data-testid={`${testId}-list`}
          items={visible}
          loading={loading}
          error={error}
          onRetry={onRetry}
          keyOf={(item) => item.id}
          empty={{
            message: search && items?.length ? t('config.noMatch') : emptyMessage,
            action:
              search && items?.length ? undefined : (
                <Button variant="primary" onClick={onAdd}>
                  {addLabel}
                </Button>
              ),
          }}
          pagination={
            serverPaging
              ? serverPaging.pagination
              : { pageCount, currentPage: current, count: filtered?.length ?? 0, limit: CONFIG_PAGE_SIZE }
          }
          onPageChange={serverPaging ? serverPaging.onPageChange : setPage}
          renderItem={(item) => {
            const problems = failing.get(item.id);
            return (
              <Paper variant="outlined">
                <ListItemButton onClick={() => onSelect(item)} sx={{ gap: 1.5, py: 1.25 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography noWrap sx={{ fontWeight: 500 }}>
                      {labelOf(item)}
                    </Typography>
                    {secondaryOf ? (
                      <Typography variant="body2" color="textSecondary" component="div" noWrap>
                        {secondaryOf(item)}
                      </Typography>
                    ) : null}
                  </Box>
                  {problems?.length ? (
                    <Tooltip title={texts(problems).join(' · ')}>
                      <WarningAmberIcon
                        color="warning"
                        role="img"
                        aria-label={texts(problems).join(' · ')}
                        data-testid="config-warning"
                      />
                    </Tooltip>
                  ) : null}
                </ListItemButton>
              </Paper>
            );
          }}
        />
      )}
      {children}
    </StaffPage>
  );
}
