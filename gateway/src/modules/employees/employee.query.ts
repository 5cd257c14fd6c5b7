import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { paginate, PAGE_SIZES, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import { EventColorEnum } from '../events/event.type.ts';
import { LanguageEnum } from '../common/scalars.ts';
import { idsAsLinks, LinkInput } from '../configuration/links.ts';
import {
  createEmployee,
  deleteEmployee,
  type EmployeeFields,
  icalFeed,
  icalUrl,
  revokeIcal,
  rotateIcal,
  sortByName,
  updateEmployee,
  verifyDeleteEmployee,
} from './employee.service.ts';
import { EmployeeRef } from './employee.type.ts';

const EmployeePage = pageType('Employee', EmployeeRef);
const IcalLink = builder.objectRef<{ url: string }>('IcalLink').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Path of the secret iCalendar feed.' }) }),
});
export const AccountRoleEnum = builder.enumType('AccountRole', { values: ['STAFF', 'ADMIN'] as const });

const EmployeeInput = builder.inputType('EmployeeInput', {
  description: 'Fields left out keep their value on update. An e-mail gives the employee a login.',
  fields: (t) => ({
    firstname: t.string(),
    lastname: t.string(),
    color: t.field({ type: EventColorEnum }),
    position: t.int(),
    timetablesEnabled: t.boolean(),
    canSetTimetable: t.boolean(),
    canCreateBookingsOutOfTimetables: t.boolean(),
    email: t.string(),
    password: t.string(),
    role: t.field({ type: AccountRoleEnum }),
    language: t.field({ type: LanguageEnum }),
    services: t.field({ type: [LinkInput] }),
    workplaces: t.field({ type: [LinkInput] }),
  }),
});

/** Employees of the viewer's vendor sorted by full name (collation of the request language). */
const sorted = async (ctx: Parameters<typeof icalUrl>[0]) =>
  sortByName(await ctx.vendorDb().employee.findMany({ where: { deletedAt: null } }), ctx.lang);

builder.queryFields((t) => ({
  employeesAll: t.field({
    type: [EmployeeRef],
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => sorted(ctx),
  }),
  employees: t.field({
    type: EmployeePage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const all = await sorted(ctx);
      return paginate(
        args,
        PAGE_SIZES.default,
        async () => all.length,
        async ({ skip, take }) => all.slice(skip, skip + take),
      );
    },
  }),
  employee: t.prismaField({
    type: 'Employee',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().employee.findFirst({ ...query, where: { id: args.id, deletedAt: null } }),
  }),
  verifyDeleteEmployee: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteEmployee(ctx, args.id),
  }),
  employeeIcalUrl: t.field({
    type: IcalLink,
    authScopes: { staff: true },
    description: 'The secret iCal subscription path of the viewer (or, for an admin, of any employee).',
    args: { employeeId: t.arg.int() },
    resolve: async (_root, args, ctx) => ({ url: await icalUrl(ctx, args.employeeId) }),
  }),
  employeeIcalFeed: t.string({
    nullable: true,
    description: 'The iCalendar text of a secret feed token; null when unknown or revoked.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => icalFeed(ctx, args.token),
  }),
}));

const relations: Record<string, (ids: number[]) => EmployeeFields> = {
  setEmployeeServices: (ids) => ({ services: idsAsLinks(ids) }),
  setEmployeeWorkplaces: (ids) => ({ workplaces: idsAsLinks(ids) }),
};

builder.mutationFields((t) => ({
  createEmployee: t.prismaField({
    type: 'Employee',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: EmployeeInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .employee.findUniqueOrThrow({ ...query, where: { id: (await createEmployee(ctx, args.input)).id } }),
  }),
  updateEmployee: t.prismaField({
    type: 'Employee',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: EmployeeInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().employee.findUniqueOrThrow({
        ...query,
        where: { id: (await updateEmployee(ctx, args.id, args.input)).id },
      }),
  }),
  ...Object.fromEntries(
    Object.entries(relations).map(([name, fields]) => [
      name,
      t.prismaField({
        type: 'Employee',
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { id: t.arg.int({ required: true }), ids: t.arg.intList({ required: true }) },
        resolve: async (query, _root, args, ctx) =>
          ctx.vendorDb().employee.findUniqueOrThrow({
            ...query,
            where: { id: (await updateEmployee(ctx, args.id, fields(args.ids))).id },
          }),
      }),
    ]),
  ),
  deleteEmployee: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteEmployee(ctx, args.id),
  }),
  rotateEmployeeIcalUrl: t.field({
    type: IcalLink,
    authScopes: { staff: true },
    description: 'Revokes the current iCal link and returns a new one.',
    args: { employeeId: t.arg.int() },
    resolve: async (_root, args, ctx) => ({ url: await rotateIcal(ctx, args.employeeId) }),
  }),
  revokeEmployeeIcalUrl: t.boolean({
    authScopes: { staff: true },
    args: { employeeId: t.arg.int() },
    resolve: (_root, args, ctx) => revokeIcal(ctx, args.employeeId),
  }),
}));
