import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';

/** A key or signing secret, shown once after it was made: copy it now or never. */
export function SecretOnce({
  title,
  label,
  secret,
  onClose,
}: {
  title: string;
  label: string;
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      pushAlert({ type: 'success', message: t('secret.copied') });
    } catch {
      pushAlert({ type: 'danger', message: t('secret.copyFailed') });
    }
  };
  return (
    <Dialog open={secret !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="secret-title">
      <DialogTitle id="secret-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('secret.once')}
        </Alert>
        <TextField
          label={label}
          value={secret ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'secret-value', style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={t('secret.copy')} onClick={() => void copy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="primary" onClick={onClose} data-testid="secret-done">
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
