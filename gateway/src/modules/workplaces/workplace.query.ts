import { crudQueries } from '../common/index.ts';
import { verifyDeleteWorkplace } from './workplace.service.ts';
import { workplaceKind } from './workplace.type.ts';

crudQueries(workplaceKind, verifyDeleteWorkplace);
