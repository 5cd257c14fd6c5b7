import { crudQueries } from '../common/index.ts';
import { verifyDeleteMachine, verifyDeleteMachineModel } from './machine.service.ts';
import { machineKind, machineModelKind } from './machine.type.ts';

crudQueries(machineKind, verifyDeleteMachine);
crudQueries(machineModelKind, verifyDeleteMachineModel);
