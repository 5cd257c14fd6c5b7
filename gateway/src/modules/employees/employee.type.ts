import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { crudKind } from '../common/index.ts';
import { EventColorEnum } from '../events/index.ts';
import { employeeWorkLocationIds, homeLocationId, sortByName } from './employee.service.ts';

/** Staff of the employee's vendor (the admin screens and the calendar read these). */
const sameVendorStaff = (employee: { vendorId: number }, _args: unknown, ctx: Context) =>
  ctx.viewer?.vendorId === employee.vendorId && (ctx.viewer?.role ?? -1) >= 2;

export const EmployeeRef = builder.prismaObject('Employee', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    name: t.string({ resolve: (e) => `${e.firstname} ${e.lastname}` }),
    color: t.expose('color', { type: EventColorEnum }),
    position: t.exposeInt('position'),
    timetablesEnabled: t.exposeBoolean('timetablesEnabled'),
    timetable: t.boolean({ description: 'Truthy when timetables are enabled.', resolve: (e) => e.timetablesEnabled }),
    canSetTimetable: t.exposeBoolean('canSetTimetable', { description: 'Can set own timetables.' }),
    canSetOwnTimetables: t.exposeBoolean('canSetTimetable'),
    canCreateBookingsOutOfTimetables: t.exposeBoolean('canCreateBookingsOutOfTimetables'),
    vendorId: t.exposeInt('vendorId'),
    userId: t.exposeInt('userId', { nullable: true, authScopes: sameVendorStaff }),
    user: t.relation('user', { nullable: true, authScopes: sameVendorStaff }),
    services: t.relation('services', {
      authScopes: sameVendorStaff,
      query: () => ({ where: { service: { deletedAt: null } } }),
    }),
    serviceIds: t.intList({
      select: { services: { where: { service: { deletedAt: null } }, select: { serviceId: true } } },
      resolve: (e) => e.services.map((s) => s.serviceId),
    }),
    workLocationIds: t.intList({
      nullable: true,
      authScopes: sameVendorStaff,
      description: "Locations of the employee's workplaces (first by name); null when the vendor uses no workplaces.",
      resolve: (e, _args, ctx) => employeeWorkLocationIds(ctx, e.id),
    }),
    workplaces: t.relation('workplaces', {
      authScopes: sameVendorStaff,
      query: () => ({ where: { workplace: { location: { deletedAt: null } } } }),
    }),
    homeLocationId: t.int({
      nullable: true,
      authScopes: sameVendorStaff,
      description:
        "Where the employee works: most ranges of today's recurring timetable, else the first workplace (a new booking starts there).",
      resolve: (e, _args, ctx) => homeLocationId(ctx, e.id),
    }),
  }),
});

export const IcalLink = builder.objectRef<{ url: string }>('IcalLink').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Path of the secret iCalendar feed.' }) }),
});
export const AccountRoleEnum = builder.enumType('AccountRole', { values: ['STAFF', 'ADMIN'] as const });

/** Employees not deleted, sorted by full name in the collation of the request language. */
export const employeeKind = crudKind({
  type: 'Employee',
  ref: EmployeeRef,
  plural: 'employees',
  model: 'employee',
  where: () => ({ deletedAt: null }),
  sort: (rows, ctx) => sortByName(rows, ctx.lang),
});
