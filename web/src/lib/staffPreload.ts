import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql/index.ts';
import type { StaffPreloadQuery } from '../gql/graphql.ts';
import { authStore } from './auth.ts';
import { type EmployeesState, employeesStateAtom } from './persisted.ts';

// Spec §4 "Preloaded for staff": right after a staff login, the vendor and its locations, regions,
// services, categories, machines, machine models, workplaces and employees load in one request. The
// calendar's setup reads the same fields, so the first screen after the login is answered from the
// cache; the staff frame's sidebar draws its entries from them at once (live mode: "New booking";
// workplaces, machines, regions), then verifies each configuration (its configuration warnings).
export const STAFF_PRELOAD_QUERY = graphql(`
  query StaffPreload($vendorId: Int!) {
    vendor(id: $vendorId) {
      ...StaffVendorFields @unmask
      liveMode
    }
    locationsAll {
      id
      name
    }
    regionsAll {
      id
      name
    }
    servicesAll {
      id
      name
    }
    categoriesAll {
      id
      name
    }
    machinesAll {
      id
      name
      locationId
    }
    machineModelsAll {
      id
      name
    }
    workplacesAll {
      id
      name
      locationId
    }
    employeesAll {
      id
      name
      color
      timetablesEnabled
    }
  }
`);

/** The vendor's employees as kept under 'employees' (spec §3 "Persisted locally"), by name. */
export function employeesState(vendorId: number, employees: StaffPreloadQuery['employeesAll']): EmployeesState {
  const sorted = [...employees].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return {
    vendorId,
    employees: sorted.map(({ id, name, color, timetablesEnabled }) => ({ id, name, color, timetablesEnabled })),
  };
}

/** Loads the staff's data after the login and keeps the vendor's employees locally; a failure only waits for the screens' own loads. */
export async function preloadStaffData(client: ApolloClient, vendorId: number): Promise<void> {
  const { data } = await client.query({
    query: STAFF_PRELOAD_QUERY,
    variables: { vendorId },
    fetchPolicy: 'network-only',
  });
  if (data) authStore.set(employeesStateAtom, employeesState(vendorId, data.employeesAll));
}
