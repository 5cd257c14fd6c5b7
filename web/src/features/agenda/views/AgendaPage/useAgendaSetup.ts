import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { claimsAtom } from '../../../../lib/auth.ts';
import { DEFAULT_TIMEZONE, today as todayIn } from '../../../../lib/format.ts';
import { AGENDA_SETUP_QUERY } from '../../operations.ts';

/** The vendor, its time zone and the columns the calendar can show (employees, workplaces, machines). */
export function useAgendaSetup() {
  const claims = useAtomValue(claimsAtom);
  const vendorId = claims?.vendorId ?? 0;
  const setup = useQuery(AGENDA_SETUP_QUERY, { variables: { vendorId }, skip: !vendorId });
  const vendor = setup.data?.vendor ?? null;
  const timezone = vendor?.timezone ?? DEFAULT_TIMEZONE;
  return {
    claims,
    vendorId,
    setup,
    vendor,
    timezone,
    today: todayIn(timezone),
    employees: setup.data?.employeesAll ?? [],
    workplaces: setup.data?.workplacesAll ?? [],
    machines: setup.data?.machinesAll ?? [],
    locations: setup.data?.locationsAll ?? [],
  };
}

export type AgendaSetup = ReturnType<typeof useAgendaSetup>;
