import { builder } from '../../builder.ts';
import { DeleteResult, mutationErrors } from '../common/index.ts';
import { bookingVendorDb } from './core/booking.access.ts';
import { cancelBooking } from './cancel/booking.cancel.ts';
import { confirmBooking } from './change/booking.confirm.ts';
import { createBooking } from './create/booking.create.ts';
import { deleteBooking } from './cancel/booking.delete.ts';
import { updateBooking } from './change/booking.update.ts';

/** One requested event of a booking (create, update, verify). */
export const BookingEventInput = builder.inputType('BookingEventInput', {
  fields: (t) => ({
    serviceId: t.int({ required: true }),
    employeeId: t.int({ required: true }),
    workplaceId: t.int(),
    machineId: t.int(),
    start: t.field({ type: 'DateTime' }),
    localStart: t.string({ description: 'Wall-clock "YYYY-MM-DD HH:mm" in the vendor time zone, instead of start.' }),
  }),
});

const LegalConditionInput = builder.inputType('LegalConditionInput', {
  fields: (t) => ({ id: t.int({ required: true }), accepted: t.boolean({ required: true }) }),
});

export const CreateBookingInput = builder.inputType('CreateBookingInput', {
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    customerId: t.int(),
    comment: t.string(),
    privateComment: t.string(),
    events: t.field({ type: [BookingEventInput], required: true }),
    legalConditions: t.field({ type: [LegalConditionInput] }),
  }),
});

builder.mutationField('createBooking', (t) =>
  t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateBookingInput, required: true }) },
    resolve: async (_query, _root, { input }, ctx) => {
      // The row the transaction wrote; read again with the planned query by planned-rows.ts.
      return createBooking(ctx, input);
    },
  }),
);

const ExpressBookingInput = builder.inputType('ExpressBookingInput', {
  description: 'A quick staff booking; the customer may be left out (walk-in).',
  fields: (t) => ({
    vendorId: t.int({ required: true }),
    locationId: t.int({ required: true }),
    customerId: t.int(),
    comment: t.string(),
    privateComment: t.string(),
    events: t.field({ type: [BookingEventInput], required: true }),
  }),
});

const UpdateBookingInput = builder.inputType('UpdateBookingInput', {
  fields: (t) => ({
    events: t.field({ type: [BookingEventInput], required: true }),
    comment: t.string(),
    privateComment: t.string(),
    email: t.boolean({ description: 'Tell the customer by e-mail.' }),
  }),
});

builder.mutationFields((t) => ({
  createExpressBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { input: t.arg({ type: ExpressBookingInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const booking = await createBooking(ctx, input, 'EXPRESS');
      return ctx.vendorDb().booking.findUniqueOrThrow({ ...query, where: { id: booking.id } });
    },
  }),
  updateBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Moves a booking or changes its services; its own events do not conflict.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateBookingInput, required: true }) },
    resolve: async (query, _root, { id, input }, ctx) => {
      await updateBooking(ctx, id, input);
      return ctx.vendorDb().booking.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  cancelBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { loggedIn: true },
    description: "A customer cancels their own booking outside the cancellation notice; staff any of their vendor's.",
    args: {
      id: t.arg.int({ required: true }),
      message: t.arg.string(),
      byCustomer: t.arg.boolean({
        description:
          "Staff: cancelled at the customer's request (a customer's own cancellation always is); within the cancellation notice it counts as a late cancellation.",
      }),
    },
    resolve: async (query, _root, { id, message, byCustomer }, ctx) => {
      const booking = await cancelBooking(ctx, id, message, undefined, byCustomer ?? false);
      return bookingVendorDb(ctx, booking.vendorId).booking.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  confirmBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: "Staff confirm a booking held for the salon's confirmation (PENDING becomes OPEN).",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      await confirmBooking(ctx, id);
      return ctx.vendorDb().booking.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteBooking: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteBooking(ctx, id),
  }),
}));
