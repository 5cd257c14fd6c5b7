import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ServicePicker } from '../../components/ServicePicker.tsx';
import type { BookingState } from '../../../../domain/bookingState.ts';
import type { BookingDispatch, BookingLocation } from './useBookingLocation.ts';

interface ServiceStepProps {
  location: BookingLocation;
  state: BookingState;
  dispatch: BookingDispatch;
  hasServices: boolean;
}

/** Step 1: the vendor's other locations, then the services to book. */
export function ServiceStep({ location, state, dispatch, hasServices }: ServiceStepProps) {
  const { t } = useTranslation('publicBooking');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const otherLocations = location.vendor.locations;
  const changeLocation = (slug: string) => {
    if (slug !== location.slug) {
      void navigate({ pathname: pathname.replace(`/${location.slug}/book`, `/${slug}/book`), search });
    }
  };
  return (
    <Box component="section" aria-labelledby="booking-step-title">
      {otherLocations.length > 1 ? (
        <Box sx={{ mb: 3 }} role="radiogroup" aria-label={t('service.location')}>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {t('service.location')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {otherLocations.map((l) => (
              <Chip
                key={l.id}
                role="radio"
                aria-checked={l.slug === location.slug}
                label={`${l.name} · ${l.city}`}
                color={l.slug === location.slug ? 'primary' : 'default'}
                variant={l.slug === location.slug ? 'filled' : 'outlined'}
                onClick={() => changeLocation(l.slug)}
                data-testid={`booking-location-${l.slug}`}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography id="booking-step-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('service.title')}
      </Typography>
      {location.services.length === 0 ? (
        <EmptyState message={t('service.empty')} />
      ) : (
        <ServicePicker
          services={location.services}
          categories={location.categories}
          otherLabel={t('service.other')}
          proposedLabel={t('service.proposed')}
          selectedIds={state.serviceIds}
          onSelect={(serviceId) => dispatch({ type: 'toggleService', serviceId })}
        />
      )}
      {hasServices ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button
            variant="primary"
            size="lg"
            onClick={() => dispatch({ type: 'continue' })}
            data-testid="services-continue"
          >
            {t('service.continue')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
