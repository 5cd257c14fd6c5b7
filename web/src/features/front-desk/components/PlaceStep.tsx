import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { ProposedServices } from '../../../components/ProposedServices.tsx';
import type { StaffBookingLocationQuery, StaffBookingSetupQuery } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';
import { proposedServices } from '../../../domain/proposedServices.ts';

interface PlaceStepProps {
  locations: StaffBookingSetupQuery['locationsAll'];
  locationId: number | null;
  onLocation: (locationId: number) => void;
  /** How many chosen services the last change of location removed. */
  removedCount: number;
  services: StaffBookingLocationQuery['servicesAll'];
  /** Loading the location's services the first time; loaded (possibly empty). */
  servicesLoading: boolean;
  servicesLoaded: boolean;
  servicesError?: { message: string } | null;
  onRetry: () => void;
  selected: readonly number[];
  onToggle: (serviceId: number) => void;
  nav: ReactNode;
}

/** Step 1 of the staff booking: the location and the services. */
export function PlaceStep(props: PlaceStepProps) {
  const { t } = useTranslation('frontDesk');
  const { services } = props;
  const proposed = proposedServices(services, props.selected);
  return (
    <Box component="section" aria-label={t('flow.steps.place')}>
      <TextField
        select
        fullWidth
        label={t('flow.location')}
        value={props.locationId ?? ''}
        onChange={(e) => props.onLocation(Number(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': 'flow-location' } }}
        sx={{ mb: 2 }}
      >
        {props.locations.map((l) => (
          <MenuItem key={l.id} value={l.id} data-testid={`flow-location-${l.id}`}>
            {l.open ? l.name : t('flow.locationClosed', { name: l.name })}
          </MenuItem>
        ))}
      </TextField>
      {props.removedCount > 0 ? (
        <Notice tone="info" data-testid="services-removed">
          {t('flow.servicesRemoved', { count: props.removedCount })}
        </Notice>
      ) : null}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('flow.services')}
      </Typography>
      {props.servicesLoading ? <LinearProgress /> : null}
      {props.servicesError ? <ErrorState error={props.servicesError} onRetry={props.onRetry} /> : null}
      {props.servicesLoaded && services.length === 0 ? <EmptyState message={t('flow.servicesEmpty')} /> : null}
      <Box
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        role="group"
        aria-label={t('flow.services')}
      >
        {services.map((s) => {
          const selected = props.selected.includes(s.id);
          return (
            <Button
              key={s.id}
              variant={selected ? 'primary' : 'outlined'}
              aria-pressed={selected}
              onClick={() => props.onToggle(s.id)}
              data-testid={`flow-service-${s.id}`}
              sx={{ justifyContent: 'space-between', textAlign: 'left', gap: 1 }}
            >
              <span>{s.name}</span>
              <span>
                {formatDuration(s.duration)}
                {s.price != null ? ` · ${formatCurrency(s.price)}` : ''}
              </span>
            </Button>
          );
        })}
      </Box>
      <ProposedServices
        label={t('flow.proposed')}
        services={proposed}
        onAdd={props.onToggle}
        testId="flow-proposed"
        itemTestId="flow-propose-"
      />
      {props.nav}
    </Box>
  );
}
