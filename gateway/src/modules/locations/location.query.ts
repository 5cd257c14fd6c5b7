import { crudQueries } from '../common/index.ts';
import { verifyDeleteLocation } from './location.service.ts';
import { locationKind } from './location.type.ts';

crudQueries(locationKind, verifyDeleteLocation);
