import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { PAGE_SIZES, paginate, pageType } from '../common/pagination.ts';
import { DeleteResult, VerifyDeleteResult } from '../common/results.ts';
import {
  bookingsOnClosedDate,
  createClosedDate,
  deleteClosedDate,
  updateClosedDate,
  verifyDeleteClosedDate,
} from './closed-date.service.ts';

export const ClosedDateRef = builder.prismaObject('ClosedDate', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.expose('date', { type: 'Date' }),
    description: t.exposeString('description'),
    locations: t.relation('locations', { query: () => ({ orderBy: [{ name: 'asc' }, { id: 'asc' }] }) }),
    locationIds: t.intList({
      select: { locations: { select: { id: true } } },
      resolve: (c) => c.locations.map((l) => l.id),
    }),
    bookingsCount: t.int({
      description: 'Open bookings still on this day at its locations (to move or cancel).',
      select: { date: true, locations: { select: { id: true } } },
      resolve: (c, _args, ctx) => bookingsOnClosedDate(ctx, c),
    }),
  }),
});

const ClosedDatePage = pageType('ClosedDate', ClosedDateRef);
// Upcoming first, then the past ones, most recent first.
const order = [{ date: 'desc' as const }, { id: 'asc' as const }];
const where = (locationId?: number | null, past?: boolean | null) => ({
  ...(locationId ? { locations: { some: { id: locationId } } } : {}),
  ...(past === false ? { date: { gte: new Date(new Date().toISOString().slice(0, 10)) } } : {}),
});

const ClosedDateInput = builder.inputType('ClosedDateInput', {
  fields: (t) => ({ date: t.field({ type: 'Date' }), description: t.string(), locationIds: t.intList() }),
});

builder.queryFields((t) => ({
  closedDatesAll: t.prismaField({
    type: ['ClosedDate'],
    authScopes: { staff: true },
    args: { locationId: t.arg.int(), past: t.arg.boolean() },
    resolve: (query, _root, args, ctx) =>
      ctx.vendorDb().closedDate.findMany({ ...query, where: where(args.locationId, args.past), orderBy: order }),
  }),
  closedDates: t.field({
    type: ClosedDatePage,
    authScopes: { staff: true },
    args: { page: t.arg.int(), limit: t.arg.int(), locationId: t.arg.int(), past: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      paginate(
        args,
        PAGE_SIZES.default,
        () => ctx.vendorDb().closedDate.count({ where: where(args.locationId, args.past) }),
        (w) =>
          ctx.vendorDb().closedDate.findMany({
            where: where(args.locationId, args.past),
            include: { locations: true },
            orderBy: order,
            ...w,
          }),
      ),
  }),
  closedDate: t.prismaField({
    type: 'ClosedDate',
    nullable: true,
    authScopes: { staff: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.vendorDb().closedDate.findFirst({ ...query, where: { id: args.id } }),
  }),
  verifyDeleteClosedDate: t.field({
    type: VerifyDeleteResult,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => verifyDeleteClosedDate(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createClosedDate: t.prismaField({
    type: 'ClosedDate',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ClosedDateInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .closedDate.findUniqueOrThrow({ ...query, where: { id: (await createClosedDate(ctx, args.input)).id } }),
  }),
  updateClosedDate: t.prismaField({
    type: 'ClosedDate',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ClosedDateInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().closedDate.findUniqueOrThrow({
        ...query,
        where: { id: (await updateClosedDate(ctx, args.id, args.input)).id },
      }),
  }),
  deleteClosedDate: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteClosedDate(ctx, args.id),
  }),
}));
