import { crudQueries } from '../common/crud.ts';
import { verifyDeleteRegion } from './region.service.ts';
import { regionKind } from './region.type.ts';

crudQueries(regionKind, verifyDeleteRegion);
