import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { NotFound } from '../../../../components/NotFound.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { formatAddress } from '../../../../domain/address.ts';
import { themedLazy } from '../../../../lib/themed.tsx';
import '../../publicBooking.css';
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

// Drawn with MUI: it loads with the theme (lib/themed.tsx), on a page that starts without it.
const BookingConfirmation = themedLazy(() => loadConfirmation().then((m) => m.BookingConfirmation));

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
      <div className="lk-container lk-container-md pb-error">
        <ErrorState error={locationQuery.error} onRetry={() => void locationQuery.refetch()} />
      </div>
    );
  }
  if (!location) return <NotFound />;
  if (!location.vendor.liveMode)
    return <NotLiveNotice vendorName={location.vendor.publicName} vendorPath={vendorPath} />;
  if (!ready) return <PageLoader />;

  const steps = [t('steps.service'), t('steps.dateTime'), t('steps.confirm')];
  const slot = state.slot;

  return (
    <div className="lk-container lk-container-md pb-page">
      <BackToVendor vendorPath={vendorPath} />
      <h1 className="lk-h1 pb-title">{t('title')}</h1>
      <p className="pb-subtitle lk-muted">
        {location.vendor.publicName} · {location.name} · {formatAddress(location)}
      </p>

      <StepIndicator steps={steps} active={STEP_INDEX[state.step]} />

      <div className="lk-paper pb-card">
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
      </div>
    </div>
  );
}
