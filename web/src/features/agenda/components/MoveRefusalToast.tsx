import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { ALERT_COUNTDOWN } from '../../../lib/alerts.ts';
import type { MoveNotice } from '../hooks/useAgendaMoves.ts';

interface MoveRefusalToastProps {
  notice: MoveNotice | null;
  onClose: () => void;
}

/**
 * A refused move, said in a toast over the calendar (the grid does not move): it goes by itself
 * after the alerts' countdown, at the next click elsewhere or Escape, or at the next move.
 */
export function MoveRefusalToast({ notice, onClose }: MoveRefusalToastProps) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Snackbar
      open
      autoHideDuration={ALERT_COUNTDOWN.default * 1000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { title: t('state.dismiss'), 'aria-label': t('state.dismiss') } }}
        data-testid="agenda-conflict"
        sx={{ boxShadow: 6, maxWidth: 560 }}
      >
        <div>{notice.message}</div>
        {notice.details.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
