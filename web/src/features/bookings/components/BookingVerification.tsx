import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';

interface Condition {
  id: number;
  title: string;
  required: boolean;
}

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
  conditions: readonly Condition[];
  accepted: ReadonlySet<number>;
  onAccepted: (accepted: ReadonlySet<number>) => void;
  /** Editing: whether the customer is told of the change by e-mail. */
  notifyEmail: boolean | null;
  onNotifyEmail: (notify: boolean) => void;
  failure: string | null;
}

/** Step 4 of the staff booking, second half: what will be saved, the vendor's conditions, the last error. */
export function BookingVerification(props: BookingVerificationProps) {
  const { t } = useTranslation('bookings');
  const { conditions, accepted } = props;
  const requiredAccepted = conditions.filter((c) => c.required).every((c) => accepted.has(c.id));
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="flow-verification">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('flow.summary')}
      </Typography>
      <Typography data-testid="flow-chosen-time">{props.when ?? t('flow.noTimeYet')}</Typography>
      {conditions.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('flow.conditions')}
          </Typography>
          {conditions.map((c) => (
            <FormControlLabel
              key={c.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={accepted.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(accepted);
                    if (e.target.checked) next.add(c.id);
                    else next.delete(c.id);
                    props.onAccepted(next);
                  }}
                  slotProps={{ input: { 'data-testid': `condition-${c.id}` } as object }}
                />
              }
              label={c.required ? `${c.title} *` : c.title}
            />
          ))}
          {!requiredAccepted ? (
            <Typography variant="body2" color="text.secondary">
              {t('flow.conditionsRequired')}
            </Typography>
          ) : null}
        </Box>
      ) : null}
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
