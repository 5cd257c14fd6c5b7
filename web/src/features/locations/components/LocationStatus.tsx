import '../locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { today } from '../../../lib/calendar.ts';
import { flattenErrors } from '../../../lib/validation.ts';
import { CLOSE_LOCATION_MUTATION } from '../operations.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';

interface LocationStatusProps {
  location: { id: number; name: string; open: boolean; closedFrom?: string | null };
  onChanged: () => void;
}

/**
 * Spec §4 "Location": open, or closed from a date (today or later); a closed one can be reopened.
 * Deletion is possible once the closing date has passed (the delete button asks the server).
 */
export function LocationStatus({ location, onChanged }: LocationStatusProps) {
  const { t } = useTranslation('locations');
  const [from, setFrom] = useState(today());
  const [error, setError] = useState('');
  const [close, { loading }] = useMutation(CLOSE_LOCATION_MUTATION);

  const run = async (date: string | null) => {
    setError('');
    const { data, error: failed } = await close({ variables: { id: location.id, from: date } });
    const result = data?.closeLocation;
    if (result?.__typename === 'Location') {
      pushAlert({
        type: 'success',
        message: date
          ? t('status.closedToast', { name: location.name, date: formatDate(date) })
          : t('status.reopenedToast', { name: location.name }),
      });
      onChanged();
      return;
    }
    const lines = result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
    const message = lines[0]?.message ?? failed?.message ?? (result && 'message' in result ? result.message : '');
    setError(message);
    pushAlert({ type: 'danger', message });
  };

  return (
    <Box data-testid="location-status">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('status.title')}
      </Typography>
      {location.closedFrom ? (
        <Stack spacing={1}>
          <Alert severity={location.open ? 'info' : 'warning'}>
            {location.open
              ? t('status.closingOn', { date: formatDate(location.closedFrom) })
              : t('status.closedSince', { date: formatDate(location.closedFrom) })}
          </Alert>
          <Box>
            <Button variant="outlined" onClick={() => void run(null)} disabled={loading} data-testid="location-reopen">
              {t('status.reopen')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DateField
            size="small"
            label={t('status.closeFrom')}
            value={from}
            onChange={setFrom}
            error={Boolean(error)}
            helperText={error || t('status.closeHelp')}
            min={today()}
            testId="location-close-from"
          />
          <Button
            variant="outlined"
            onClick={() => void run(from)}
            disabled={loading || !from}
            data-testid="location-close"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('status.close')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
