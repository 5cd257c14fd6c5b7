import '../locales/index.ts';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { ALERT_COUNTDOWN, pushAlert } from '../../../lib/alerts.ts';
import { NEW_EMAIL_VALIDATION_MUTATION } from '../../../lib/accountOperations.ts';
import { BookingList } from '../components/BookingList.tsx';
import { MY_ACCOUNT_QUERY } from '../operations.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { myAccountEditUrl } from '../urls.ts';

export function MyAccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'closed' ? 'closed' : 'open';
  const { data, loading, error, refetch } = useQuery(MY_ACCOUNT_QUERY, { fetchPolicy: 'cache-and-network' });
  const [resend, { loading: resending }] = useMutation(NEW_EMAIL_VALIDATION_MUTATION);

  if (loading && !data) return <PageLoader />;
  const me = data?.me;
  if (error || !me) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState error={error} message={t('loadError')} onRetry={() => void refetch()} />
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="overline" color="textSecondary">
              {t('profile')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="account-name">
              {me.firstname} {me.lastname}
            </Typography>
            <Typography color="textSecondary">{me.email}</Typography>
            {me.username ? (
              <Typography color="textSecondary" variant="body2">
                {t('username')}: {me.username}
              </Typography>
            ) : null}
          </Box>
          <Button
            component={RouterLink}
            to={myAccountEditUrl()}
            variant="soft"
            size="md"
            startIcon={<EditIcon />}
            data-testid="edit-account"
          >
            {t('edit')}
          </Button>
        </Box>
        {!me.verified ? (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={resending}
                onClick={() =>
                  void resend({ variables: { email: me.email } }).then(({ data: r }) => {
                    if (r)
                      pushAlert({
                        type: 'info',
                        message: r.newEmailValidation.message,
                        countdown: ALERT_COUNTDOWN.emailValidation,
                      });
                  })
                }
              >
                {t('resend')}
              </Button>
            }
          >
            {t('notValidated')}
          </Alert>
        ) : null}
      </Paper>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'closed' ? { tab: 'closed' } : {}, { replace: true })}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="open" label={t('open')} data-testid="tab-open" />
        <Tab value="closed" label={t('closed')} data-testid="tab-closed" />
      </Tabs>
      <BookingList key={tab} open={tab === 'open'} />
    </Container>
  );
}
