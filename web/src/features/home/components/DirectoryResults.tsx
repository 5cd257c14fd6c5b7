import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import type { DirectorySearchQuery } from '../../../gql/graphql.ts';
import { vendorLocationUrl } from '../../vendor-page/urls.ts';

type Directory = DirectorySearchQuery['directory'];

interface DirectoryResultsProps {
  search: string;
  /** A category or region narrows the list. */
  filtered: boolean;
  items: Directory['items'] | undefined;
  pagination: Directory['pagination'] | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** The salons found: one card per location, linking to its public page. */
export function DirectoryResults({
  search,
  filtered,
  items,
  pagination,
  loading,
  error,
  onRetry,
  onPage,
}: DirectoryResultsProps) {
  const { t } = useTranslation('home');
  const title = search ? t('search.resultsFor', { search }) : t('search.allTitle');
  return (
    <Box component="section" aria-labelledby="directory-title" aria-busy={loading}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="directory-title" variant="h3" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {pagination ? (
          <Typography color="textSecondary" role="status" data-testid="directory-count">
            {t('search.count', { count: pagination.count })}
          </Typography>
        ) : null}
      </Box>
      {error ? <ErrorState error={error} onRetry={onRetry} /> : null}
      {!error && !items && loading ? <ResultSkeleton /> : null}
      {items && items.length === 0 ? (
        <EmptyState
          message={
            search ? t('search.empty', { search }) : filtered ? t('search.emptyFiltered') : t('search.emptyDirectory')
          }
        />
      ) : null}
      {items && items.length > 0 ? (
        <Box
          component="ul"
          data-testid="directory-results"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            opacity: loading ? 0.6 : 1,
            transition: 'opacity 120ms',
          }}
        >
          {items.map((location) => (
            <li key={location.id}>
              <ButtonBase
                component={RouterLink}
                to={vendorLocationUrl(location.vendor.slug, location.slug)}
                data-testid={`directory-result-${location.vendor.slug}-${location.slug}`}
                sx={{
                  width: '100%',
                  height: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2.5,
                  textAlign: 'left',
                  borderRadius: 4,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
                }}
              >
                {location.vendor.pictureUrl ? (
                  <Box
                    component="img"
                    src={location.vendor.pictureUrl}
                    alt=""
                    loading="lazy"
                    data-testid="directory-picture"
                    sx={{ width: 64, height: 64, flexShrink: 0, objectFit: 'cover', borderRadius: 2 }}
                  />
                ) : null}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.125rem' }}>
                    {location.vendor.publicName}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {location.name}
                  </Typography>
                  {location.vendor.category || location.vendor.regionName ? (
                    <Typography
                      component="span"
                      variant="body2"
                      data-testid="directory-vendor-kind"
                      sx={{ display: 'block', color: 'primary.main', fontWeight: 600 }}
                    >
                      {[location.vendor.category, location.vendor.regionName].filter(Boolean).join(' · ')}
                    </Typography>
                  ) : null}
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'text.secondary' }}
                  >
                    <PlaceIcon fontSize="inherit" aria-hidden />
                    {[location.street, [location.zip, location.city].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')}
                  </Typography>
                </Box>
                <ChevronRightIcon color="primary" aria-hidden />
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
      {pagination && pagination.pageCount > 1 ? (
        <Box
          component="nav"
          aria-label={t('search.pages')}
          sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 3 }}
        >
          <Button
            variant="outlined"
            size="sm"
            disabled={!pagination.hasPrevPage}
            onClick={() => onPage(pagination.currentPage - 1)}
          >
            {t('search.previous')}
          </Button>
          <Typography>{t('search.page', { page: pagination.currentPage, count: pagination.pageCount })}</Typography>
          <Button
            variant="outlined"
            size="sm"
            disabled={!pagination.hasNextPage}
            onClick={() => onPage(pagination.currentPage + 1)}
          >
            {t('search.next')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

function ResultSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {[0, 1].map((i) => (
        <Box key={i} sx={{ height: 104, borderRadius: 4, bgcolor: 'action.hover' }} />
      ))}
    </Box>
  );
}
