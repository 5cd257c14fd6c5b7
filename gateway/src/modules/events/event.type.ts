import { builder } from '../../builder.ts';
import { BookingStatusEnum } from '../bookings/index.ts';
import type { CustomerServiceDuration } from './event.durations.ts';
import type { AgendaEventRow } from './event.service.ts';

export const EventKindEnum = builder.enumType('EventKind', { values: ['APPOINTMENT', 'PRIVATE'] as const });
export const EventColorEnum = builder.enumType('EventColor', {
  values: ['red', 'yellow', 'green', 'blueGreen', 'lightBlue', 'blue', 'primary', 'pink', 'gray'] as const,
});
export const CalendarViewTypeEnum = builder.enumType('CalendarViewType', {
  values: ['EMPLOYEE', 'WORKPLACE', 'MACHINE'] as const,
});
export const EventChangeTypeEnum = builder.enumType('EventChangeType', {
  values: ['CREATED', 'UPDATED', 'DELETED'] as const,
});

export const EventRef = builder.prismaObject('Event', {
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
    servicePartId: t.exposeInt('servicePartId', { nullable: true }),
    booking: t.relation('booking', { nullable: true }),
    manual: t.exposeBoolean('manual'),
    active: t.exposeBoolean('active'),
    effectiveDuration: t.exposeInt('effectiveDuration', { nullable: true }),
    summary: t.exposeString('summary'),
    color: t.exposeString('color', { nullable: true }),
    displayColor: t.field({
      type: EventColorEnum,
      description: "The event's colour, else its employee's, else primary.",
      select: { employee: { select: { color: true } } },
      resolve: (event) => event.color ?? event.employee?.color ?? 'primary',
    }),
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

/** The staff calendar's block of an event: flat, read in one statement (no per-event relations). */
export const AgendaEventRef = builder.objectRef<AgendaEventRow>('AgendaEvent').implement({
  description: 'An event as the staff calendar draws it; the details panel reads the rest when it opens.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: EventKindEnum }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    bookingId: t.exposeInt('bookingId', { nullable: true }),
    serviceId: t.exposeInt('serviceId', { nullable: true }),
    servicePartId: t.exposeInt('servicePartId', {
      nullable: true,
      description: 'The part of a service with processing time; its parts are one block in the calendar.',
    }),
    employeeId: t.exposeInt('employeeId', { nullable: true }),
    workplaceId: t.exposeInt('workplaceId', { nullable: true }),
    machineId: t.exposeInt('machineId', { nullable: true }),
    locationId: t.exposeInt('locationId', { nullable: true }),
    summary: t.exposeString('summary'),
    title: t.exposeString('title', {
      description: "The service's name in the viewer's language, else the summary.",
    }),
    customerName: t.exposeString('customerName', { nullable: true }),
    color: t.expose('color', {
      type: EventColorEnum,
      description: "The event's colour, else its employee's, else primary.",
    }),
    bookingStatus: t.expose('bookingStatus', { type: BookingStatusEnum, nullable: true }),
  }),
});

/** A service's standard duration beside a customer's calculated one (spec §5). */
export const CustomerServiceDurationRef = builder
  .objectRef<CustomerServiceDuration>('CustomerServiceDuration')
  .implement({
    fields: (t) => ({
      serviceId: t.exposeInt('serviceId'),
      standardDuration: t.exposeInt('standardDuration', { description: "The service's own duration, in minutes." }),
      fixedDuration: t.exposeBoolean('fixedDuration'),
      calculatedDuration: t.exposeInt('calculatedDuration', {
        nullable: true,
        description:
          "The customer's usual duration: median of past effective durations, rounded up to 5 minutes; null without any (or for a fixed duration).",
      }),
      pastCount: t.exposeInt('pastCount', { description: 'Past bookings of the service the median is taken over.' }),
    }),
  });
