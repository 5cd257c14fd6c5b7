import { crudQueries } from '../common/index.ts';
import { verifyDeleteClosedDate } from './closed-date.service.ts';
import { closedDateKind } from './closed-date.type.ts';

crudQueries(closedDateKind, verifyDeleteClosedDate);
