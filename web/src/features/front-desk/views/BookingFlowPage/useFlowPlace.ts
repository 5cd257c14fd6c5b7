import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ROLES, claimsAtom, roleOf } from '../../../../lib/auth.ts';
import type { FlowState } from '../../flowState.ts';
import {
  CUSTOMER_SERVICE_DURATIONS_QUERY,
  STAFF_BOOKING_LOCATION_QUERY,
  STAFF_BOOKING_SETUP_QUERY,
  STAFF_HOME_LOCATION_QUERY,
} from '../../operations.ts';

/** The vendor's setup, the location booked at (the user's own by default) and its services and resources. */
export function useFlowPlace(state: FlowState, bookingId: number | null) {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? 0;
  const setup = useQuery(STAFF_BOOKING_SETUP_QUERY, { variables: { vendorId } });
  const vendor = setup.data?.vendor ?? null;
  const timezone = vendor?.timezone ?? 'Europe/Zurich';
  const locations = setup.data?.locationsAll ?? [];
  const employees = setup.data?.employeesAll ?? [];

  // A new booking starts where the user works (one location only: that one).
  const home = useQuery(STAFF_HOME_LOCATION_QUERY, {
    variables: { employeeId: claims?.employeeId ?? 0 },
    skip: !claims?.employeeId || bookingId !== null || state.locationId !== null,
  });
  const homeLocationId = home.data?.employee?.homeLocationId ?? null;
  const defaultLocation =
    locations.length === 1 ? locations[0]!.id : (locations.find((l) => l.id === homeLocationId && l.open)?.id ?? null);
  const locationId = state.locationId ?? defaultLocation;
  const place = useQuery(STAFF_BOOKING_LOCATION_QUERY, {
    variables: { locationId: locationId ?? 0 },
    skip: locationId === null,
  });
  const services = place.data?.servicesAll ?? [];
  const machines = place.data?.machinesAll ?? [];
  // Spec §5: for a known customer, each service's calculated duration (the median of what it took
  // before) is the default; the server uses it for the free times and the booking, the flow shows it.
  const usual = useQuery(CUSTOMER_SERVICE_DURATIONS_QUERY, {
    variables: { customerId: state.customerId ?? 0, serviceIds: state.serviceIds },
    skip: state.customerId === null || state.serviceIds.length === 0,
  });
  const usualDurations = useMemo(
    () =>
      (usual.data?.customerServiceDurations ?? []).filter(
        (d): d is typeof d & { calculatedDuration: number } => d.calculatedDuration != null,
      ),
    [usual.data],
  );
  const chosenServices = useMemo(
    () =>
      state.serviceIds
        .map((id) => place.data?.servicesAll.find((s) => s.id === id))
        .filter((s): s is NonNullable<typeof s> => !!s)
        .map((s) => {
          const known = usualDurations.find((d) => d.serviceId === s.id);
          return known ? { ...s, duration: known.calculatedDuration, standardDuration: s.duration } : s;
        }),
    [state.serviceIds, place.data, usualDurations],
  );

  const myEmployee = employees.find((e) => e.id === claims?.employeeId);
  const mayBookOutside = roleOf(claims) >= ROLES.admin || !!myEmployee?.canCreateBookingsOutOfTimetables;

  return {
    vendorId,
    setup,
    vendor,
    timezone,
    locations,
    employees,
    locationId,
    place,
    services,
    machines,
    chosenServices,
    usualDurations,
    mayBookOutside,
  };
}

export type FlowPlace = ReturnType<typeof useFlowPlace>;
