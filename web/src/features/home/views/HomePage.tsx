import '../locales/index.ts';
import BoltIcon from '@mui/icons-material/Bolt';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PlaceIcon from '@mui/icons-material/Place';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { palette } from '../../../lib/theme.ts';
import { proUrl } from '../urls.ts';
import { DirectoryFilters } from '../components/DirectoryFilters.tsx';
import { DirectoryResults } from '../components/DirectoryResults.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { DIRECTORY_SEARCH_QUERY } from '../operations.ts';

/** Typing waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Box sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>{icon}</Box>
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}

/** `/` Book: customers find a salon among the live vendors of the directory. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  // The search and page live in the URL: reload and Back keep them.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const region = params.get('region') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(DIRECTORY_SEARCH_QUERY, {
    variables: { search: search || null, category: category || null, region: region || null, page },
  });
  const shown = data ?? previousData;

  const setFilter = (name: 'category' | 'region', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const goToPage = (next: number) =>
    setParams((p) => {
      const nextParams = new URLSearchParams(p);
      if (next > 1) nextParams.set('page', String(next));
      else nextParams.delete('page');
      return nextParams;
    });

  return (
    <>
      <Box
        sx={{
          background: `linear-gradient(135deg, ${palette.teal} 0%, ${palette.tealDark} 60%, ${palette.plum} 140%)`,
          color: '#fff',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography variant="h1" sx={{ maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 620, fontSize: '1.125rem', opacity: 0.9 }}>{t('heroText')}</Typography>
          <Box
            component="form"
            role="search"
            aria-label={t('search.label')}
            onSubmit={(e) => {
              e.preventDefault();
              setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
            }}
            sx={{
              mt: 4,
              maxWidth: 640,
              display: 'flex',
              alignItems: 'center',
              bgcolor: '#fff',
              borderRadius: 999,
              pl: 2.5,
              pr: 0.75,
              py: 0.75,
              boxShadow: 3,
              '&:focus-within': { outline: '3px solid', outlineColor: palette.yellow, outlineOffset: 2 },
            }}
          >
            <InputBase
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('search.placeholder')}
              inputProps={{ 'aria-label': t('search.label'), type: 'search', 'data-testid': 'directory-search' }}
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              }
              sx={{ flex: 1, fontSize: '1.05rem', color: 'text.primary' }}
            />
            <Button type="submit" variant="primary" size="md" sx={{ borderRadius: 999, flexShrink: 0 }}>
              {t('search.submit')}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <DirectoryFilters
          categories={shown?.directoryFilters.categories ?? []}
          regions={shown?.directoryFilters.regions ?? []}
          category={category}
          region={region}
          onChange={setFilter}
        />
        <DirectoryResults
          search={search}
          filtered={Boolean(category || region)}
          items={shown?.directory.items}
          pagination={shown?.directory.pagination}
          loading={loading}
          error={error && !shown ? error : undefined}
          onRetry={() => void refetch()}
          onPage={goToPage}
        />
      </Container>
      <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <Feature icon={<EventAvailableIcon />} title={t('features.bookTitle')} text={t('features.bookText')} />
          <Feature icon={<BoltIcon />} title={t('features.agendaTitle')} text={t('features.agendaText')} />
          <Feature icon={<PlaceIcon />} title={t('features.swissTitle')} text={t('features.swissText')} />
        </Box>
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button component={RouterLink} to={proUrl()} variant="outlined" size="md">
            {t('loginCta')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
