import EmailIcon from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../lib/alerts.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailSendButtonProps {
  /** The address proposed (the customer's), editable. */
  defaultTo?: string | null;
  /** Sends to the address; resolves to the address used, or throws/returns an error message. */
  onSend: (to: string) => Promise<{ to: string } | { error: string }>;
  'data-testid'?: string;
}

/** "E-mail" button: asks for the address (the customer's proposed) and sends, with the §8 toasts. */
export function EmailSendButton({ defaultTo, onSend, ...rest }: EmailSendButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState(defaultTo ?? '');
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = !EMAIL.test(to.trim());
  const testId = rest['data-testid'] ?? 'email-send';
  const send = async () => {
    setTouched(true);
    if (invalid) return;
    setSending(true);
    try {
      const result = await onSend(to.trim());
      if ('error' in result) pushAlert({ type: 'danger', message: result.error });
      else {
        pushAlert({ type: 'success', message: t('scaffold.emailSent', { to: result.to }) });
        setOpen(false);
      }
    } catch (error) {
      pushAlert({ type: 'danger', message: (error as Error).message });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EmailIcon />}
        onClick={() => {
          setTo(defaultTo ?? '');
          setTouched(false);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {t('scaffold.email')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('scaffold.emailTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            type="email"
            label={t('scaffold.emailTo')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void send()}
            error={touched && invalid}
            helperText={touched && invalid ? t('scaffold.emailInvalid') : ' '}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { 'data-testid': `${testId}-to` } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('scaffold.emailCancel')}</Button>
          <Button variant="primary" disabled={sending} onClick={() => void send()} data-testid={`${testId}-confirm`}>
            {t('scaffold.emailSend')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
