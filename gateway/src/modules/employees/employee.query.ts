import { builder } from '../../builder.ts';
import { crudQueries } from '../common/index.ts';
import { verifyDeleteEmployee } from './employee.service.ts';
import { icalFeed, icalUrl } from './employee.ical.ts';
import { employeeKind, IcalLink } from './employee.type.ts';

crudQueries(employeeKind, verifyDeleteEmployee);

builder.queryFields((t) => ({
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
