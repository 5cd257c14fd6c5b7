import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { closeBooking, updateInvoiceLines } from './invoice.service.ts';
import { CloseBookingInputRef, InvoiceInputRef } from './invoice.type.ts';

builder.mutationFields((t) => ({
  updateInvoice: t.prismaField({
    type: 'Invoice',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Replaces the lines (prices, quantities, discounts) while the booking is open.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: InvoiceInputRef, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => updateInvoiceLines(ctx, id, input.lines),
  }),
  closeBooking: t.prismaField({
    type: 'Booking',
    errors: mutationErrors,
    authScopes: { staff: true },
    description: 'Closes an open booking as executed or no-show with its payments, in one transaction.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CloseBookingInputRef, required: true }) },
    resolve: (_query, _root, { id, input }, ctx) => closeBooking(ctx, id, input),
  }),
}));
