import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import type { MyBookingsQuery } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatLongDate, formatTime, formatTimeRange } from '../../../lib/dateFormat.ts';
import { CANCEL_BOOKING_MUTATION, MY_BOOKINGS_QUERY } from '../operations.ts';
import { appointmentsOf } from './appointments.ts';

/** Spec §9: customer bookings 10 per page, open (from today) and closed. */
export const BOOKINGS_PAGE_SIZE = 10;

type MyBooking = MyBookingsQuery['myBookings']['items'][number];

const statusColor = {
  PENDING: 'default',
  OPEN: 'success',
  EXECUTED: 'default',
  CANCELED: 'error',
  NO_SHOW: 'default',
} as const;
// MUI's warning chip (white on orange) is below the 4.5:1 contrast: a dark amber on light amber instead.
const statusSx = {
  NO_SHOW: { bgcolor: '#fff1d6', color: '#7a3e00' },
  PENDING: { bgcolor: '#fff1d6', color: '#7a3e00' },
} as Partial<Record<string, object>>;

function BookingCard({ booking, onCancel }: { booking: MyBooking; onCancel?: (b: MyBooking) => void }) {
  const { t, i18n } = useTranslation('account');
  const tz = booking.vendor.timezone;
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={`my-booking-${booking.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {booking.start ? `${formatLongDate(booking.start, language, tz)} · ${formatTime(booking.start, tz)}` : ''}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            {booking.vendor.publicName} · {booking.location.name}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={t(`status.${booking.status}`)}
          color={statusColor[booking.status]}
          sx={statusSx[booking.status]}
          data-testid="booking-status"
        />
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
        {appointmentsOf(booking.events).map((a) => (
          <li key={a.key}>
            <Typography variant="body2">
              {formatTimeRange(a.start, a.end, tz)} · {a.serviceName}
              {a.employees.length > 0 ? ` ${t('with', { name: a.employees.join(', ') })}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      {booking.cancelMessage ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1, fontStyle: 'italic' }}>
          « {booking.cancelMessage} »
        </Typography>
      ) : null}
      {onCancel && booking.calendarLinks ? (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            {t('addToCalendar')}
          </Typography>
          <Button size="sm" variant="soft" href={booking.calendarLinks.icsUrl} data-testid={`ics-${booking.id}`}>
            .ics
          </Button>
          <Button size="sm" variant="soft" href={booking.calendarLinks.googleUrl} target="_blank" rel="noopener">
            Google
          </Button>
          <Button size="sm" variant="soft" href={booking.calendarLinks.outlookUrl} target="_blank" rel="noopener">
            Outlook
          </Button>
        </Box>
      ) : null}
      {onCancel ? (
        <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          {booking.cancelable ? (
            <Button
              variant="outlined"
              color="error"
              size="sm"
              onClick={() => onCancel(booking)}
              data-testid={`cancel-booking-${booking.id}`}
            >
              {t('cancel')}
            </Button>
          ) : (
            <Typography variant="caption" color="textSecondary">
              {t('notCancelable')}
            </Typography>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}

/** One list of the customer's bookings (open or closed) with its own pages. */
export function BookingList({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation('account');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const [message, setMessage] = useState('');
  const { data, loading, error, refetch } = useQuery(MY_BOOKINGS_QUERY, {
    variables: { open, page, limit: BOOKINGS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [cancel, { loading: cancelSaving }] = useMutation(CANCEL_BOOKING_MUTATION, {
    refetchQueries: ['MyBookings'],
    awaitRefetchQueries: true,
  });

  const confirmCancel = async () => {
    if (!cancelling) return;
    const { data: answer, error: failed } = await cancel({
      variables: { id: cancelling.id, message: message.trim() || undefined },
    });
    const result = answer?.cancelBooking;
    if (result?.__typename === 'Booking') {
      pushAlert({ type: 'success', message: t('canceled') });
      setCancelling(null);
      setMessage('');
    } else {
      pushAlert({
        type: 'danger',
        message: (result && 'message' in result ? result.message : '') || failed?.message || t('notCancelable'),
      });
    }
  };

  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  }
  const list = data?.myBookings;
  if (!list || list.items.length === 0) {
    return (
      <EmptyState
        message={open ? t('noOpen') : t('noClosed')}
        action={
          open ? (
            <Button component={RouterLink} to="/" variant="primary" size="md">
              {t('bookAgain')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  const tz = cancelling?.vendor.timezone;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid={open ? 'open-bookings' : 'closed-bookings'}>
        {list.items.map((b) => (
          <BookingCard key={b.id} booking={b} onCancel={open ? setCancelling : undefined} />
        ))}
      </Box>
      {list.pagination.pageCount > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={list.pagination.pageCount}
          page={list.pagination.currentPage}
          onChange={(_, p) => setPage(p)}
        />
      ) : null}
      <Dialog open={!!cancelling} onClose={() => setCancelling(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('cancelTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {cancelling?.start
              ? t('cancelText', {
                  date: formatLongDate(cancelling.start, i18n.resolvedLanguage ?? 'fr', tz),
                  time: formatTime(cancelling.start, tz),
                  vendor: cancelling.vendor.publicName,
                })
              : ''}
          </Typography>
          <TextField
            label={t('cancelMessage')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cancel-message' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" onClick={() => setCancelling(null)}>
            {t('keep')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirmCancel()}
            disabled={cancelSaving}
            data-testid="confirm-cancel"
          >
            {t('cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
