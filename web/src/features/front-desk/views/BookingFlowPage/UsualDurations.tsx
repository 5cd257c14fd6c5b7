import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../domain/duration.ts';
import type { FlowPlace } from './useFlowPlace.ts';

interface UsualDurationsProps {
  services: FlowPlace['chosenServices'];
  usual: FlowPlace['usualDurations'];
}

/** Spec §5: the customer's usual (calculated) duration of each chosen service beside the standard one. */
export function UsualDurations({ services, usual }: UsualDurationsProps) {
  const { t } = useTranslation('frontDesk');
  if (usual.length === 0) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="flow-usual-durations">
      {services.map((s) => {
        const known = usual.find((d) => d.serviceId === s.id);
        if (!known) return null;
        return (
          <Typography key={s.id} variant="body2" data-testid={`flow-usual-duration-${s.id}`}>
            {t('flow.usualDuration', {
              service: s.name,
              usual: formatDuration(known.calculatedDuration),
              standard: formatDuration(known.standardDuration),
            })}
            {' · '}
            {t('flow.usualDurationHint', { count: known.pastCount })}
          </Typography>
        );
      })}
    </Alert>
  );
}
