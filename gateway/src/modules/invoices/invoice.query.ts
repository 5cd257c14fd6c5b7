import { builder } from '../../builder.ts';
import { listInvoices, readableInvoice } from './invoice.service.ts';
import { InvoicePage, InvoiceStatusEnum } from './invoice.type.ts';

builder.queryFields((t) => ({
  invoices: t.field({
    type: InvoicePage,
    authScopes: { loggedIn: true },
    description: "Staff: the vendor's invoices; a customer: their own. Newest first.",
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      customerId: t.arg.int(),
      status: t.arg({ type: InvoiceStatusEnum }),
      dateFrom: t.arg({ type: 'Date' }),
      dateTo: t.arg({ type: 'Date' }),
      locationId: t.arg.int({ description: 'Staff: invoices of bookings at this location' }),
      employeeId: t.arg.int({ description: 'Staff: invoices of bookings with this employee' }),
    },
    resolve: (_root, args, ctx) => listInvoices(ctx, args),
  }),
  invoice: t.prismaField({
    type: 'Invoice',
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.int(), bookingId: t.arg.int() },
    resolve: (_query, _root, args, ctx) =>
      args.id != null
        ? readableInvoice(ctx, { id: args.id })
        : args.bookingId != null
          ? readableInvoice(ctx, { bookingId: args.bookingId })
          : null,
  }),
}));
