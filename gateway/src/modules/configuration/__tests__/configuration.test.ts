// Tenancy and roles for every configuration kind, by GraphQL and by the REST generic calls (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { configurationApp, type Json } from './configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate, create, update, remove } = app;
  let t: TestApp;
  let admin: string;
  let staff: string;
  let adminB: string;
  beforeAll(() => {
    ({ t, admin, staff, adminB } = app);
  });

  describe('authorization', () => {
    const kinds: [string, string, string][] = [
      ['Location', 'location', 'location'],
      ['Region', 'region', 'region'],
      ['Workplace', 'workplace', 'workplace'],
      ['Machine', 'machine', 'machine'],
      ['MachineModel', 'machineModel', 'machineModel'],
      ['Service', 'service', 'service'],
      ['Category', 'category', 'category'],
      ['Employee', 'employee', 'employee'],
    ];

    it.each(kinds)('an admin of another vendor can neither read nor change a %s by id', async (kind, one, key) => {
      const id = b[key]!;
      const read = await gql(`query ($id: Int!) { ${one}(id: $id) { id } }`, { id }, admin);
      expect(read.data?.[one]).toBeNull();
      const verify = await gql(`query ($id: Int!) { verifyDelete${kind}(id: $id) { canDelete } }`, { id }, admin);
      expect(verify.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await update(kind, id, {}, admin)).__typename).toBe('NotFoundError');
      expect((await remove(kind, id, admin)).__typename).toBe('NotFoundError');
      const all = await gql(`query { ${kind === 'Category' ? 'categories' : `${one}s`}All { id } }`, {}, admin);
      expect(all.data?.[`${kind === 'Category' ? 'categories' : `${one}s`}All`].map((r: Json) => r.id)).not.toContain(
        id,
      );
      // Still there for its own vendor.
      expect((await gql(`query ($id: Int!) { ${one}(id: $id) { id } }`, { id }, adminB)).data?.[one]).toEqual({ id });
    });

    it('refuses to link another vendor ids and to edit another vendor', async () => {
      const res = await create(
        'Service',
        { names: [{ language: 'fr', name: 'X' }], duration: 30, employees: [{ id: b.employee }] },
        admin,
      );
      expect(res.__typename).toBe('ValidationError');
      expect(res.errors.employees).toBeDefined();
      const region = await create('Region', { name: 'Steal', locationIds: [b.location] }, admin);
      expect(region.errors.locationIds).toBeDefined();
      const vendor = await mutate(
        'updateVendor',
        'id: $id, scope: $scope, input: {publicName: "Hacked"}',
        { id: b.vendor, scope: 'PUBLIC' },
        admin,
      );
      expect(vendor.__typename).toBe('NotFoundError');
      const privateRead = await gql(
        'query ($id: Int!) { vendor(id: $id) { publicName smsCredits } }',
        { id: b.vendor },
        admin,
      );
      expect(privateRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const publicRead = await gql('query ($id: Int!) { vendor(id: $id) { publicName } }', { id: b.vendor });
      expect(publicRead.data?.vendor.publicName).toBe('Beauté B');
    });

    it('lets staff read the configuration but not change it', async () => {
      for (const list of [
        'locationsAll',
        'regionsAll',
        'workplacesAll',
        'machinesAll',
        'machineModelsAll',
        'servicesAll',
        'categoriesAll',
        'employeesAll',
      ]) {
        const res = await gql(`query { ${list} { id } }`, {}, staff);
        expect(res.errors, list).toBeUndefined();
        expect(res.data?.[list].length, list).toBeGreaterThan(0);
      }
      const locations = (await gql('query { locationsAll { id } }', {}, staff)).data!.locationsAll;
      const refused = [
        await create('Location', { name: 'S', shortName: 'S' }, staff),
        await update('Location', locations[0].id, { name: 'S' }, staff),
        await create('Region', { name: 'S' }, staff),
        await create('Workplace', { name: 'S', locationId: locations[0].id }, staff),
        await create('MachineModel', { name: 'S' }, staff),
        await create('Service', { names: [{ language: 'fr', name: 'S' }], duration: 30 }, staff),
        await create('Category', { icon: 'x', names: [{ language: 'fr', name: 'S' }] }, staff),
        await create('Employee', { firstname: 'S', lastname: 'S' }, staff),
        await mutate('setServicesOrder', 'services: $services', { services: [] }, staff, 'data { id }'),
        await mutate('activateLiveMode', '', {}, staff),
        await remove('Location', locations[0].id, staff),
      ];
      for (const r of refused) expect(r).toMatchObject({ code: 'FORBIDDEN' });
      const guest = await gql('query { servicesAll { id } }');
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
  describe('REST', () => {
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${t.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };

    it('serves the generic calls of every kind with the spec envelope', async () => {
      for (const kind of [
        'locations',
        'regions',
        'workplaces',
        'machines',
        'machine-models',
        'services',
        'categories',
        'employees',
      ]) {
        const all = await call('GET', `/${kind}/all.json`, adminB);
        expect(all.status, kind).toBe(200);
        const page = await call('GET', `/${kind}.json?limit=1`, adminB);
        expect(page.body.pagination, kind).toMatchObject({ current_page: 1, limit: 1, count: all.body.data.length });
        expect((await call('GET', `/${kind}/${all.body.data[0].id}.json`, admin)).status, kind).toBe(404);
      }
      const created = await call('POST', '/locations.json', adminB, {
        data: { name: 'Morges', short_name: 'MOR', id: 5, vendor: {} },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ short_name: 'MOR', slug: 'morges', closed_from: null });
      const invalid = await call('PUT', `/locations/${created.body.data.id}.json`, adminB, { short_name: 'MORGES' });
      expect(invalid.status).toBe(422);
      expect(invalid.body.data.errors.shortName).toBeDefined();
      expect((await call('POST', `/locations/verify-delete/${created.body.data.id}.json`, adminB)).body.data).toEqual({
        can_delete: false,
        dependencies: [],
      });
      expect((await call('POST', '/locations.json', staff, { name: 'X', short_name: 'X' })).status).toBe(403);
      expect((await call('POST', '/employees/set-services/1.json', adminB, { services: [1] })).status).toBe(404);
    });

    it('serves the vendor calls', async () => {
      expect((await call('GET', `/vendors.json?email=hello@beaute-b.ch&app_id=1`)).body.data).toHaveLength(1);
      expect(
        (await call('GET', `/vendors.json?email=hello@beaute-b.ch&id=${b.vendor}&app_id=1`)).body.data,
      ).toHaveLength(0);
      expect((await call('GET', `/vendors/${b.vendor}`)).body.data).toMatchObject({
        slug: 'beaute-b',
        public_name: 'Beauté B',
      });
      expect((await call('GET', `/vendors/${b.vendor}.json`, admin)).status).toBe(403);
      const credits = await call('GET', `/short-messages/get-remaining-credits.json?vendor_id=${b.vendor}`, adminB);
      expect(credits.body.data).toEqual({ remaining_credits: 0 });
      const put = await call('PUT', `/vendors/${b.vendor}?scope=FIDELITY`, adminB, {
        data: { number_of_visit_for_voucher: 8 },
      });
      expect(put.body.data.number_of_visit_for_voucher).toBe(8);
      const signUp = await call('POST', '/vendors.json', undefined, {
        name: 'C SA',
        public_name: 'Salon C',
        email: 'c@c.ch',
        phone: '',
        default_language: 'en',
        employees: [{ firstname: 'C', lastname: 'C', user: { email: 'boss@c.ch', password: 'secret1' } }],
      });
      expect(signUp.status).toBe(201);
      expect(signUp.body.data.token).toEqual(expect.any(String));
      const ical = await call('GET', '/employees/ical-url', adminB);
      expect(ical.body.data.url).toMatch(/^\/api\/employees\/ical\/.+\.ics$/);
      const services = (await call('GET', '/services/all.json', adminB)).body.data as Json[];
      const order = await call('PUT', '/services/set-services-order.json', adminB, {
        services: services.map((s, i) => ({ id: s.id, performed_order: services.length - i })),
      });
      expect(order.status).toBe(200);
    });
  });
});
