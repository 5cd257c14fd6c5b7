import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { NotFound } from '../../../../components/NotFound.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { formatAddress } from '../../../../domain/address.ts';
import { BackToVendor } from '../../components/BackToVendor.tsx';
import { proposedServices } from '../../components/ServicePicker.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { LocationChooser } from './LocationChooser.tsx';
import { NotLiveNotice } from './NotLiveNotice.tsx';
import { ServiceStep } from './ServiceStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useBookingAvailability } from './useBookingAvailability.ts';
import { loadConfirmation, useBookingLocation } from './useBookingLocation.ts';
import { useBookingUrlSync } from './useBookingUrlSync.ts';
import { useConfirmBooking } from './useConfirmBooking.ts';

const BookingConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmation })));

const STEP_INDEX = { service: 0, datetime: 1, confirm: 2, done: 3 } as const;

export function PublicBookingPage() {
  const { vendorSlug = '', locationSlug } = useParams();
  if (!locationSlug) return <LocationChooser vendorSlug={vendorSlug} />;
  return <LocationBooking vendorSlug={vendorSlug} locationSlug={locationSlug} />;
}

function LocationBooking({ vendorSlug, locationSlug }: { vendorSlug: string; locationSlug: string }) {
  const { t } = useTranslation('publicBooking');
  const { pathname } = useLocation();
  const vendorPath = pathname.replace(/\/book\/?$/, '');
  const { locationQuery, location, timezone, state, dispatch, ready, later } = useBookingLocation(
    vendorSlug,
    locationSlug,
  );
  useBookingUrlSync(ready, location, state, dispatch, timezone);
  const availability = useBookingAvailability(ready, location, state, dispatch, timezone);
  const { services, month, today, datesQuery, slotCounts, slotsQuery } = availability;
  const booking = useConfirmBooking(location, state, dispatch, availability);

  if (locationQuery.loading && !locationQuery.data) return <PageLoader />;
  if (locationQuery.error && !locationQuery.data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState error={locationQuery.error} onRetry={() => void locationQuery.refetch()} />
      </Container>
    );
  }
  if (!location) return <NotFound />;
  if (!location.vendor.liveMode)
    return <NotLiveNotice vendorName={location.vendor.publicName} vendorPath={vendorPath} />;
  if (!ready) return <PageLoader />;

  const steps = [t('steps.service'), t('steps.dateTime'), t('steps.confirm')];
  const slot = state.slot;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackToVendor vendorPath={vendorPath} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {location.vendor.publicName} · {location.name} · {formatAddress(location)}
      </Typography>

      <StepIndicator steps={steps} active={STEP_INDEX[state.step]} />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {state.step === 'service' ? (
          <ServiceStep location={location} state={state} dispatch={dispatch} hasServices={services.length > 0} />
        ) : null}

        {services.length > 0 && state.step !== 'service' && state.step !== 'done' ? (
          later ? (
            <later.ChosenServices
              services={services}
              removable={state.step === 'datetime'}
              onAdd={() => dispatch({ type: 'goTo', step: 'service' })}
              onRemove={(serviceId) => dispatch({ type: 'removeService', serviceId })}
              proposed={proposedServices(location.services, state.serviceIds)}
              onAddProposed={(serviceId) => dispatch({ type: 'toggleService', serviceId })}
            />
          ) : (
            <PageLoader />
          )
        ) : null}

        {state.step === 'datetime' && services.length > 0 ? (
          later ? (
            <later.DateTimeStep
              vendorId={location.vendor.id}
              locationId={location.id}
              state={state}
              dispatch={dispatch}
              month={month}
              today={today}
              timezone={timezone}
              datesQuery={datesQuery}
              slotCounts={slotCounts}
              slotsQuery={slotsQuery}
              onSelectSlot={(chosen) => {
                booking.setSubmitError(null);
                dispatch({ type: 'selectSlot', slot: chosen });
              }}
            />
          ) : (
            <PageLoader />
          )
        ) : null}

        {state.step === 'confirm' && services.length > 0 && slot ? (
          <ConfirmStep
            location={location}
            state={{ ...state, slot }}
            dispatch={dispatch}
            timezone={timezone}
            services={services}
            booking={booking}
            later={later}
          />
        ) : null}

        {state.step === 'done' && state.confirmed ? (
          <Suspense fallback={<PageLoader />}>
            <BookingConfirmation
              serviceName={services.map((s) => s.name).join(', ')}
              start={state.confirmed.start}
              employees={state.confirmed.employees}
              calendar={state.confirmed.calendar}
              pending={state.confirmed.pending}
              timezone={timezone}
              vendorPath={vendorPath}
              onBookAnother={() => dispatch({ type: 'restart' })}
            />
          </Suspense>
        ) : null}
      </Paper>
    </Container>
  );
}
