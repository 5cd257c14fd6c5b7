import '../locales/index.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CancelDialogProps {
  /** Number of bookings to cancel; the dialog is closed at 0. */
  count: number;
  /** Private events in the selection: they are deleted, not cancelled. */
  privateCount: number;
  onClose: () => void;
  /** Resolves to the refusals (one line per booking), empty when all went through. */
  onConfirm: (message: string, byCustomer: boolean) => Promise<string[]>;
}

/** Spec §4: an open booking is cancelled with a message (sent to the customer). */
export function CancelDialog({ count, privateCount, onClose, onConfirm }: CancelDialogProps) {
  const { t } = useTranslation('agenda');
  const [message, setMessage] = useState('');
  // Cancelled at the customer's request: inside the cancellation notice it counts as a late cancellation.
  const [byCustomer, setByCustomer] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const open = count + privateCount > 0;

  useEffect(() => {
    if (open) {
      setMessage('');
      setByCustomer(false);
      setRefusals([]);
    }
  }, [open]);

  const confirm = async () => {
    setSaving(true);
    const failed = await onConfirm(message.trim(), byCustomer);
    setSaving(false);
    if (failed.length === 0) onClose();
    else setRefusals(failed);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="agenda-cancel-dialog">
      <DialogTitle>{t('cancel.title', { count })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {count > 0 ? t('cancel.text', { count }) : null}{' '}
          {privateCount > 0 ? t('cancel.private', { count: privateCount }) : null}
        </DialogContentText>
        {refusals.length > 0 ? (
          <Alert severity="error" data-testid="agenda-cancel-refusal">
            {refusals.map((r) => (
              <div key={r}>{r}</div>
            ))}
          </Alert>
        ) : null}
        {count > 0 ? (
          <TextField
            label={t('cancel.message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'agenda-cancel-message' } }}
          />
        ) : null}
        {count > 0 ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={byCustomer}
                onChange={(e) => setByCustomer(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'agenda-cancel-by-customer' } as object }}
              />
            }
            label={t('cancel.byCustomer')}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancelButton')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={saving}
          data-testid="agenda-cancel-confirm"
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
