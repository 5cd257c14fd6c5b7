import '../locales/index.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface MoveQuestion {
  /** The new start as the vendor's wall clock (DD.MM.YYYY HH:mm). */
  when: string;
  customerName: string | null;
}

interface MoveNotifyDialogProps {
  question: MoveQuestion | null;
  /** true: save and e-mail the customer; false: save without a message; null: the move is dropped. */
  onAnswer: (notify: boolean | null) => void;
}

/** After a booking is dragged to a free place: tell the customer of the new time, or not. */
export function MoveNotifyDialog({ question, onAnswer }: MoveNotifyDialogProps) {
  const { t } = useTranslation('agenda');
  return (
    <Dialog open={!!question} onClose={() => onAnswer(null)} fullWidth maxWidth="xs" data-testid="agenda-notify-dialog">
      <DialogTitle>{t('notify.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {question
            ? t('notify.text', { when: question.when, name: question.customerName ?? t('notify.theCustomer') })
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onAnswer(null)} data-testid="agenda-notify-back">
          {t('notify.back')}
        </Button>
        <Button variant="outlined" onClick={() => onAnswer(false)} data-testid="agenda-notify-no">
          {t('notify.no')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} data-testid="agenda-notify-yes">
          {t('notify.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
