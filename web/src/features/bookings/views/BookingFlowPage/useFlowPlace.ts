import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ROLES, claimsAtom, roleOf } from '../../../../lib/auth.ts';
import type { FlowState } from '../../flowState.ts';
import {
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
  const chosenServices = useMemo(
    () =>
      state.serviceIds
        .map((id) => place.data?.servicesAll.find((s) => s.id === id))
        .filter((s): s is NonNullable<typeof s> => !!s),
    [state.serviceIds, place.data],
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
    mayBookOutside,
  };
}

export type FlowPlace = ReturnType<typeof useFlowPlace>;
