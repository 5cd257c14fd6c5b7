import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PhoneIcon from '@mui/icons-material/Phone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import { usePageTitle } from '../../../lib/usePageTitle.ts';
import { CANCEL_MANAGED_BOOKING, MANAGED_BOOKING_FIELDS, MANAGED_BOOKING_QUERY } from '../operations.ts';
import { MovePicker, longWhen } from '../components/MovePicker.tsx';
import { manageBookingUrl } from '../urls.ts';
import { vendorLocationUrl } from '../../vendor-page/urls.ts';
import { publicBookingTimesUrl } from '../../public-booking/urls.ts';

/** The page of a booking's manage link: no login; see, cancel or move within the notice. */
export function ManageBookingPage() {
  const { t } = useTranslation('manageBooking');
  usePageTitle(t('title'));
  const { token = '' } = useParams();
  const query = useQuery(MANAGED_BOOKING_QUERY, { variables: { token } });
  const { loading, error, refetch } = query;
  // After a move the page follows the new link: the booking shown stays (and with it the
  // "moved" notice) while the new link's answer loads.
  const data = query.data ?? (loading ? query.previousData : undefined);
  if (loading && !data) return <PageLoader />;
  const notFound = error?.message && !data?.managedBooking;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {t('title')}
      </Typography>
      {data?.managedBooking ? (
        <ManagedBookingCard booking={data.managedBooking} />
      ) : notFound && /link|lien/i.test(error.message) ? (
        <Alert severity="warning" data-testid="manage-invalid">
          <Typography sx={{ fontWeight: 700 }}>{t('invalid')}</Typography>
          {error.message}
        </Alert>
      ) : (
        <ErrorState error={error} message={t('loadError')} onRetry={() => void refetch()} />
      )}
    </Container>
  );
}

function ManagedBookingCard(props: { booking: FragmentType<typeof MANAGED_BOOKING_FIELDS> }) {
  const b = getFragmentData(MANAGED_BOOKING_FIELDS, props.booking);
  const { t, i18n } = useTranslation('manageBooking');
  const navigate = useNavigate();
  const [confirm, dialog] = useConfirm();
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<'cancelled' | 'moved' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading: cancelling }] = useMutation(CANCEL_MANAGED_BOOKING);
  const when = longWhen(b.start, b.timezone, i18n.language);

  const onCancel = async () => {
    const ok = await confirm({
      title: t('cancelTitle'),
      message: t('cancelMessage'),
      confirmLabel: t('cancelConfirm'),
      cancelLabel: t('keep'),
      danger: true,
    });
    if (!ok) return;
    const res = await cancel({ variables: { token: b.token } });
    const result = res.data?.cancelManagedBooking;
    if (result?.__typename === 'ManagedBooking') setDone('cancelled');
    else setFailure(result && 'message' in result ? result.message : t('loadError'));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="manage-booking">
      {dialog}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, flex: 1 }} data-testid="manage-vendor">
          {b.vendorName}
        </Typography>
        <Chip
          label={t(`status.${b.status}`, { defaultValue: b.status })}
          color={b.status === 'OPEN' ? 'success' : 'default'}
          data-testid="manage-status"
        />
      </Box>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Row label={t('when')}>
          <span data-testid="manage-when">{when}</span>
        </Row>
        {b.services ? <Row label={t('what')}>{b.services}</Row> : null}
        <Row label={t('where')}>
          {b.address}{' '}
          <Link href={b.mapUrl} target="_blank" rel="noopener">
            {t('map')}
          </Link>
        </Row>
        {b.salonPhone ? (
          <Row label={t('phone')}>
            <Link href={`tel:${b.salonPhone}`}>{b.salonPhone}</Link>
          </Row>
        ) : null}
      </Stack>
      {done === 'cancelled' ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="manage-cancelled">
          {t('cancelled')}
        </Alert>
      ) : null}
      {done === 'moved' ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="manage-moved">
          {t('moved')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="manage-error">
          {failure}
        </Alert>
      ) : null}
      {b.status === 'OPEN' ? (
        <AddToCalendar icsUrl={b.icsUrl} googleUrl={b.googleUrl} outlookUrl={b.outlookUrl} />
      ) : null}
      {b.status === 'OPEN' && b.canChange ? (
        <>
          {b.cancellationNotice > 0 ? (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              {t('notice', { hours: b.cancellationNotice })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setMoving((v) => !v)} data-testid="manage-move">
              {t('move')}
            </Button>
            <Button
              color="error"
              variant="outlined"
              disabled={cancelling}
              onClick={() => void onCancel()}
              data-testid="manage-cancel"
            >
              {t('cancel')}
            </Button>
          </Box>
          {moving ? (
            <>
              <MovePicker
                booking={b}
                onMoved={(token) => {
                  setDone('moved');
                  setMoving(false);
                  navigate(manageBookingUrl(token), { replace: true });
                }}
                onError={setFailure}
              />
              <Link
                component={RouterLink}
                to={publicBookingTimesUrl(b.vendorSlug, b.locationSlug, b.serviceIds)}
                sx={{ display: 'inline-block', mt: 1.5 }}
                data-testid="manage-waitlist"
              >
                {t('waitlist')}
              </Link>
            </>
          ) : null}
        </>
      ) : null}
      {b.status === 'OPEN' && !b.canChange ? (
        <Alert
          severity="info"
          data-testid="manage-refused"
          action={
            b.salonPhone ? (
              <Button color="inherit" size="small" href={`tel:${b.salonPhone}`} startIcon={<PhoneIcon />}>
                {t('call')}
              </Button>
            ) : undefined
          }
        >
          {b.refusal}
        </Alert>
      ) : null}
      {b.status !== 'OPEN' && b.vendorLive ? (
        <Button
          href={vendorLocationUrl(b.vendorSlug, b.locationSlug)}
          variant="contained"
          data-testid="manage-book-again"
        >
          {t('bookAgain')}
        </Button>
      ) : null}
      {b.status !== 'OPEN' && !b.vendorLive ? (
        <Typography variant="body2" color="textSecondary" data-testid="manage-not-live">
          {t('notLive')}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0, sm: 2 } }}>
      <Typography color="textSecondary" sx={{ minWidth: 110 }}>
        {props.label}
      </Typography>
      <Typography component="div">{props.children}</Typography>
    </Box>
  );
}

/** The booking into the customer's own calendar: an .ics file, Google or Outlook. */
function AddToCalendar(props: { icsUrl: string; googleUrl: string; outlookUrl: string }) {
  const { t } = useTranslation('manageBooking');
  return (
    <>
      <Typography variant="overline" color="textSecondary">
        {t('addToCalendar')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        <Button href={props.icsUrl} variant="outlined" startIcon={<CalendarMonthIcon />} data-testid="add-ics">
          {t('ics')}
        </Button>
        <Button href={props.googleUrl} target="_blank" rel="noopener" variant="outlined" data-testid="add-google">
          {t('google')}
        </Button>
        <Button href={props.outlookUrl} target="_blank" rel="noopener" variant="outlined" data-testid="add-outlook">
          {t('outlook')}
        </Button>
      </Box>
    </>
  );
}
