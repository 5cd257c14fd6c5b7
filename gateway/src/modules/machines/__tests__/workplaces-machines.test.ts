// Workplaces, machines and machine models: names per location, relations, dependencies (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import { configurationApp, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate, create, update, remove } = app;
  let adminB: string;
  beforeAll(() => {
    ({ adminB } = app);
  });

  describe('workplaces, machines and models', () => {
    it('validates names per location and relations, and reports dependencies before deletion', async () => {
      const dup = await create('Workplace', { name: 'cabine', locationId: b.location }, adminB);
      expect(dup.errors.name).toHaveProperty('valueAlreadyRegistered');
      const machine = await update('Machine', b.machine, { workplaceIds: [b.workplace] }, adminB, 'workplaces { id }');
      expect(machine.workplaces).toEqual([{ id: b.workplace }]);
      const mkeys = async () =>
        (
          await gql('query { configurationErrors { machines { id keys } } }', {}, adminB)
        ).data!.configurationErrors.machines.find((m: Json) => m.id === b.machine)?.keys ?? [];
      expect(await mkeys()).toEqual(['configError.machineServices']);
      await mutate(
        'updateVendor',
        'id: $id, scope: $scope, input: {machinesEnabled: true}',
        { id: b.vendor, scope: 'BOOKING' },
        adminB,
        'machinesEnabled',
      );
      expect(await mkeys()).toEqual(['configError.machineModelServices', 'configError.machineServices']);
      await mutate(
        'setMachineModelServices',
        'id: $id, ids: $ids',
        { id: b.machineModel, ids: [b.service] },
        adminB,
        'serviceIds',
      );
      expect(await mkeys()).toEqual([]);
      const model = await gql(
        'query ($id: Int!) { verifyDeleteMachineModel(id: $id) { canDelete dependencies { kind count } } }',
        { id: b.machineModel },
        adminB,
      );
      expect(model.data?.verifyDeleteMachineModel).toEqual({
        canDelete: false,
        dependencies: [
          { kind: 'machines', count: 1 },
          { kind: 'services', count: 1 },
        ],
      });
      expect((await remove('MachineModel', b.machineModel, adminB)).__typename).toBe('ConflictError');
      const wp = await gql(
        'query ($id: Int!) { verifyDeleteWorkplace(id: $id) { canDelete dependencies { kind count } } }',
        { id: b.workplace },
        adminB,
      );
      expect(wp.data?.verifyDeleteWorkplace.dependencies).toEqual([{ kind: 'machines', count: 1 }]);
      const elsewhere = await create('Location', { name: 'Thoune', shortName: 'THU' }, adminB);
      const wrong = await create(
        'Machine',
        { name: 'L2', locationId: elsewhere.id, machineModelId: b.machineModel, workplaceIds: [b.workplace] },
        adminB,
      );
      expect(wrong.errors.workplaceIds).toBeDefined();
    });
  });
});
