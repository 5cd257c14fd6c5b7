import { builder } from '../../builder.ts';
import { availableDates, availableSlots } from '../../scheduling/index.ts';
import type { Context } from '../../context.ts';
import { Role } from '../../lib/roles.ts';
import { type AvailabilityRequest, loadAvailabilityInput } from './availability.loader.ts';

/**
 * Loads the engine's input for the viewer. Staff of the vendor see every slot (no cancellation
 * notice, no capacity threshold) and may name the customer; a customer's own record is used
 * otherwise (favourite employee, calculated durations).
 */
async function loadForViewer(ctx: Context, req: AvailabilityRequest) {
  const viewer = ctx.viewer;
  const staff = viewer != null && viewer.vendorId === req.vendorId && viewer.role >= Role.staff;
  const data = await loadAvailabilityInput(ctx.prisma, ctx.lang, {
    ...req,
    customerId: staff ? req.customerId : null,
    userId: staff ? null : (viewer?.userId ?? null),
  });
  if (staff) {
    data.settings = {
      ...data.settings,
      cancellationNoticeHours: 0,
      capacityThresholdPercent: 100,
      dailyServiceLimit: null,
    };
  }
  return data;
}

const ServiceRequestInput = builder.inputType('ServiceRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }), duration: t.int() }),
});

const AvailabilityRangeInput = builder.inputType('AvailabilityRangeInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    services: t.field({ type: [ServiceRequestInput], required: true }),
    dateFrom: t.field({ type: 'Date', required: true }),
    dateTo: t.field({ type: 'Date', required: true }),
    employeeId: t.int(),
    favoriteEmployeeOnly: t.boolean(),
    excludeEventIds: t.intList(),
    customerId: t.int(),
  }),
});

const AvailabilityDayInput = builder.inputType('AvailabilityDayInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    services: t.field({ type: [ServiceRequestInput], required: true }),
    date: t.field({ type: 'Date', required: true }),
    employeeId: t.int(),
    favoriteEmployeeOnly: t.boolean(),
    excludeEventIds: t.intList(),
    customerId: t.int(),
  }),
});

interface AvailableDateShape {
  date: string;
  slotCount: number;
  times: string[];
  offsets: string[];
  recommended: boolean[];
}

const AvailableDate = builder.objectRef<AvailableDateShape>('AvailableDate').implement({
  fields: (t) => ({
    date: t.expose('date', { type: 'Date' }),
    slotCount: t.exposeInt('slotCount'),
    times: t.exposeStringList('times', { description: 'Bookable start times, HH:mm in the vendor time zone.' }),
    offsets: t.exposeStringList('offsets', {
      description: 'UTC offset of each start (+02:00, +01:00): the repeated hour of a DST day appears twice.',
    }),
    recommended: t.exposeBooleanList('recommended', {
      description: 'Whether each start is one of the day’s recommended times (see Slot.recommended).',
    }),
  }),
});

interface AssignmentShape {
  serviceId: number;
  employeeId: number;
  workplaceId: number | null;
  machineId: number | null;
  start: number;
  end: number;
}

const SlotAssignment = builder.objectRef<AssignmentShape>('SlotAssignment').implement({
  fields: (t) => ({
    serviceId: t.exposeInt('serviceId'),
    employeeId: t.exposeInt('employeeId'),
    workplaceId: t.exposeInt('workplaceId', { nullable: true }),
    machineId: t.exposeInt('machineId', { nullable: true }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
  }),
});

const Slot = builder
  .objectRef<{
    start: number;
    end: number;
    time: string;
    offset: string;
    assignments: AssignmentShape[];
    recommended: boolean;
  }>('Slot')
  .implement({
    fields: (t) => ({
      start: t.expose('start', { type: 'DateTime' }),
      end: t.expose('end', { type: 'DateTime' }),
      time: t.exposeString('time'),
      offset: t.exposeString('offset', {
        description: 'UTC offset of the start (+02:00): tells the two occurrences of a repeated DST hour apart.',
      }),
      assignments: t.field({ type: [SlotAssignment], resolve: (s) => s.assignments }),
      recommended: t.exposeBoolean('recommended', {
        description:
          'One of the day’s best times (up to 3) for leaving no gap too short for a service: it touches a booking, a break or the start or end of the working day. Always false when the vendor turns recommendSlots off.',
      }),
    }),
  });

builder.queryFields((t) => ({
  availableDates: t.field({
    type: [AvailableDate],
    description: 'Dates of the range with at least one bookable start, and those starts.',
    args: { input: t.arg({ type: AvailabilityRangeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return availableDates(await loadForViewer(ctx, input));
    },
  }),
  availableSlots: t.field({
    type: [Slot],
    description: 'Every bookable start on one date with the resources that would serve each service.',
    args: { input: t.arg({ type: AvailabilityDayInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = await loadForViewer(ctx, { ...input, dateFrom: input.date, dateTo: input.date });
      return availableSlots(data, input.date);
    },
  }),
}));
