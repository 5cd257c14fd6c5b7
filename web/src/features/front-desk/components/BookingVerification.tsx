import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';

/** A slot lost to another booking, with the server's reasons (spec §5 "Booking verified before saving"). */
export function BookingConflict({ conflict }: { conflict: { message: string; details: string[] } | null }) {
  if (!conflict) return null;
  return (
    <Notice tone="warning" data-testid="booking-conflict">
      {conflict.message}
      {conflict.details.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {[...new Set(conflict.details)].map((d) => (
            <li key={d}>{d}</li>
          ))}
        </Box>
      ) : null}
    </Notice>
  );
}

interface BookingVerificationProps {
  /** The chosen date and time in words, or null while none is chosen. */
  when: string | null;
  /** Editing: whether the customer is told of the change by e-mail. */
  notifyEmail: boolean | null;
  onNotifyEmail: (notify: boolean) => void;
  failure: string | null;
}

/** Step 4 of the staff booking, second half: what will be saved, the e-mail choice, the last error. */
export function BookingVerification(props: BookingVerificationProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="flow-verification">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('flow.summary')}
      </Typography>
      <Typography data-testid="flow-chosen-time">{props.when ?? t('flow.noTimeYet')}</Typography>
      {props.notifyEmail !== null ? (
        <FormControlLabel
          control={<Checkbox checked={props.notifyEmail} onChange={(e) => props.onNotifyEmail(e.target.checked)} />}
          label={t('flow.notifyEmail')}
        />
      ) : null}
      {props.failure ? (
        <Box role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {props.failure}
        </Box>
      ) : null}
    </Box>
  );
}
