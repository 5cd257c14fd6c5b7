import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatLongDate, formatTime, formatTimeRange } from '../../../lib/dateFormat.ts';
import { localDate } from '../../../lib/zonedTime.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { BookingCustomerCard } from '../components/BookingCustomerCard.tsx';
import { OutgoingMessageCard } from '../components/OutgoingMessageCard.tsx';
import { useBookingLive } from '../hooks/useBookingLive.ts';
import { BOOKING_CONFIRMATION_QUERY } from '../operations.ts';
import { bookingAddUrl, bookingCloseUrl, bookingEditUrl } from '../urls.ts';
import { useVendorLive } from '../../../lib/useVendorLive.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** /bookings/confirmation?id=: what was booked and the messages that go out to the customer. */
export function BookingConfirmationPage() {
  const { t, i18n } = useTranslation('frontDesk');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [params] = useSearchParams();
  const live = useVendorLive();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(BOOKING_CONFIRMATION_QUERY, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.booking;
  useBookingLive(id, { start: booking?.start, end: booking?.end }, () => void refetch());
  const frame = (content: ReactNode) => (
    <StaffPage>
      <PageHeader title={t('confirmation.title')} />
      {content}
    </StaffPage>
  );
  if (!valid) return frame(<EmptyState message={t('flow.notFound')} />);
  if (loading && !data) return <PageLoader />;
  if (error && !data) return frame(<ErrorState error={error} onRetry={() => void refetch()} />);
  if (!booking) return frame(<EmptyState message={t('flow.notFound')} />);

  const tz = booking.vendor.timezone;
  const events = [...booking.events].sort((a, b) => a.start.localeCompare(b.start));
  // One line per service (a service with parts has several events).
  const lines = events.filter(
    (e, i) => events.findIndex((o) => o.serviceId === e.serviceId && o.customerStart === e.customerStart) === i,
  );
  const startDate = booking.start ? localDate(booking.start, tz) : null;

  return (
    <StaffPage>
      <PageHeader
        title={t('confirmation.title')}
        subtitle={t('confirmation.subtitle', { id: booking.id })}
        actions={
          <>
            {booking.status === 'OPEN' ? (
              <>
                <Button component={RouterLink} to={bookingEditUrl(booking.id)} variant="outlined">
                  {t('confirmation.edit')}
                </Button>
                <Button
                  component={RouterLink}
                  to={bookingCloseUrl(booking.id)}
                  variant="outlined"
                  data-testid="to-checkout"
                >
                  {t('confirmation.close')}
                </Button>
              </>
            ) : null}
            <Button component={RouterLink} to={agendaUrl({ date: startDate ?? undefined })} variant="primary">
              {t('confirmation.agenda')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="booking-confirmation">
        <Row label={t('confirmation.customer')}>
          {booking.customerId ? (
            <BookingCustomerCard customerId={booking.customerId} />
          ) : (
            <Typography>{t('confirmation.noCustomer')}</Typography>
          )}
        </Row>
        <Row label={t('confirmation.when')}>
          <Typography data-testid="confirmation-when">
            {booking.start
              ? `${formatLongDate(localDate(booking.start, tz), language, tz)}, ${formatTimeRange(booking.start, booking.end ?? booking.start, tz)}`
              : ''}
          </Typography>
          <Chip size="small" label={t(`confirmation.status.${booking.status}`)} sx={{ mt: 0.5 }} />
        </Row>
        <Row label={t('confirmation.services')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lines.map((e) => (
              <li key={e.id}>
                <Typography component="span">
                  {formatTime(e.customerStart, tz)} · {e.service?.name ?? ''}
                  {e.employee ? ` · ${e.employee.name}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Row>
        <Row label={t('confirmation.location')}>
          <Typography>{booking.location.name}</Typography>
        </Row>
        <Row label={t('confirmation.price')}>
          <Typography data-testid="confirmation-price" sx={{ fontWeight: 600 }}>
            {formatCurrency(booking.invoice?.total ?? 0)}
          </Typography>
        </Row>
        {booking.comment ? (
          <Row label={t('confirmation.comment')}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.comment}</Typography>
          </Row>
        ) : null}
        {booking.privateComment ? (
          <Row label={t('confirmation.privateComment')}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.privateComment}</Typography>
          </Row>
        ) : null}
      </Paper>

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('confirmation.messages')}
      </Typography>
      {(booking.outgoingMessages ?? []).length === 0 ? <EmptyState message={t('confirmation.noMessages')} /> : null}
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="outgoing-messages">
        {(booking.outgoingMessages ?? []).map((message) => (
          <OutgoingMessageCard key={`${message.channel}-${message.kind}`} message={message} tz={tz} />
        ))}
      </Box>
      {live ? (
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to={bookingAddUrl()} variant="text" data-testid="confirmation-another">
            {t('confirmation.another')}
          </Button>
        </Box>
      ) : null}
    </StaffPage>
  );
}
