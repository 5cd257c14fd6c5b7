import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatTime, formatWeekday } from '../../../lib/dateFormat.ts';
import { myAccountUrl } from '../../account/urls.ts';

interface BookingConfirmationProps {
  serviceName: string;
  start: string;
  employees: readonly string[];
  timezone: string;
  /** Where "back to the location" leads (keeps a /:lang prefix). */
  vendorPath: string;
  onBookAnother: () => void;
  /** "Add to calendar" links of the booking. */
  calendar?: { icsUrl: string; googleUrl: string; outlookUrl: string } | null;
  /** The booking awaits the salon's confirmation. */
  pending?: boolean;
}

export function BookingConfirmation({
  serviceName,
  start,
  employees,
  timezone,
  vendorPath,
  onBookAnother,
  calendar,
  pending,
}: BookingConfirmationProps) {
  const { t, i18n } = useTranslation('publicBooking');
  const date = formatDate(start, timezone);
  const time = formatTime(start, timezone);
  return (
    <Box data-testid="booking-confirmed" role="status" sx={{ textAlign: 'center', py: 2 }}>
      {pending ? (
        <HourglassIcon color="action" sx={{ fontSize: 64 }} aria-hidden />
      ) : (
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      )}
      <Typography variant="h2" component="h2" sx={{ mt: 1 }} data-testid={pending ? 'booking-pending' : undefined}>
        {pending ? t('confirmed.pendingTitle') : t('confirmed.title')}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {t(pending ? 'confirmed.pendingText' : 'confirmed.text', { service: serviceName, date, time })}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 700 }}>
        <Box component="span" sx={{ textTransform: 'capitalize' }}>
          {formatWeekday(start, i18n.resolvedLanguage ?? 'fr', timezone)}
        </Box>{' '}
        <span data-testid="booking-confirmed-date">{date}</span> ·{' '}
        <span data-testid="booking-confirmed-time">{time}</span>
      </Typography>
      {employees.length > 0 ? (
        <Typography sx={{ mt: 1 }} data-testid="booking-confirmed-employee">
          {t('confirmed.with', { names: employees.join(', ') })}
        </Typography>
      ) : null}
      {calendar ? (
        <Box
          sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}
          data-testid="booking-confirmed-calendar"
        >
          <Typography sx={{ width: '100%', color: 'text.secondary' }}>{t('confirmed.addToCalendar')}</Typography>
          <Button href={calendar.icsUrl} variant="outlined" size="md" data-testid="add-ics">
            {t('confirmed.ics')}
          </Button>
          <Button href={calendar.googleUrl} target="_blank" rel="noopener" variant="outlined" size="md">
            Google
          </Button>
          <Button href={calendar.outlookUrl} target="_blank" rel="noopener" variant="outlined" size="md">
            Outlook
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
        <Button
          component={RouterLink}
          to={myAccountUrl()}
          variant="primary"
          size="md"
          data-testid="booking-confirmed-my-bookings"
        >
          {t('confirmed.myBookings')}
        </Button>
        <Button variant="soft" size="md" onClick={onBookAnother}>
          {t('confirmed.another')}
        </Button>
        <Button component={RouterLink} to={vendorPath} variant="outlined" size="md">
          {t('confirmed.backToVendor')}
        </Button>
      </Box>
    </Box>
  );
}
