import { builder } from '../../builder.ts';
import { crudMutations } from '../common/index.ts';
import { idsAsLinks, LinkInput } from '../configuration/index.ts';
import { createWorkplace, deleteWorkplace, updateWorkplace, type WorkplaceFields } from './workplace.service.ts';
import { workplaceKind } from './workplace.type.ts';

const WorkplaceInput = builder.inputType('WorkplaceInput', {
  fields: (t) => ({
    name: t.string(),
    locationId: t.int(),
    employees: t.field({ type: [LinkInput] }),
    services: t.field({ type: [LinkInput] }),
    machineIds: t.intList(),
  }),
});

crudMutations(workplaceKind, {
  input: WorkplaceInput,
  create: (ctx, input: WorkplaceFields) => createWorkplace(ctx, input),
  update: updateWorkplace,
  remove: deleteWorkplace,
  relations: {
    Employees: (ctx, id, ids) => updateWorkplace(ctx, id, { employees: idsAsLinks(ids) }),
    Services: (ctx, id, ids) => updateWorkplace(ctx, id, { services: idsAsLinks(ids) }),
    Machines: (ctx, id, ids) => updateWorkplace(ctx, id, { machineIds: ids }),
  },
});
