// The relation rows with a preference, as exposed on services, employees, workplaces and machines.
import { builder } from '../../builder.ts';
import { PreferenceEnum } from './links.ts';

builder.prismaObject('EmployeeService', {
  fields: (t) => ({
    employeeId: t.exposeInt('employeeId'),
    serviceId: t.exposeInt('serviceId'),
    preference: t.expose('preference', { type: PreferenceEnum }),
    employee: t.relation('employee'),
    service: t.relation('service'),
  }),
});

builder.prismaObject('EmployeeWorkplace', {
  fields: (t) => ({
    employeeId: t.exposeInt('employeeId'),
    workplaceId: t.exposeInt('workplaceId'),
    preference: t.expose('preference', { type: PreferenceEnum }),
    locationId: t.int({
      select: { workplace: { select: { locationId: true } } },
      resolve: (l) => l.workplace.locationId,
    }),
    employee: t.relation('employee'),
    workplace: t.relation('workplace'),
  }),
});

builder.prismaObject('ServiceWorkplace', {
  fields: (t) => ({
    serviceId: t.exposeInt('serviceId'),
    workplaceId: t.exposeInt('workplaceId'),
    preference: t.expose('preference', { type: PreferenceEnum }),
    locationId: t.int({
      select: { workplace: { select: { locationId: true } } },
      resolve: (l) => l.workplace.locationId,
    }),
    service: t.relation('service'),
    workplace: t.relation('workplace'),
  }),
});

builder.prismaObject('ServiceMachine', {
  fields: (t) => ({
    serviceId: t.exposeInt('serviceId'),
    machineId: t.exposeInt('machineId'),
    preference: t.expose('preference', { type: PreferenceEnum }),
    service: t.relation('service'),
    machine: t.relation('machine'),
  }),
});
