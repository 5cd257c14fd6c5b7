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
    <section aria-labelledby="booking-step-title">
      {otherLocations.length > 1 ? (
        <div className="pb-locations" role="radiogroup" aria-label={t('service.location')}>
          <div className="lk-caption lk-muted pb-mb-1">{t('service.location')}</div>
          <div className="pb-location-chips">
            {otherLocations.map((l) => {
              const current = l.slug === location.slug;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a chip that leaves for another page, named a radio as before
                <button
                  type="button"
                  key={l.id}
                  role="radio"
                  aria-checked={current}
                  className={current ? 'lk-chip lk-chip-selected pb-location-chip' : 'lk-chip pb-location-chip'}
                  onClick={() => changeLocation(l.slug)}
                  data-testid={`booking-location-${l.slug}`}
                >
                  {`${l.name} · ${l.city}`}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      <h2 id="booking-step-title" className="lk-h3 pb-mb-2">
        {t('service.title')}
      </h2>
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
        <div className="pb-continue">
          <button
            type="button"
            className="lk-btn lk-btn-primary lk-btn-lg"
            onClick={() => dispatch({ type: 'continue' })}
            data-testid="services-continue"
          >
            {t('service.continue')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
