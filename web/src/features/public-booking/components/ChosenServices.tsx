import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProposedServices } from '../../../components/ProposedServices.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';

interface ChosenServicesProps {
  services: readonly { id: number; name: string; duration: number; price: number | null }[];
  /** Services can be removed at the date step only. */
  removable: boolean;
  onAdd: () => void;
  onRemove: (serviceId: number) => void;
  /** Services associated with the chosen ones (spec §3), offered to add in one click. */
  proposed?: readonly { id: number; name: string; duration: number }[];
  onAddProposed?: (serviceId: number) => void;
}

/** Above the date and confirmation steps: the chosen services, their total time, add or remove one. */
export function ChosenServices({
  services,
  removable,
  onAdd,
  onRemove,
  proposed = [],
  onAddProposed,
}: ChosenServicesProps) {
  const { t } = useTranslation('publicBooking');
  const totalDuration = services.reduce((sum, s) => sum + s.duration, 0);
  return (
    <Box sx={{ mb: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="textSecondary" sx={{ flex: 1 }}>
          {t('service.chosen')} · {t('service.total', { duration: formatDuration(totalDuration) })}
        </Typography>
        <Button variant="soft" size="sm" onClick={onAdd} data-testid="add-service">
          {t('service.add')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="selected-services">
        {services.map((s) => (
          <Chip
            key={s.id}
            label={`${s.name} · ${formatDuration(s.duration)}${s.price !== null ? ` · ${formatCurrency(s.price)}` : ''}`}
            onDelete={removable ? () => onRemove(s.id) : undefined}
            deleteIcon={<CloseIcon aria-label={t('service.remove', { name: s.name })} />}
            sx={{ fontWeight: 600, maxWidth: '100%' }}
          />
        ))}
      </Box>
      {removable && onAddProposed ? (
        <ProposedServices
          label={t('service.proposed')}
          services={proposed}
          onAdd={onAddProposed}
          testId="proposed-services"
          itemTestId="add-proposed-"
        />
      ) : null}
    </Box>
  );
}
