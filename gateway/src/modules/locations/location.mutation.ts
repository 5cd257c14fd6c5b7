import { builder } from '../../builder.ts';
import { crudMutations, mutationErrors } from '../common/index.ts';
import {
  closeLocation,
  createLocation,
  deleteLocation,
  type LocationFields,
  updateLocation,
} from './location.service.ts';
import { locationKind } from './location.type.ts';

const LocationInput = builder.inputType('LocationInput', {
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

crudMutations(locationKind, {
  input: LocationInput,
  create: (ctx, input: LocationFields) => createLocation(ctx, input),
  update: updateLocation,
  remove: deleteLocation,
});

builder.mutationField('closeLocation', (t) =>
  t.prismaField({
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
);
