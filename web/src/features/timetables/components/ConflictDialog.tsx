import '../locales/index.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimeRange } from '../../../lib/dateFormat.ts';

export interface ConflictEvent {
  id: number;
  start: string;
  end: string;
  summary: string;
  customerName?: string | null;
  service?: { name: string } | null;
}

interface ConflictDialogProps {
  events: readonly ConflictEvent[] | null;
  timezone: string;
  onClose: () => void;
}

/**
 * Spec §8 conflict dialog: the bookings a timetable change would leave outside working time. They must
 * be moved or cancelled (or the hours corrected) before the change can be saved.
 */
export function ConflictDialog({ events, timezone, onClose }: ConflictDialogProps) {
  const { t } = useTranslation('timetables');
  return (
    <Dialog open={Boolean(events)} onClose={onClose} aria-labelledby="conflict-title" fullWidth maxWidth="sm">
      <DialogTitle id="conflict-title">{t('conflict.title', { count: events?.length ?? 0 })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('conflict.text')}</Typography>
        <List dense data-testid="conflict-list">
          {(events ?? []).map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={`${formatDate(e.start, timezone)} ${formatTimeRange(e.start, e.end, timezone)}`}
                secondary={[e.customerName, e.service?.name ?? e.summary].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          {t('conflict.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
