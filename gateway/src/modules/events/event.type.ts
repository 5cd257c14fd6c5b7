import { builder } from '../../builder.ts';

export const EventKindEnum = builder.enumType('EventKind', { values: ['APPOINTMENT', 'PRIVATE'] as const });
export const EventChangeTypeEnum = builder.enumType('EventChangeType', {
  values: ['CREATED', 'UPDATED', 'DELETED'] as const,
});

builder.prismaObject('Event', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: EventKindEnum }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    customerStart: t.expose('customerStart', { type: 'DateTime' }),
    customerEnd: t.expose('customerEnd', { type: 'DateTime' }),
    bookingId: t.exposeInt('bookingId', { nullable: true }),
    employeeId: t.exposeInt('employeeId', { nullable: true }),
    employee: t.relation('employee', { nullable: true }),
    serviceId: t.exposeInt('serviceId', { nullable: true }),
    service: t.relation('service', { nullable: true }),
    workplaceId: t.exposeInt('workplaceId', { nullable: true }),
    machineId: t.exposeInt('machineId', { nullable: true }),
    locationId: t.exposeInt('locationId', { nullable: true }),
    summary: t.exposeString('summary'),
    color: t.exposeString('color', { nullable: true }),
    customerName: t.string({
      nullable: true,
      select: { booking: { select: { customer: { select: { firstname: true, lastname: true } } } } },
      resolve: (event) => {
        const customer = event.booking?.customer;
        return customer ? `${customer.firstname} ${customer.lastname}` : null;
      },
    }),
  }),
});
