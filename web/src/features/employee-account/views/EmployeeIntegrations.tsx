import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { ICAL_URL_QUERY, ROTATE_ICAL_MUTATION } from '../operations.ts';
import { CalendarSync } from './CalendarSync.tsx';

/** The feed path as a full address on this host. */
export const absoluteUrl = (path: string): string =>
  /^https?:/.test(path) ? path : `${window.location.origin}${path}`;

/**
 * /my-account-employee/integrations: the personal iCal feed (copy, rotate) for a phone or desktop
 * calendar, and the two-way sync with her own CalDAV calendar.
 */
export function EmployeeIntegrations() {
  const { t } = useTranslation('employeeAccount');
  const { data, loading, error, refetch } = useQuery(ICAL_URL_QUERY, { fetchPolicy: 'network-only' });
  const [rotate, { loading: rotating }] = useMutation(ROTATE_ICAL_MUTATION, { refetchQueries: ['EmployeeIcalUrl'] });
  const [confirm, dialog] = useConfirm();
  const url = data?.employeeIcalUrl.url ? absoluteUrl(data.employeeIcalUrl.url) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      pushAlert({ type: 'success', message: t('ical.copied') });
    } catch {
      pushAlert({ type: 'danger', message: t('ical.copyFailed') });
    }
  };
  const renew = async () => {
    if (
      !(await confirm({
        title: t('ical.rotateTitle'),
        message: t('ical.rotateText'),
        confirmLabel: t('ical.rotate'),
        danger: true,
      }))
    )
      return;
    const { error: failed } = await rotate();
    pushAlert(failed ? { type: 'danger', message: failed.message } : { type: 'success', message: t('ical.rotated') });
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {dialog}
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('ical.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('ical.text')}
        </Typography>
        {error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <Stack spacing={2}>
            <TextField
              label={t('ical.url')}
              value={url}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true, 'data-testid': 'ical-url' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t('ical.copy')} onClick={() => void copy()} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Alert severity="info" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
              {t('ical.lag')}
            </Alert>
            <div>
              <Button variant="outlined" onClick={() => void renew()} disabled={rotating} data-testid="ical-rotate">
                {t('ical.rotate')}
              </Button>
            </div>
          </Stack>
        )}
      </Paper>
      <CalendarSync />
    </Stack>
  );
}
