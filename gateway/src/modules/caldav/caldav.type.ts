import { builder } from '../../builder.ts';

export const CalendarConnectionRef = builder.prismaObject('CalendarConnection', {
  description:
    "An employee's own calendar (CalDAV): her appointments are written there and its busy times block her availability. The password is never shown.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    employeeId: t.exposeInt('employeeId'),
    provider: t.exposeString('provider', { description: '"caldav".' }),
    serverUrl: t.exposeString('serverUrl'),
    calendarUrl: t.exposeString('calendarUrl', { description: 'The calendar written to and read from.' }),
    calendarName: t.exposeString('calendarName'),
    username: t.exposeString('username'),
    lastSyncAt: t.expose('lastSyncAt', { type: 'DateTime', nullable: true, description: 'The last successful sync.' }),
    lastSyncError: t.exposeString('lastSyncError', {
      nullable: true,
      description: 'Why the last sync failed (cleared by the next successful one).',
    }),
    busyCount: t.exposeInt('busyCount', { description: 'Busy times read at the last sync.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
