import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDuration } from '../domain/duration.ts';

interface ProposedServicesProps {
  /** The line's caption, e.g. "Often booked with your choice". */
  label: string;
  services: ReadonlyArray<{ id: number; name: string; duration: number }>;
  onAdd: (id: number) => void;
  testId: string;
  /** Prefix of each chip's test id, followed by the service id. */
  itemTestId: string;
}

/** Associated services offered beside the chosen ones (spec §3): one click adds one. */
export function ProposedServices({ label, services, onAdd, testId, itemTestId }: ProposedServicesProps) {
  if (services.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }} data-testid={testId}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      {services.map((s) => (
        <Chip
          key={s.id}
          variant="outlined"
          color="primary"
          icon={<AddIcon aria-hidden />}
          label={`${s.name} · ${formatDuration(s.duration)}`}
          onClick={() => onAdd(s.id)}
          data-testid={`${itemTestId}${s.id}`}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}
