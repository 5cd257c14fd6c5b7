import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The services list in reorder mode: up/down per row, cancel and save (spec §4 "Service reorder"). */
export function ServicesReorder<T extends { id: number | string; name: string }>({
  order,
  onMove,
  onCancel,
  onSave,
  saving,
}: {
  order: T[];
  onMove: (index: number, delta: number) => void;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation('services');
  return (
    <Box data-testid="services-reorder">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('reorder.help')}
      </Typography>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.map((s, i) => (
          <Paper
            key={s.id}
            variant="outlined"
            component="li"
            sx={{ display: 'flex', alignItems: 'center', px: 2, py: 0.5 }}
          >
            <Typography sx={{ flex: 1 }} noWrap>
              {i + 1}. {s.name}
            </Typography>
            <IconButton aria-label={t('reorder.up', { name: s.name })} disabled={i === 0} onClick={() => onMove(i, -1)}>
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('reorder.down', { name: s.name })}
              disabled={i === order.length - 1}
              onClick={() => onMove(i, 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={onCancel}>
          {t('reorder.cancel')}
        </Button>
        <Button variant="primary" onClick={onSave} disabled={saving}>
          {t('reorder.save')}
        </Button>
      </Stack>
    </Box>
  );
}
