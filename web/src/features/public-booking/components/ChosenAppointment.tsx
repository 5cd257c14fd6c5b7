import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../domain/duration.ts';
import { formatLongDate, formatTime } from '../../../lib/dateFormat.ts';

interface ChosenAppointmentProps {
  services: readonly { id: number; name: string; duration: number }[];
  /** UTC instant of the chosen slot. */
  start: string;
  timezone: string;
  locationName: string;
}

/** Before logging in, the guest still sees what is kept for them: services, date and time. */
export function ChosenAppointment({ services, start, timezone, locationName }: ChosenAppointmentProps) {
  const { t, i18n } = useTranslation('publicBooking');
  const duration = services.reduce((sum, s) => sum + s.duration, 0);
  return (
    <Box
      data-testid="chosen-appointment"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2,
        mb: 3,
        borderRadius: 3,
        bgcolor: 'rgba(15, 95, 92, 0.06)',
        border: 1,
        borderColor: 'primary.light',
      }}
    >
      <EventIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('chosen.title')}
        </Typography>
        <Typography sx={{ fontWeight: 700, textTransform: 'capitalize' }} data-testid="chosen-date">
          {formatLongDate(start, i18n.resolvedLanguage ?? 'fr', timezone)} · {formatTime(start, timezone)}
        </Typography>
        <Typography variant="body2">
          {services.map((s) => s.name).join(', ')} · {formatDuration(duration)} · {locationName}
        </Typography>
      </Box>
    </Box>
  );
}
