import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import './caldav.jobs.ts';
import { connectCalendar, disconnectCalendar, syncCalendarNow } from './caldav.service.ts';

const ConnectCalendarInput = builder.inputType('ConnectCalendarInput', {
  fields: (t) => ({
    employeeId: t.int({ description: "Another employee's (admins only); default: the viewer's." }),
    serverUrl: t.string({ required: true, description: 'The CalDAV server, or the calendar itself (https://).' }),
    calendarUrl: t.string({
      description: 'A calendar of the account; default: the server URL if it is one, else the first.',
    }),
    username: t.string({ required: true }),
    password: t.string({ required: true, description: 'An app password is best; stored encrypted, never shown.' }),
  }),
});

builder.mutationFields((t) => ({
  connectCalendar: t.prismaField({
    type: 'CalendarConnection',
    errors: mutationErrors,
    authScopes: { staff: true },
    description:
      'Connects (or replaces) a CalDAV calendar after logging in to it; a first sync follows from the job queue.',
    args: { input: t.arg({ type: ConnectCalendarInput, required: true }) },
    resolve: (_query, _root, { input }, ctx) => connectCalendar(ctx, input),
  }),
  syncCalendar: t.prismaField({
    type: 'CalendarConnection',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Reads the busy times and writes the appointments now.',
    args: { employeeId: t.arg.int() },
    resolve: (_query, _root, args, ctx) => syncCalendarNow(ctx, args.employeeId),
  }),
  disconnectCalendar: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Disconnects the calendar: its busy times no longer block the employee.',
    args: { employeeId: t.arg.int() },
    resolve: (_root, args, ctx) => disconnectCalendar(ctx, args.employeeId),
  }),
}));
