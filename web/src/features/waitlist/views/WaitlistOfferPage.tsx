import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { OfferCard } from './OfferCard.tsx';
import { WAITLIST_OFFER_QUERY } from '../operations.ts';

/** The page of a waitlist offer's signed link: no login; book an offered time or leave the list. */
export function WaitlistOfferPage() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('offer.title'));
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(WAITLIST_OFFER_QUERY, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <PageLoader />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {t('offer.title')}
      </Typography>
      {data?.waitlistOffer ? (
        <OfferCard offer={data.waitlistOffer} onChanged={() => void refetch()} />
      ) : error && /link|lien|Link/i.test(error.message) ? (
        <Alert severity="warning" data-testid="waitlist-offer-invalid">
          {error.message}
        </Alert>
      ) : (
        <ErrorState error={error} message={t('offer.loadError')} onRetry={() => void refetch()} />
      )}
    </Container>
  );
}
