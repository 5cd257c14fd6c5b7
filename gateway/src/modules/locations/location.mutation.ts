import { builder } from '../../builder.ts';
import { mutationErrors } from '../common/errors.type.ts';
import { DeleteResult } from '../common/results.ts';
import { closeLocation, createLocation, deleteLocation, updateLocation } from './location.service.ts';

export const LocationInput = builder.inputType('LocationInput', {
  description: 'Fields left out keep their value on update; a slug is made from the name when empty.',
  fields: (t) => ({
    name: t.string(),
    shortName: t.string(),
    slug: t.string(),
    regionId: t.int(),
    closedFrom: t.field({ type: 'Date' }),
    street: t.string(),
    zip: t.string(),
    city: t.string(),
    phone: t.string(),
    email: t.string(),
    isPublic: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  createLocation: t.prismaField({
    type: 'Location',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: LocationInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .location.findUniqueOrThrow({ ...query, where: { id: (await createLocation(ctx, args.input)).id } }),
  }),
  updateLocation: t.prismaField({
    type: 'Location',
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: LocationInput, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      ctx
        .vendorDb()
        .location.findUniqueOrThrow({ ...query, where: { id: (await updateLocation(ctx, args.id, args.input)).id } }),
  }),
  closeLocation: t.prismaField({
    type: 'Location',
    errors: mutationErrors,
    authScopes: { admin: true },
    description: 'Closes the location from a date (today or later); null reopens it.',
    args: { id: t.arg.int({ required: true }), from: t.arg({ type: 'Date' }) },
    resolve: async (query, _root, args, ctx) =>
      ctx.vendorDb().location.findUniqueOrThrow({
        ...query,
        where: { id: (await closeLocation(ctx, args.id, args.from ?? null)).id },
      }),
  }),
  deleteLocation: t.field({
    type: DeleteResult,
    errors: mutationErrors,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteLocation(ctx, args.id),
  }),
}));
