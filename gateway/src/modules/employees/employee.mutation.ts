import { builder } from '../../builder.ts';
import { crudMutations, LanguageEnum } from '../common/index.ts';
import { idsAsLinks, LinkInput } from '../configuration/index.ts';
import { EventColorEnum } from '../events/index.ts';
import { createEmployee, deleteEmployee, type EmployeeFields, updateEmployee } from './employee.service.ts';
import { revokeIcal, rotateIcal } from './employee.ical.ts';
import { AccountRoleEnum, employeeKind, IcalLink } from './employee.type.ts';

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
    loginEnabled: t.boolean({ description: "Off: the employee's login can no longer sign in, and its sessions end." }),
    language: t.field({ type: LanguageEnum }),
    services: t.field({ type: [LinkInput] }),
    workplaces: t.field({ type: [LinkInput] }),
  }),
});

crudMutations(employeeKind, {
  input: EmployeeInput,
  create: (ctx, input: EmployeeFields) => createEmployee(ctx, input),
  update: updateEmployee,
  remove: deleteEmployee,
  relations: {
    Services: (ctx, id, ids) => updateEmployee(ctx, id, { services: idsAsLinks(ids) }),
    Workplaces: (ctx, id, ids) => updateEmployee(ctx, id, { workplaces: idsAsLinks(ids) }),
  },
});

builder.mutationFields((t) => ({
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
