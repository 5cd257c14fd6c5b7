import './locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../ErrorState.tsx';
import { SECURITY_QUERY } from './operations.ts';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** The account's security, on the customer's and the staff's account pages: two-step login and devices. */
export function AccountSecurity() {
  const { data, loading, error, refetch } = useQuery(SECURITY_QUERY, { fetchPolicy: 'network-only' });
  const reload = () => void refetch();
  if (error && !data) return <ErrorState error={error} onRetry={reload} />;
  if (!data?.me) return loading ? <Skeleton variant="rounded" height={240} /> : <ErrorState onRetry={reload} />;
  return (
    <Stack spacing={3} divider={<Divider flexItem />} data-testid="account-security">
      <TwoFactorCard enabled={data.me.twoFactorEnabled} codesLeft={data.me.recoveryCodesLeft} onChanged={reload} />
      <SessionsCard sessions={data.sessions} onChanged={reload} />
    </Stack>
  );
}

/** The same, as its own section of an account page. */
export function AccountSecuritySection() {
  const { t } = useTranslation('security');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}
      component="section"
      aria-labelledby="account-security-title"
    >
      <Typography variant="h3" component="h2" id="account-security-title" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <AccountSecurity />
    </Paper>
  );
}
