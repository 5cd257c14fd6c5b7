import { builder } from '../../builder.ts';
import { crudMutations } from '../common/index.ts';
import {
  type ClosedDateInput as ClosedDateFields,
  createClosedDate,
  deleteClosedDate,
  updateClosedDate,
} from './closed-date.service.ts';
import { closedDateKind } from './closed-date.type.ts';

const ClosedDateInput = builder.inputType('ClosedDateInput', {
  fields: (t) => ({ date: t.field({ type: 'Date' }), description: t.string(), locationIds: t.intList() }),
});

crudMutations(closedDateKind, {
  input: ClosedDateInput,
  create: (ctx, input: ClosedDateFields) => createClosedDate(ctx, input),
  update: updateClosedDate,
  remove: deleteClosedDate,
});
