import { useQuery } from '@apollo/client/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { claimsAtom } from '../../../../lib/auth.ts';
import { DEFAULT_TIMEZONE } from '../../../../lib/zonedTime.ts';
import { today as todayIn } from '../../../../lib/calendar.ts';
import { employeesStateAtom } from '../../../../lib/persisted.ts';
import { employeesState } from '../../../../lib/staffPreload.ts';
import { AGENDA_SETUP_QUERY } from '../../operations.ts';

/** The vendor, its time zone and the columns the calendar can show (employees, workplaces, machines). */
export function useAgendaSetup() {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? 0;
  const setup = useQuery(AGENDA_SETUP_QUERY, { variables: { vendorId }, skip: !vendorId });
  const vendor = setup.data?.vendor ?? null;
  const timezone = vendor?.timezone ?? DEFAULT_TIMEZONE;
  // The employees kept locally (spec §3 'employees') stand in while the vendor's own list loads, so
  // the employee picker and the employee shown are there at once after a reload; kept up to date here.
  const [kept, setKept] = useAtom(employeesStateAtom);
  const loaded = setup.data?.employeesAll;
  useEffect(() => {
    if (!loaded || !vendorId) return;
    const next = employeesState(vendorId, loaded);
    // Kept as it was when nothing changed: a new object would draw the whole screen again.
    setKept((before) => (JSON.stringify(before) === JSON.stringify(next) ? before : next));
  }, [loaded, vendorId, setKept]);
  const keptEmployees = kept.vendorId === vendorId ? kept.employees : [];
  return {
    claims,
    vendorId,
    setup,
    vendor,
    timezone,
    today: todayIn(timezone),
    employees: loaded ?? keptEmployees,
    workplaces: setup.data?.workplacesAll ?? [],
    machines: setup.data?.machinesAll ?? [],
    locations: setup.data?.locationsAll ?? [],
  };
}

export type AgendaSetup = ReturnType<typeof useAgendaSetup>;
