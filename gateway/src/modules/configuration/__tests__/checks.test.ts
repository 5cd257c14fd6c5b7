// Every configuration check key of spec §5: a case that raises it and one that clears it.
import { describe, expect, it } from 'vitest';
import { type ConfigSnapshot, configurationErrors } from '../checks.ts';

const ok: ConfigSnapshot = {
  workplacesEnabled: true,
  machinesEnabled: true,
  services: [{ id: 1, employeeIds: [1], workplaceIds: [10] }],
  employees: [{ id: 1, timetablesEnabled: true, serviceIds: [1], workplaceIds: [10] }],
  workplaces: [{ id: 10, employeeIds: [1], serviceIds: [1] }],
  regions: [{ id: 5, locationIds: [7] }],
  locations: [{ id: 7, regionId: 5 }],
  machines: [{ id: 3, serviceIds: [1], modelServiceIds: [1], workplaceIds: [10] }],
  closedDates: [{ id: 9, locationIds: [7] }],
};

const keysOf = (c: ConfigSnapshot) =>
  Object.fromEntries(Object.entries(configurationErrors(c)).map(([k, v]) => [k, Object.fromEntries(v)]));

describe('configuration checks', () => {
  it('reports nothing for a complete configuration', () => {
    for (const errors of Object.values(configurationErrors(ok))) expect(errors.size).toBe(0);
  });

  const cases: [string, string, (c: ConfigSnapshot) => ConfigSnapshot, number][] = [
    [
      'services',
      'configError.serviceWorkplaces',
      (c) => ({ ...c, services: [{ ...c.services[0]!, workplaceIds: [] }] }),
      1,
    ],
    [
      'services',
      'configError.serviceEmployees',
      (c) => ({ ...c, services: [{ ...c.services[0]!, employeeIds: [] }] }),
      1,
    ],
    [
      'employees',
      'configError.employeeServices',
      (c) => ({ ...c, employees: [{ ...c.employees[0]!, serviceIds: [] }] }),
      1,
    ],
    [
      'employees',
      'configError.employeeWorkplaces',
      (c) => ({ ...c, employees: [{ ...c.employees[0]!, workplaceIds: [] }] }),
      1,
    ],
    [
      'employees',
      'configError.employeeServicesWorkplaces',
      (c) => ({ ...c, employees: [{ ...c.employees[0]!, workplaceIds: [11] }] }),
      1,
    ],
    [
      'workplaces',
      'configError.workplaceEmployees',
      (c) => ({ ...c, workplaces: [{ ...c.workplaces[0]!, employeeIds: [] }] }),
      10,
    ],
    [
      'workplaces',
      'configError.workplaceServices',
      (c) => ({ ...c, workplaces: [{ ...c.workplaces[0]!, serviceIds: [] }] }),
      10,
    ],
    ['regions', 'configError.regionLocations', (c) => ({ ...c, regions: [{ id: 5, locationIds: [] }] }), 5],
    ['locations', 'configError.locationRegion', (c) => ({ ...c, locations: [{ id: 7, regionId: null }] }), 7],
    [
      'machines',
      'configError.machineModelServices',
      (c) => ({ ...c, machines: [{ ...c.machines[0]!, modelServiceIds: [] }] }),
      3,
    ],
    [
      'machines',
      'configError.machineServices',
      (c) => ({ ...c, machines: [{ ...c.machines[0]!, modelServiceIds: [], serviceIds: [] }] }),
      3,
    ],
    [
      'machines',
      'configError.machineWorkplaces',
      (c) => ({ ...c, machines: [{ ...c.machines[0]!, workplaceIds: [] }] }),
      3,
    ],
    ['closedDates', 'configError.closedDateLocations', (c) => ({ ...c, closedDates: [{ id: 9, locationIds: [] }] }), 9],
  ];

  it.each(cases)('%s: %s is raised, and cleared once fixed', (collection, key, breakIt, id) => {
    expect(keysOf(breakIt(ok))[collection]?.[id]).toContain(key);
    expect(keysOf(ok)[collection]?.[id]).toBeUndefined();
  });

  it('checks workplaces and machine models only when those features are enabled', () => {
    const off = { ...ok, workplacesEnabled: false, machinesEnabled: false };
    const broken = {
      ...off,
      services: [{ id: 1, employeeIds: [1], workplaceIds: [] }],
      employees: [{ id: 1, timetablesEnabled: true, serviceIds: [1], workplaceIds: [] }],
      machines: [{ id: 3, serviceIds: [1], modelServiceIds: [], workplaceIds: [10] }],
    };
    const errors = configurationErrors(broken);
    expect(errors.services.size + errors.employees.size + errors.machines.size).toBe(0);
  });

  it('checks employees only when they have a timetable', () => {
    const c = { ...ok, employees: [{ id: 1, timetablesEnabled: false, serviceIds: [], workplaceIds: [] }] };
    expect(configurationErrors(c).employees.size).toBe(0);
  });

  it('flags a location without region only once regions are used', () => {
    const c = { ...ok, regions: [], locations: [{ id: 7, regionId: null }] };
    expect(configurationErrors(c).locations.size).toBe(0);
  });
});
