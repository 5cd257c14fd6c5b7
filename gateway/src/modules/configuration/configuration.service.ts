// Loads the vendor's configuration in one batch and runs the checks of spec §5 on it. Computed on
// each read, so the result reflects every change as soon as it is committed.
import type { VendorDb } from '../../db/scoped.ts';
import { type ConfigErrors, configurationErrors } from './checks.ts';

export async function loadConfigurationErrors(db: VendorDb, vendorId: number): Promise<ConfigErrors> {
  const activeEmployee = { employee: { deletedAt: null } };
  const activeService = { service: { deletedAt: null } };
  const [vendor, services, employees, workplaces, regions, locations, machines, closedDates] = await Promise.all([
    db.vendor.findUniqueOrThrow({
      where: { id: vendorId },
      select: { workplacesEnabled: true, machinesEnabled: true },
    }),
    db.service.findMany({
      where: { vendorId, deletedAt: null },
      select: {
        id: true,
        employees: { where: activeEmployee, select: { employeeId: true } },
        workplaces: { select: { workplaceId: true } },
      },
    }),
    db.employee.findMany({
      where: { vendorId, deletedAt: null },
      select: {
        id: true,
        timetablesEnabled: true,
        services: { where: activeService, select: { serviceId: true } },
        workplaces: { select: { workplaceId: true } },
      },
    }),
    db.workplace.findMany({
      where: { vendorId, location: { deletedAt: null } },
      select: {
        id: true,
        employees: { where: activeEmployee, select: { employeeId: true } },
        services: { where: activeService, select: { serviceId: true } },
      },
    }),
    db.region.findMany({
      where: { vendorId },
      select: { id: true, locations: { where: { deletedAt: null }, select: { id: true } } },
    }),
    db.location.findMany({ where: { vendorId, deletedAt: null }, select: { id: true, regionId: true } }),
    db.machine.findMany({
      where: { vendorId, location: { deletedAt: null } },
      select: {
        id: true,
        services: { where: activeService, select: { serviceId: true } },
        machineModel: { select: { services: { where: activeService, select: { serviceId: true } } } },
        workplaces: { select: { id: true } },
      },
    }),
    db.closedDate.findMany({ where: { vendorId }, select: { id: true, locations: { select: { id: true } } } }),
  ]);
  return configurationErrors({
    ...vendor,
    services: services.map((s) => ({
      id: s.id,
      employeeIds: s.employees.map((e) => e.employeeId),
      workplaceIds: s.workplaces.map((w) => w.workplaceId),
    })),
    employees: employees.map((e) => ({
      id: e.id,
      timetablesEnabled: e.timetablesEnabled,
      serviceIds: e.services.map((s) => s.serviceId),
      workplaceIds: e.workplaces.map((w) => w.workplaceId),
    })),
    workplaces: workplaces.map((w) => ({
      id: w.id,
      employeeIds: w.employees.map((e) => e.employeeId),
      serviceIds: w.services.map((s) => s.serviceId),
    })),
    regions: regions.map((r) => ({ id: r.id, locationIds: r.locations.map((l) => l.id) })),
    locations,
    machines: machines.map((m) => ({
      id: m.id,
      serviceIds: m.services.map((s) => s.serviceId),
      modelServiceIds: m.machineModel.services.map((s) => s.serviceId),
      workplaceIds: m.workplaces.map((w) => w.id),
    })),
    closedDates: closedDates.map((d) => ({ id: d.id, locationIds: d.locations.map((l) => l.id) })),
  });
}
