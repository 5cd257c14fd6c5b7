import { builder } from '../../builder.ts';
import { crudMutations } from '../common/index.ts';
import { createRegion, deleteRegion, type RegionFields, setRegionLocations, updateRegion } from './region.service.ts';
import { regionKind } from './region.type.ts';

const RegionInput = builder.inputType('RegionInput', {
  fields: (t) => ({ name: t.string(), locationIds: t.intList() }),
});

crudMutations(regionKind, {
  input: RegionInput,
  create: (ctx, input: RegionFields) => createRegion(ctx, input),
  update: updateRegion,
  remove: deleteRegion,
  relations: { Locations: setRegionLocations },
});
