import { crudQueries } from '../common/crud.ts';
import { verifyDeleteLocation } from './location.service.ts';
import { locationKind } from './location.type.ts';

crudQueries(locationKind, verifyDeleteLocation);
