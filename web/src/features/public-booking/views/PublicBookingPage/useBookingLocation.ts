import { useAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrerenderDone } from '../../../../lib/prerender.ts';
import { useGraphQLQuery as useQuery } from '../../../../lib/useGraphQL.ts';
import { usePageTitle } from '../../../../lib/usePageTitle.ts';
import { usePreloadedModule } from '../../../../lib/usePreloadedModule.ts';
import { bookingFormAtom } from '../../../../domain/bookingState.ts';
import { BOOKING_LOCATION_QUERY } from '../../operations.ts';

// A visitor's first download holds only what the service choice (step 1) needs. The later steps
// (date and time, the chosen appointment, summary with the terms, confirmation) load once the
// visitor has chosen a service, while they go on choosing: loaded as soon as step 1 is up, their
// code took the phone's main thread while the visitor was reading the services.
const loadLaterSteps = () => import('../../components/laterSteps.tsx');
export const loadSummary = () => import('../../components/BookingSummary.tsx');
export const loadConfirmation = () => import('../../components/BookingConfirmation.tsx');

/** The location booked at, the visitor's choice so far (kept across pages) and the later steps' code. */
export function useBookingLocation(vendorSlug: string, locationSlug: string) {
  const { t } = useTranslation('publicBooking');
  const [state, dispatch] = useAtom(bookingFormAtom);
  const locationQuery = useQuery(BOOKING_LOCATION_QUERY, { variables: { vendorSlug, locationSlug } });
  const location = locationQuery.data?.locationBySlug ?? null;
  const timezone = location?.vendor.timezone ?? 'Europe/Zurich';
  usePageTitle(location ? t('pageTitle', { name: location.vendor.publicName }) : t('title'));

  // Entering a location (first time, another one of the vendor, or another vendor's) applies the §2 rules.
  useEffect(() => {
    if (!location) return;
    // The step it shows renders as a transition: in slices that leave a phone's main thread free.
    startTransition(() =>
      dispatch({
        type: 'changeLocation',
        location: {
          vendorId: location.vendor.id,
          locationId: location.id,
          offeredServiceIds: location.services.map((s) => s.id),
          workplacesEnabled: location.vendor.workplacesEnabled,
        },
      }),
    );
  }, [location, dispatch]);
  const ready = !!location && state.locationId === location.id;
  // The server's first view goes once this screen shows its content (or an error, or "not found").
  usePrerenderDone(ready || Boolean(locationQuery.error) || (!locationQuery.loading && !location));
  // The later steps' code arrives once a service is chosen (or the visitor comes back past step 1).
  const needsLater = ready && (state.serviceIds.length > 0 || state.step !== 'service');
  const later = usePreloadedModule(loadLaterSteps, needsLater);
  useEffect(() => {
    if (!needsLater) return;
    void loadSummary();
    void loadConfirmation();
  }, [needsLater]);

  return { locationQuery, location, timezone, state, dispatch, ready, later };
}

type BookingLocationState = ReturnType<typeof useBookingLocation>;
export type BookingLocation = NonNullable<BookingLocationState['location']>;
export type BookingDispatch = BookingLocationState['dispatch'];
