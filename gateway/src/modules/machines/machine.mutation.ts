import { builder } from '../../builder.ts';
import { crudMutations } from '../common/index.ts';
import { idsAsLinks, LinkInput } from '../configuration/index.ts';
import {
  createMachine,
  createMachineModel,
  deleteMachine,
  deleteMachineModel,
  type MachineFields,
  type MachineModelFields,
  updateMachine,
  updateMachineModel,
} from './machine.service.ts';
import { machineKind, machineModelKind } from './machine.type.ts';

const MachineInput = builder.inputType('MachineInput', {
  fields: (t) => ({
    name: t.string(),
    locationId: t.int(),
    machineModelId: t.int(),
    workplaceIds: t.intList(),
    services: t.field({ type: [LinkInput] }),
  }),
});

const MachineModelInput = builder.inputType('MachineModelInput', {
  fields: (t) => ({ name: t.string(), serviceIds: t.intList() }),
});

crudMutations(machineKind, {
  input: MachineInput,
  create: (ctx, input: MachineFields) => createMachine(ctx, input),
  update: updateMachine,
  remove: deleteMachine,
  relations: {
    Workplaces: (ctx, id, ids) => updateMachine(ctx, id, { workplaceIds: ids }),
    Services: (ctx, id, ids) => updateMachine(ctx, id, { services: idsAsLinks(ids) }),
  },
});

crudMutations(machineModelKind, {
  input: MachineModelInput,
  create: (ctx, input: MachineModelFields) => createMachineModel(ctx, input),
  update: updateMachineModel,
  remove: deleteMachineModel,
  relations: { Services: (ctx, id, ids) => updateMachineModel(ctx, id, { serviceIds: ids }) },
});
