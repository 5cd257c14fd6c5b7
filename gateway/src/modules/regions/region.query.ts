import { crudQueries } from '../common/index.ts';
import { verifyDeleteRegion } from './region.service.ts';
import { regionKind } from './region.type.ts';

crudQueries(regionKind, verifyDeleteRegion);
