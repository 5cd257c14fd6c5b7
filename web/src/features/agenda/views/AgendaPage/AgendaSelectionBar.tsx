import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AgendaSelection } from './useAgendaSelection.ts';

interface AgendaSelectionBarProps {
  selection: AgendaSelection;
  onOpenDetails: (id: number) => void;
  onException: () => void;
}

/** What can be done with the selected blocks (or range): details, a day's exception, cancel. */
export function AgendaSelectionBar({ selection: s, onOpenDetails, onException }: AgendaSelectionBarProps) {
  const { t } = useTranslation('agenda');
  if (s.selection.size === 0 && !s.rangeSlot) return null;
  return (
    <Paper
      variant="outlined"
      data-testid="agenda-selection"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1.5 }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 140 }}>
        {t('selected', { count: s.selection.size })}
      </Typography>
      {s.selection.size === 1 ? (
        <Button size="sm" onClick={() => onOpenDetails([...s.selection][0])}>
          {t('details.open')}
        </Button>
      ) : null}
      <Button size="sm" onClick={onException} data-testid="agenda-selection-exception">
        {t('exception.action')}
      </Button>
      <Button
        size="sm"
        color="error"
        disabled={s.selection.size === 0}
        onClick={() => s.setCancelIds([...s.selection])}
        data-testid="agenda-selection-cancel"
      >
        {t('details.cancel')}
      </Button>
      <Button size="sm" onClick={s.clearSelection}>
        {t('clearSelection')}
      </Button>
    </Paper>
  );
}
