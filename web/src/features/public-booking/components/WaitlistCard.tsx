import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { Link as RouterLink } from 'react-router';
import { isLoggedInAtom } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { lazyWithApollo } from '../../../lib/routing.tsx';
import { useGraphQLClient } from '../../../lib/useGraphQL.ts';
import { waitlistOfferUrl } from '../../waitlist/urls.ts';
import { useWaitlistOffers } from '../hooks/useWaitlistOffers.ts';
import { JOIN_WAITLIST_MUTATION } from '../operations.ts';

// The login form loads (with Apollo) only for a guest who wants to join.
const InlineLogin = lazyWithApollo(() => import('./InlineLogin.tsx').then((m) => m.InlineLogin));

interface WaitlistCardProps {
  vendorId: number;
  locationId: number;
  serviceIds: number[];
  /** The day the customer looked at: the range starts there. */
  date: string;
  /** Open at once (no time offered on the day); else a link under the times opens it. */
  open: boolean;
}

type Errors = Record<string, Record<string, string>>;
const first = (errors: Errors, field: string) => Object.values(errors[field] ?? {})[0];

/** "No time that suits?": joins the waitlist for the chosen services, a range of days and a time window. */
export function WaitlistCard({ vendorId, locationId, serviceIds, date, open }: WaitlistCardProps) {
  const { t } = useTranslation('publicBooking');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { request } = useGraphQLClient();
  const [shown, setShown] = useState(open);
  const [values, setValues] = useState({ dateFrom: date, dateTo: date, timeFrom: '', timeTo: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ dateFrom: string; dateTo: string } | null>(null);
  const [sending, setSending] = useState(false);
  const offer = useWaitlistOffers(joined !== null);

  if (!shown && !open) {
    return (
      <Box sx={{ mt: 2 }}>
        <Button variant="text" size="sm" onClick={() => setShown(true)} data-testid="waitlist-open">
          {t('waitlist.link')}
        </Button>
      </Box>
    );
  }
  const field = (name: keyof typeof values, label: string, type: 'date' | 'time', wire: string) => (
    <TextField
      label={label}
      type={type}
      size="small"
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[wire]}
      helperText={first(errors, wire)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `waitlist-${wire}` } }}
    />
  );

  const submit = async () => {
    setSending(true);
    setFailure(null);
    setErrors({});
    const answer = await request(JOIN_WAITLIST_MUTATION, {
      input: {
        vendorId,
        locationId,
        serviceIds,
        dateFrom: values.dateFrom,
        dateTo: values.dateTo,
        timeFrom: values.timeFrom || undefined,
        timeTo: values.timeTo || undefined,
      },
    })
      .catch((error: unknown) => {
        setFailure(error instanceof Error ? error.message : t('waitlist.failed'));
        return null;
      })
      .finally(() => setSending(false));
    const result = answer?.joinWaitlist;
    if (!result) return;
    if (result.__typename === 'WaitlistEntry') setJoined({ dateFrom: result.dateFrom, dateTo: result.dateTo });
    else {
      if (result.__typename === 'ValidationError') setErrors((result.errors ?? {}) as Errors);
      setFailure(result.message || t('waitlist.failed'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="waitlist-card">
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('waitlist.title')}
      </Typography>
      {joined ? (
        <>
          <Alert severity="success" data-testid="waitlist-joined">
            {t('waitlist.joined', { from: formatDate(joined.dateFrom), to: formatDate(joined.dateTo) })}
          </Alert>
          {offer ? (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="waitlist-live-offer">
              {t('waitlist.offered')}{' '}
              <Link component={RouterLink} to={waitlistOfferUrl(offer)}>
                {t('waitlist.seeOffer')}
              </Link>
            </Alert>
          ) : null}
        </>
      ) : !loggedIn ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('waitlist.logIn')}
          </Typography>
          <Suspense fallback={<PageLoader />}>
            <InlineLogin />
          </Suspense>
        </>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('waitlist.intro')}
          </Typography>
          {failure ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}
          >
            {field('dateFrom', t('waitlist.dateFrom'), 'date', 'date_from')}
            {field('dateTo', t('waitlist.dateTo'), 'date', 'date_to')}
            {field('timeFrom', t('waitlist.timeFrom'), 'time', 'time_from')}
            {field('timeTo', t('waitlist.timeTo'), 'time', 'time_to')}
          </Box>
          <Button variant="primary" disabled={sending} onClick={() => void submit()} data-testid="waitlist-join">
            {t('waitlist.join')}
          </Button>
        </>
      )}
    </Paper>
  );
}
