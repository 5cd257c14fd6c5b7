import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../domain/duration.ts';
import type { ActualDurationsState } from './useActualDurations.ts';

interface ActualDurationsProps {
  durations: ActualDurationsState;
  rowErrors: Record<string, string>;
}

/** The minutes each service really took (spec §5 calculated duration), one field per service. */
export function ActualDurations({ durations: state, rowErrors }: ActualDurationsProps) {
  const { t } = useTranslation('frontDesk');
  const { services, durations, setDurations } = state;
  if (services.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} data-testid="checkout-durations">
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('close.durations')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('close.durationsHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {services.map((s) => (
          <TextField
            key={s.serviceId}
            label={t('close.durationOf', { service: s.name })}
            value={durations[s.serviceId] ?? ''}
            onChange={(e) => setDurations({ ...durations, [s.serviceId]: e.target.value })}
            error={!!rowErrors[`duration.${s.serviceId}`]}
            helperText={
              rowErrors[`duration.${s.serviceId}`] ??
              t('close.durationPlanned', { duration: formatDuration(s.planned) })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `checkout-duration-${s.serviceId}` } }}
          />
        ))}
      </Box>
    </Box>
  );
}
