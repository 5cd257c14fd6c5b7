import { crudQueries } from '../common/crud.ts';
import { verifyDeleteClosedDate } from './closed-date.service.ts';
import { closedDateKind } from './closed-date.type.ts';

crudQueries(closedDateKind, verifyDeleteClosedDate);
