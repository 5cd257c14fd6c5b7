import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENDA_SETUP_QUERY } from '../../features/agenda/operations.ts';
import { createApolloClient } from '../apollo.ts';
import { authStore, logout } from '../auth.ts';
import { employeesStateAtom } from '../persisted.ts';
import { preloadStaffData } from '../staffPreload.ts';

const employee = (id: number, name: string, timetablesEnabled = true) => ({
  __typename: 'Employee',
  id,
  name,
  color: null,
  timetablesEnabled,
});
const PRELOADED = {
  vendor: {
    __typename: 'Vendor',
    id: 7,
    timezone: 'Europe/Zurich',
    calendarLock: 0,
    displayType: 'planning',
    calendarColor: '#00796b',
    minStart: 480,
    workplacesEnabled: true,
    machinesEnabled: false,
  },
  locationsAll: [{ __typename: 'Location', id: 1, name: 'Lausanne Centre' }],
  regionsAll: [{ __typename: 'Region', id: 2, name: 'Vaud' }],
  servicesAll: [{ __typename: 'Service', id: 3, name: 'Coupe' }],
  categoriesAll: [{ __typename: 'ServiceCategory', id: 4, name: 'Coiffure' }],
  machinesAll: [],
  machineModelsAll: [],
  workplacesAll: [{ __typename: 'Workplace', id: 5, name: 'Poste 1', locationId: 1 }],
  employeesAll: [employee(11, 'Zoé Aebi'), employee(12, 'élodie Martin', false), employee(13, 'Anna Blanc')],
};

describe('staff preload (spec §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it("loads the vendor's data once, answers the calendar's setup from it and keeps the employees by name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: PRELOADED }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { client } = createApolloClient();
    await preloadStaffData(client, 7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.get(employeesStateAtom)).toEqual({
      vendorId: 7,
      employees: [
        { id: 13, name: 'Anna Blanc', color: null, timetablesEnabled: true },
        { id: 12, name: 'élodie Martin', color: null, timetablesEnabled: false },
        { id: 11, name: 'Zoé Aebi', color: null, timetablesEnabled: true },
      ],
    });
    // The calendar's first screen needs no request of its own.
    const setup = await client.query({ query: AGENDA_SETUP_QUERY, variables: { vendorId: 7 } });
    expect(setup.data?.employeesAll.map((e) => e.id)).toEqual([11, 12, 13]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
