import { builder } from '../../builder.ts';
import { findConnection, listConnections } from './caldav.service.ts';

builder.queryFields((t) => ({
  calendarConnection: t.prismaField({
    type: 'CalendarConnection',
    nullable: true,
    authScopes: { staff: true },
    description: "The viewer's connected calendar (or, for an admin, an employee's); null when none.",
    args: { employeeId: t.arg.int() },
    resolve: (_query, _root, args, ctx) => findConnection(ctx, args.employeeId),
  }),
  calendarConnections: t.prismaField({
    type: ['CalendarConnection'],
    authScopes: { admin: true },
    description: "The vendor's connected calendars.",
    resolve: (_query, _root, _args, ctx) => listConnections(ctx),
  }),
}));
