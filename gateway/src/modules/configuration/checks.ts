// Configuration checks of spec §5, as pure functions over the vendor's configuration.
// Each returns, per collection, the entities in error with their configError.* keys.

export interface ConfigSnapshot {
  workplacesEnabled: boolean;
  machinesEnabled: boolean;
  services: { id: number; employeeIds: number[]; workplaceIds: number[] }[];
  employees: { id: number; timetablesEnabled: boolean; serviceIds: number[]; workplaceIds: number[] }[];
  workplaces: { id: number; employeeIds: number[]; serviceIds: number[] }[];
  regions: { id: number; locationIds: number[] }[];
  locations: { id: number; regionId: number | null }[];
  machines: { id: number; serviceIds: number[]; modelServiceIds: number[]; workplaceIds: number[] }[];
  closedDates: { id: number; locationIds: number[] }[];
}

export const CONFIG_COLLECTIONS = [
  'services',
  'employees',
  'workplaces',
  'regions',
  'locations',
  'machines',
  'closedDates',
] as const;
export type ConfigCollection = (typeof CONFIG_COLLECTIONS)[number];
export type ConfigErrors = Record<ConfigCollection, Map<number, string[]>>;

function collect<T extends { id: number }>(rows: T[], check: (row: T) => (string | false)[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const row of rows) {
    const keys = check(row).filter((k): k is string => !!k);
    if (keys.length) out.set(row.id, keys);
  }
  return out;
}

export function configurationErrors(c: ConfigSnapshot): ConfigErrors {
  const serviceWorkplaces = new Map(c.services.map((s) => [s.id, new Set(s.workplaceIds)]));
  const regionsInUse = c.regions.length > 0;
  return {
    services: collect(c.services, (s) => [
      c.workplacesEnabled && !s.workplaceIds.length && 'configError.serviceWorkplaces',
      !s.employeeIds.length && 'configError.serviceEmployees',
    ]),
    // Only employees with a timetable are checked.
    employees: collect(
      c.employees.filter((e) => e.timetablesEnabled),
      (e) => [
        !e.serviceIds.length && 'configError.employeeServices',
        c.workplacesEnabled && !e.workplaceIds.length && 'configError.employeeWorkplaces',
        c.workplacesEnabled &&
          e.serviceIds.some((id) => !e.workplaceIds.some((w) => serviceWorkplaces.get(id)?.has(w))) &&
          'configError.employeeServicesWorkplaces',
      ],
    ),
    workplaces: collect(c.workplaces, (w) => [
      !w.employeeIds.length && 'configError.workplaceEmployees',
      !w.serviceIds.length && 'configError.workplaceServices',
    ]),
    regions: collect(c.regions, (r) => [!r.locationIds.length && 'configError.regionLocations']),
    // A location without region is flagged once the vendor organises its locations in regions.
    locations: collect(c.locations, (l) => [regionsInUse && l.regionId == null && 'configError.locationRegion']),
    machines: collect(c.machines, (m) => [
      c.machinesEnabled && !m.modelServiceIds.length && 'configError.machineModelServices',
      !m.serviceIds.length && !m.modelServiceIds.length && 'configError.machineServices',
      !m.workplaceIds.length && 'configError.machineWorkplaces',
    ]),
    closedDates: collect(c.closedDates, (d) => [!d.locationIds.length && 'configError.closedDateLocations']),
  };
}
