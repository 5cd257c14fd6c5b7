// Vendor configuration through the running app: tenancy and roles for every kind, the §5
// validation rules, location states, price history, reorder atomicity, checks and counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { parseIcal } from '../../employees/__tests__/ical.test.ts';
import { dataUrl, jpeg, png } from '../../vendors/__tests__/images.ts';

// biome-ignore lint/suspicious/noExplicitAny: GraphQL results are asserted field by field.
type Json = Record<string, any>;

const ERRORS = `... on ValidationError { message errors } ... on NotFoundError { message } ... on ConflictError { message }`;
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);

describe('vendor configuration', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let adminB: string;
  const b: Record<string, number> = {};

  const gql = async (query: string, variables: Json = {}, token?: string, lang = 'en') => {
    const res = await t.gql<Json>(query, variables, token, lang);
    return res as { data?: Json; errors?: { message: string; extensions?: Json }[] };
  };
  /** Runs a mutation field returning a result union; returns the member. */
  const mutate = async (field: string, args: string, vars: Json, token: string, selection = 'id') => {
    const decl = Object.keys(vars)
      .map((k) => `$${k}: ${types[k] ?? 'Int!'}`)
      .join(', ');
    const res = await gql(
      `mutation${decl ? ` (${decl})` : ''} { ${field}${args ? `(${args})` : ''} { __typename ... on ${resultType[field] ?? 'Node'} { ${selection} } ${ERRORS} } }`,
      vars,
      token,
    );
    if (res.errors)
      return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code, message: res.errors[0]?.message };
    return res.data?.[field] as Json;
  };
  const types: Record<string, string> = {
    input: 'JSON',
    ids: '[Int!]!',
    services: '[ServiceOrderInput!]!',
    from: 'Date',
    scope: 'VendorScope!',
    amount: 'Int!',
    validFrom: 'Date',
  };
  const resultType: Record<string, string> = {};
  for (const kind of ['Location', 'Region', 'Workplace', 'Machine', 'MachineModel', 'Service', 'Employee', 'Vendor']) {
    for (const verb of ['create', 'update', 'set', 'close', 'add']) resultType[`${verb}${kind}`] = kind;
  }
  Object.assign(resultType, {
    createCategory: 'ServiceCategory',
    updateCategory: 'ServiceCategory',
    closeLocation: 'Location',
    addServicePrice: 'Service',
    setServicesOrder: 'MutationSetServicesOrderSuccess',
    signUpVendor: 'AuthPayload',
    activateLiveMode: 'Vendor',
    setMachineModelServices: 'MachineModel',
    setMachineWorkplaces: 'Machine',
  });
  for (const f of ['Location', 'Region', 'Workplace', 'Machine', 'MachineModel', 'Service', 'Category', 'Employee']) {
    resultType[`delete${f}`] = 'DeleteResult';
  }
  for (const f of [
    'setRegionLocations',
    'setWorkplaceEmployees',
    'setWorkplaceServices',
    'setMachineServices',
    'setServiceEmployees',
    'setServiceWorkplaces',
    'setEmployeeServices',
    'setEmployeeWorkplaces',
  ]) {
    resultType[f] = f.replace(/^set([A-Z][a-z]+).*/, '$1');
  }

  const create = async (kind: string, input: Json, token: string, selection = 'id') => {
    const inputType = kind === 'Category' ? 'CategoryInput' : `${kind}Input`;
    const res = await gql(
      `mutation ($input: ${inputType}!) { create${kind}(input: $input) { __typename ... on ${resultType[`create${kind}`]} { ${selection} } ${ERRORS} } }`,
      { input },
      token,
    );
    if (res.errors) return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code };
    return res.data?.[`create${kind}`] as Json;
  };
  const update = async (kind: string, id: number, input: Json, token: string, selection = 'id') => {
    const inputType = kind === 'Category' ? 'CategoryInput' : `${kind}Input`;
    const res = await gql(
      `mutation ($id: Int!, $input: ${inputType}!) { update${kind}(id: $id, input: $input) { __typename ... on ${resultType[`update${kind}`]} { ${selection} } ${ERRORS} } }`,
      { id, input },
      token,
    );
    if (res.errors) return { __typename: 'GraphQLError', code: res.errors[0]?.extensions?.code };
    return res.data?.[`update${kind}`] as Json;
  };
  const remove = (kind: string, id: number, token: string) => mutate(`delete${kind}`, 'id: $id', { id }, token);

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, staff } = await seedAndLogin(t));
    const signUp = await gql(
      `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ... on AuthPayload { token user { id role employeeId vendorId } } ${ERRORS} } }`,
      {
        input: {
          name: 'Beauté B Sàrl',
          publicName: 'Beauté B',
          email: 'hello@beaute-b.ch',
          phone: '+41 79 123 45 67',
          defaultLanguage: 'fr',
          firstname: 'Berta',
          lastname: 'Brun',
          password: 'secret1',
          adminEmail: 'berta@beaute-b.ch',
        },
      },
    );
    expect(signUp.data?.signUpVendor).toMatchObject({ __typename: 'AuthPayload', user: { role: 3 } });
    adminB = signUp.data!.signUpVendor.token;
    b.vendor = signUp.data!.signUpVendor.user.vendorId;
    b.ownEmployee = signUp.data!.signUpVendor.user.employeeId;
    b.region = (await create('Region', { name: 'Nord' }, adminB)).id;
    b.location = (await create('Location', { name: 'Bienne', shortName: 'BIE', regionId: b.region }, adminB)).id;
    b.workplace = (await create('Workplace', { name: 'Cabine', locationId: b.location }, adminB)).id;
    b.machineModel = (await create('MachineModel', { name: 'Laser' }, adminB)).id;
    b.machine = (
      await create('Machine', { name: 'Laser 1', locationId: b.location, machineModelId: b.machineModel }, adminB)
    ).id;
    b.category = (await create('Category', { icon: 'spa', names: [{ language: 'fr', name: 'Soins' }] }, adminB)).id;
    b.service = (
      await create(
        'Service',
        { names: [{ language: 'fr', name: 'Soin B' }], duration: 30, categoryId: b.category },
        adminB,
      )
    ).id;
    b.employee = (await create('Employee', { firstname: 'Bob', lastname: 'Bauer' }, adminB)).id;
    for (const [k, v] of Object.entries(b)) expect(v, k).toEqual(expect.any(Number));
  });
  afterAll(() => t.stop());

  describe('sign-up', () => {
    it('makes a unique slug, refuses taken values and validates the fields', async () => {
      const vendor = await gql(
        'query ($id: Int!) { vendor(id: $id) { slug publicName liveMode onboardingCompleted } }',
        { id: b.vendor },
        adminB,
      );
      expect(vendor.data?.vendor).toMatchObject({ slug: 'beaute-b', liveMode: false, onboardingCompleted: false });
      const again = await gql(
        `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ${ERRORS} } }`,
        {
          input: {
            name: 'beauté b sàrl',
            publicName: 'Beauté B',
            email: 'x',
            phone: '12',
            defaultLanguage: 'en',
            firstname: '',
            lastname: 'L',
            password: '123',
            adminEmail: 'berta@beaute-b.ch',
          },
        },
      );
      const errors = again.data?.signUpVendor.errors;
      expect(Object.keys(errors).sort()).toEqual(['email', 'firstname', 'phone']);
      const second = await gql(
        `mutation ($input: VendorSignUpInput!) { signUpVendor(input: $input) { __typename ${ERRORS} } }`,
        {
          input: {
            name: 'Beauté B Sàrl',
            publicName: 'beauté b',
            email: 'hello@beaute-b.ch',
            phone: '+41791234567',
            defaultLanguage: 'en',
            firstname: 'A',
            lastname: 'L',
            password: '123',
            adminEmail: 'BERTA@beaute-b.ch',
          },
        },
      );
      expect(Object.keys(second.data?.signUpVendor.errors).sort()).toEqual(
        ['adminEmail', 'email', 'name', 'password', 'phone', 'publicName'].sort(),
      );
      expect(second.data?.signUpVendor.errors.name).toHaveProperty('valueAlreadyRegistered');
      expect(second.data?.signUpVendor.errors.password).toHaveProperty('minLength');
    });

    it('answers the uniqueness look-ups: a non-empty list means taken', async () => {
      const look = async (args: string) =>
        (await gql(`query { vendors(${args}) { items { id } pagination { count } } }`)).data?.vendors.items.length;
      expect(await look('email: "HELLO@beaute-b.ch"')).toBe(1);
      expect(await look(`email: "hello@beaute-b.ch", id: ${b.vendor}`)).toBe(0);
      expect(await look('name: "Salon Démo SA"')).toBe(1);
      expect(await look('publicName: "Nobody"')).toBe(0);
      expect(await look('phone: "+41791234567"')).toBe(1); // compared compact
      expect(await look('phone: "+41 79 123 45 68"')).toBe(0);
    });
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

  describe('locations', () => {
    it('validates short name, unique name and slug per vendor, e-mail and phone', async () => {
      const bad = await create(
        'Location',
        { name: 'Lausanne Centre', shortName: 'TOOLONG', email: 'no', phone: 'abc' },
        admin,
      );
      expect(bad.errors).toMatchObject({
        shortName: { maxLength: expect.any(String) },
        email: { email: expect.any(String) },
        phone: { phone: expect.any(String) },
      });
      const dup = await create('Location', { name: 'lausanne centre', shortName: 'LC2', slug: 'geneve-rive' }, admin);
      expect(dup.errors).toMatchObject({
        name: { valueAlreadyRegistered: expect.any(String) },
        slug: { valueAlreadyRegistered: expect.any(String) },
      });
      // The same name is fine at another vendor.
      const ok = await create(
        'Location',
        { name: 'Bienne', shortName: 'BIEN', phone: '+41 32 555 01 01' },
        admin,
        'id slug open',
      );
      expect(ok).toMatchObject({ slug: 'bienne', open: true });
      b.aLocation = ok.id;
    });

    it('closes from a date, reopens, and deletes only after the closing date has passed', async () => {
      const id = b.aLocation!;
      const past = await mutate('closeLocation', 'id: $id, from: $from', { id, from: day(-3) }, admin, 'id');
      expect(past.errors.closedFrom).toBeDefined();
      const closed = await mutate(
        'closeLocation',
        'id: $id, from: $from',
        { id, from: day(10) },
        admin,
        'closedFrom open',
      );
      expect(closed).toMatchObject({ closedFrom: day(10), open: true });
      const verify = await gql('query ($id: Int!) { verifyDeleteLocation(id: $id) { canDelete } }', { id }, admin);
      expect(verify.data?.verifyDeleteLocation.canDelete).toBe(false);
      expect((await remove('Location', id, admin)).__typename).toBe('ConflictError');
      const reopened = await mutate(
        'closeLocation',
        'id: $id, from: $from',
        { id, from: null },
        admin,
        'closedFrom open',
      );
      expect(reopened).toMatchObject({ closedFrom: null, open: true });
      expect((await remove('Location', id, admin)).__typename).toBe('ConflictError');
      // Closed since yesterday: the closing date has passed.
      await t.app.services.prisma.location.update({
        where: { id },
        data: { closedFrom: new Date(`${day(-1)}T00:00:00Z`) },
      });
      const now = await gql(
        'query ($id: Int!) { location(id: $id) { open } verifyDeleteLocation(id: $id) { canDelete } }',
        { id },
        admin,
      );
      expect(now.data).toMatchObject({ location: { open: false }, verifyDeleteLocation: { canDelete: true } });
      expect(await remove('Location', id, admin)).toMatchObject({ __typename: 'DeleteResult', id });
      expect((await gql('query ($id: Int!) { location(id: $id) { id } }', { id }, admin)).data?.location).toBeNull();
      // Its name is free again.
      expect((await create('Location', { name: 'Bienne', shortName: 'BI' }, admin)).__typename).toBe('Location');
    });

    it('refuses to close a location from a date with bookings after it', async () => {
      const lausanne = (await gql('query { locationsAll { id slug } }', {}, admin)).data!.locationsAll.find(
        (l: Json) => l.slug === 'lausanne-centre',
      );
      const res = await mutate('closeLocation', 'id: $id, from: $from', { id: lausanne.id, from: day(1) }, admin, 'id');
      const bookings = await t.app.services.prisma.booking.count({
        where: {
          locationId: lausanne.id,
          status: 'OPEN',
          events: { some: { start: { gte: new Date(`${day(1)}T00:00:00Z`) } } },
        },
      });
      if (bookings) expect(res.errors.closedFrom).toHaveProperty('bookings');
      else expect(res.__typename).toBe('Location');
    });

    it('groups locations in regions and flags the configuration until it is complete', async () => {
      const errorsOf = async (token: string) =>
        (await gql('query { configurationErrors { regions { id keys } locations { id keys } } }', {}, token)).data!
          .configurationErrors;
      const empty = await create('Region', { name: 'Sud' }, adminB);
      expect((await errorsOf(adminB)).regions).toContainEqual({ id: empty.id, keys: ['configError.regionLocations'] });
      const loose = await create('Location', { name: 'Sion', shortName: 'SIO' }, adminB);
      expect((await errorsOf(adminB)).locations).toContainEqual({ id: loose.id, keys: ['configError.locationRegion'] });
      const set = await mutate(
        'setRegionLocations',
        'id: $id, ids: $ids',
        { id: empty.id, ids: [loose.id] },
        adminB,
        'locations { id }',
      );
      expect(set.locations).toEqual([{ id: loose.id }]);
      const after = await errorsOf(adminB);
      expect(after.regions.find((r: Json) => r.id === empty.id)).toBeUndefined();
      expect(after.locations.find((r: Json) => r.id === loose.id)).toBeUndefined();
      const dup = await create('Region', { name: 'sud' }, adminB);
      expect(dup.errors.name).toHaveProperty('valueAlreadyRegistered');
      const verify = await gql(
        'query ($id: Int!) { verifyDeleteRegion(id: $id) { canDelete dependencies { kind count } } }',
        { id: empty.id },
        adminB,
      );
      expect(verify.data?.verifyDeleteRegion.dependencies).toEqual([{ kind: 'locations', count: 1 }]);
    });
  });

  describe('services', () => {
    it('validates names, durations in multiples of 5 and parts', async () => {
      const bad = await create(
        'Service',
        {
          names: [],
          duration: 32,
          breakDuration: -5,
          clientExitDuration: 7,
          parts: [{ minutesFromStart: 0, duration: 40 }],
        },
        admin,
      );
      expect(bad.errors).toMatchObject({
        duration: { divider: expect.any(String) },
        breakDuration: { min: expect.any(String) },
        clientExitDuration: { divider: expect.any(String) },
      });
      const noName = await create('Service', { names: [], duration: 30 }, admin);
      expect(noName.errors.names).toHaveProperty('required');
      const blank = await create('Service', { names: [{ language: 'fr', name: ' ' }], duration: 0 }, admin);
      expect(blank.errors).toMatchObject({
        'names.0.name': { required: 'Required' },
        duration: { min: expect.any(String) },
      });
      const parts = await create(
        'Service',
        {
          names: [{ language: 'fr', name: 'P' }],
          duration: 60,
          parts: [
            { minutesFromStart: 0, duration: 30 },
            { minutesFromStart: 20, duration: 20 },
            { minutesFromStart: 50, duration: 15 },
          ],
        },
        admin,
      );
      expect(Object.keys(parts.errors).sort()).toEqual(['parts.1.minutesFromStart', 'parts.2.duration']);
      const ok = await create(
        'Service',
        {
          names: [
            { language: 'fr', name: 'Coloration douce' },
            { language: 'en', name: 'Soft colour' },
          ],
          duration: 90,
          breakDuration: 10,
          clientExitDuration: 5,
          parts: [
            { minutesFromStart: 60, duration: 30 },
            { minutesFromStart: 0, duration: 30 },
          ],
        },
        admin,
        'id name translations { language name } parts { minutesFromStart duration } performedOrder',
      );
      expect(ok).toMatchObject({ name: 'Soft colour', parts: [{ minutesFromStart: 0 }, { minutesFromStart: 60 }] });
      b.aService = ok.id;
    });

    it('keeps saved prices: a new price from a later date is added, the current one is the latest valid', async () => {
      const id = b.aService!;
      const first = await update(
        'Service',
        id,
        { prices: [{ amount: 9000, validFrom: day(0) }] },
        admin,
        'price prices { amount validFrom }',
      );
      expect(first).toMatchObject({ price: 9000, prices: [{ amount: 9000, validFrom: day(0) }] });
      const changed = await update('Service', id, { prices: [{ amount: 9500, validFrom: day(0) }] }, admin);
      expect(changed.errors['prices.0.amount']).toHaveProperty('priceChanged');
      const earlier = await mutate(
        'addServicePrice',
        'id: $id, amount: $amount, validFrom: $validFrom',
        { id, amount: 100, validFrom: day(-1) },
        admin,
      );
      expect(earlier.errors['prices.0.validFrom']).toBeDefined();
      const later = await mutate(
        'addServicePrice',
        'id: $id, amount: $amount, validFrom: $validFrom',
        { id, amount: 9900, validFrom: day(30) },
        admin,
        'price futurePrices { amount } prices { amount validFrom }',
      );
      expect(later).toMatchObject({ price: 9000, futurePrices: [{ amount: 9900 }] });
      expect(later.prices).toEqual([
        { amount: 9000, validFrom: day(0) },
        { amount: 9900, validFrom: day(30) },
      ]);
      // Re-sending the saved history unchanged is accepted and changes nothing.
      const same = await update(
        'Service',
        id,
        { prices: later.prices, duration: 60, parts: [] },
        admin,
        'prices { amount } duration',
      );
      expect(same).toMatchObject({ duration: 60, prices: [{ amount: 9000 }, { amount: 9900 }] });
    });

    it('a changed duration leaves existing bookings as they were', async () => {
      const event = await t.app.services.prisma.event.findFirstOrThrow({
        where: { serviceId: { not: null }, bookingId: { not: null } },
      });
      await update('Service', event.serviceId!, { duration: 120 }, admin);
      const after = await t.app.services.prisma.event.findUniqueOrThrow({ where: { id: event.id } });
      expect([after.start, after.end, after.effectiveDuration]).toEqual([
        event.start,
        event.end,
        event.effectiveDuration,
      ]);
    });

    it('reorders in one transaction: all or nothing', async () => {
      const order = async () =>
        (await gql('query { servicesAll { id performedOrder } }', {}, admin)).data!.servicesAll as Json[];
      const before = await order();
      const reversed = [...before].reverse().map((s, i) => ({ id: s.id, performedOrder: i }));
      const refused = await mutate(
        'setServicesOrder',
        'services: $services',
        { services: [...reversed, { id: b.service, performedOrder: 99 }] },
        admin,
        'data { id }',
      );
      expect(refused.__typename).toBe('ValidationError');
      expect(await order()).toEqual(before);
      const done = await mutate(
        'setServicesOrder',
        'services: $services',
        { services: reversed },
        admin,
        'data { id }',
      );
      expect(done.data.map((s: Json) => s.id)).toEqual(reversed.map((s) => s.id));
    });

    it('filters services by location (no workplaces, or a workplace there)', async () => {
      const locations = (await gql('query { locationsAll { id slug } }', {}, admin)).data!.locationsAll as Json[];
      const geneva = locations.find((l) => l.slug === 'geneve-rive')!.id;
      const all = (await gql('query { servicesAll { id workplaces { locationId } } }', {}, admin)).data!
        .servicesAll as Json[];
      const there = (
        await gql('query ($l: Int) { servicesAll(locationId: $l) { id } }', { l: geneva }, admin)
      ).data!.servicesAll.map((s: Json) => s.id);
      const expected = all
        .filter((s) => !s.workplaces.length || s.workplaces.some((w: Json) => w.locationId === geneva))
        .map((s) => s.id);
      expect(there.sort()).toEqual(expected.sort());
      expect(there).toContain(b.aService); // no workplaces
    });

    it('raises and clears the service configuration keys', async () => {
      const keys = async () =>
        (
          await gql('query { configurationErrors { services { id keys } } }', {}, admin)
        ).data!.configurationErrors.services.find((s: Json) => s.id === b.aService)?.keys ?? [];
      expect(await keys()).toEqual(['configError.serviceWorkplaces', 'configError.serviceEmployees']);
      const employees = (await gql('query { employeesAll { id } }', {}, admin)).data!.employeesAll as Json[];
      await mutate('setServiceEmployees', 'id: $id, ids: $ids', { id: b.aService, ids: [employees[0].id] }, admin);
      expect(await keys()).toEqual(['configError.serviceWorkplaces']);
      const workplaces = (await gql('query { workplacesAll { id } }', {}, admin)).data!.workplacesAll as Json[];
      await mutate('setServiceWorkplaces', 'id: $id, ids: $ids', { id: b.aService, ids: [workplaces[0].id] }, admin);
      expect(await keys()).toEqual([]);
    });
  });

  describe('employees', () => {
    it('creates an employee with a login, validates and sorts by full name', async () => {
      const bad = await create(
        'Employee',
        { firstname: '', lastname: 'X', email: 'admin@salon-demo.ch', password: '123' },
        admin,
      );
      expect(bad.errors).toMatchObject({ firstname: { required: expect.any(String) } });
      const taken = await create(
        'Employee',
        { firstname: 'Y', lastname: 'X', email: 'ADMIN@salon-demo.ch', password: '123' },
        admin,
      );
      expect(taken.errors).toMatchObject({
        email: { valueAlreadyRegistered: expect.any(String) },
        password: { minLength: expect.any(String) },
      });
      const noPassword = await create('Employee', { firstname: 'Y', lastname: 'X', email: 'y@salon-demo.ch' }, admin);
      expect(noPassword.errors.password).toHaveProperty('required');
      const created = await create(
        'Employee',
        {
          firstname: 'Élodie',
          lastname: 'Aebi',
          email: 'elodie@salon-demo.ch',
          password: 'secret1',
          role: 'STAFF',
          canCreateBookingsOutOfTimetables: true,
        },
        admin,
        'id user { role email } canCreateBookingsOutOfTimetables timetable',
      );
      expect(created).toMatchObject({
        user: { role: 2, email: 'elodie@salon-demo.ch' },
        canCreateBookingsOutOfTimetables: true,
        timetable: true,
      });
      b.aEmployee = created.id;
      const names = (await gql('query { employeesAll { name } }', {}, admin, 'fr')).data!.employeesAll.map(
        (e: Json) => e.name,
      );
      expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'fr')));
      expect(names.indexOf('Élodie Aebi')).toBeLessThan(names.indexOf('Emma Rochat'));
      const login = await gql(
        'mutation { login(usernameOrEmail: "elodie@salon-demo.ch", password: "secret1") { __typename } }',
      );
      expect(login.data?.login.__typename).toBe('AuthPayload');
    });

    it('raises and clears the employee configuration keys', async () => {
      const keys = async () =>
        (
          await gql('query { configurationErrors { employees { id keys } } }', {}, admin)
        ).data!.configurationErrors.employees.find((e: Json) => e.id === b.aEmployee)?.keys ?? [];
      expect(await keys()).toEqual(['configError.employeeServices', 'configError.employeeWorkplaces']);
      const workplaces = (await gql('query { workplacesAll { id services { serviceId } } }', {}, admin)).data!
        .workplacesAll as Json[];
      const empty = await create(
        'Workplace',
        {
          name: 'Réserve',
          locationId: (await gql('query { locationsAll { id } }', {}, admin)).data!.locationsAll[0].id,
        },
        admin,
      );
      await mutate('setEmployeeServices', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [b.aService] }, admin);
      await mutate('setEmployeeWorkplaces', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [empty.id] }, admin);
      expect(await keys()).toEqual(['configError.employeeServicesWorkplaces']);
      const shared = workplaces.find((w) => w.services.some((s: Json) => s.serviceId === b.aService))!;
      await mutate('setEmployeeWorkplaces', 'id: $id, ids: $ids', { id: b.aEmployee, ids: [shared.id] }, admin);
      expect(await keys()).toEqual([]);
      const wkeys = (
        await gql('query { configurationErrors { workplaces { id keys } } }', {}, admin)
      ).data!.configurationErrors.workplaces.find((w: Json) => w.id === empty.id)?.keys;
      expect(wkeys).toEqual(['configError.workplaceEmployees', 'configError.workplaceServices']);
    });

    it('cannot demote or delete oneself; deleting keeps the bookings and disables the login', async () => {
      const me =
        (await gql('query { me { employeeId } }', {}, admin)).data?.me?.employeeId ??
        (
          await t.app.services.prisma.user.findFirstOrThrow({
            where: { email: 'admin@salon-demo.ch' },
            include: { employee: true },
          })
        ).employee!.id;
      expect((await update('Employee', me, { role: 'STAFF' }, admin)).errors.role).toBeDefined();
      expect((await remove('Employee', me, admin)).__typename).toBe('ConflictError');
      const target = await t.app.services.prisma.employee.findFirstOrThrow({
        where: { user: { email: 'staff@salon-demo.ch' } },
        include: { events: true },
      });
      const verify = await gql(
        'query ($id: Int!) { verifyDeleteEmployee(id: $id) { canDelete dependencies { kind count } } }',
        { id: target.id },
        admin,
      );
      expect(verify.data?.verifyDeleteEmployee.canDelete).toBe(true);
      expect(verify.data?.verifyDeleteEmployee.dependencies.map((d: Json) => d.kind)).toContain('timetables');
      expect(await remove('Employee', target.id, admin)).toMatchObject({ __typename: 'DeleteResult' });
      expect(await t.app.services.prisma.event.count({ where: { employeeId: target.id } })).toBe(target.events.length);
      const names = (await gql('query { employeesAll { id } }', {}, admin)).data!.employeesAll.map((e: Json) => e.id);
      expect(names).not.toContain(target.id);
      const login = await gql(
        'mutation { login(usernameOrEmail: "staff@salon-demo.ch", password: "demo1234") { __typename } }',
      );
      expect(login.data?.login.__typename).not.toBe('AuthPayload');
    });

    it('serves a secret, revocable iCal feed of the employee events', async () => {
      const url = (await gql('query { employeeIcalUrl { url } }', {}, admin)).data!.employeeIcalUrl.url as string;
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      const lines = parseIcal(await res.text());
      expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
      // Events in the vendor's zone (local time with TZID), the zone defined once in the feed.
      const starts = lines.filter(([n]) => n.startsWith('DTSTART;'));
      expect(starts.length).toBeGreaterThan(0);
      for (const [name, value] of starts) {
        expect(name).toBe('DTSTART;TZID=Europe/Zurich');
        expect(value).toMatch(/^\d{8}T\d{6}$/);
      }
      expect(lines.filter(([n, v]) => n === 'TZID' && v === 'Europe/Zurich')).toHaveLength(1);
      expect((await gql('query { employeeIcalUrl(employeeId: 999999) { url } }', {}, staff)).errors).toBeDefined();
      const rotated = (await gql('mutation { rotateEmployeeIcalUrl { url } }', {}, admin)).data!.rotateEmployeeIcalUrl
        .url;
      expect(rotated).not.toBe(url);
      expect((await fetch(`${t.url}${url}`)).status).toBe(404);
      expect((await fetch(`${t.url}${rotated}`)).status).toBe(200);
    });
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

  describe('vendor settings', () => {
    const edit = (scope: string, input: Json, token = adminB, selection = 'id') =>
      gql(
        `mutation ($id: Int!, $scope: VendorScope!, $input: VendorInput!) { updateVendor(id: $id, scope: $scope, input: $input) { __typename ... on Vendor { ${selection} } ${ERRORS} } }`,
        { id: b.vendor, scope, input },
        token,
      ).then((r) => r.data?.updateVendor as Json);

    it('validates each scope', async () => {
      const booking0 = await edit('BOOKING', {
        minStart: 600,
        maxEnd: 540,
        capacityThreshold: 101,
        bookingSlotsPropositionInterval: 7,
        cancellationNotice: -1,
        displayType: 'month',
        timezone: 'Mars/Olympus',
      });
      const booking = booking0;
      expect(booking.errors).toMatchObject({
        capacityThreshold: { max: expect.any(String) },
        bookingSlotsPropositionInterval: { divider: expect.any(String) },
        cancellationNotice: { min: expect.any(String) },
        displayType: { excluded: expect.any(String) },
        timezone: { timezone: expect.any(String) },
      });
      expect((await edit('BOOKING', { minStart: 600, maxEnd: 540 })).errors.maxEnd).toHaveProperty('afterTime');
      const ok = await edit(
        'BOOKING',
        { minStart: 480, maxEnd: 1200, bookingSlotsPropositionInterval: 30 },
        adminB,
        'minStart maxEnd bookingSlotsPropositionInterval',
      );
      expect(ok).toMatchObject({ minStart: 480, maxEnd: 1200, bookingSlotsPropositionInterval: 30 });
      const legal = await edit('LEGAL', { name: 'Salon Démo SA', email: 'nope', phone: '123' });
      expect(legal.errors).toMatchObject({
        email: { email: expect.any(String) },
        phone: { phone: expect.any(String) },
      });
      expect((await edit('LEGAL', { name: 'Salon Démo SA' })).errors.name).toHaveProperty('valueAlreadyRegistered');
      const pub = await edit('PUBLIC', { calendarColor: 'blue', slug: 'Bad Slug', publicName: ' ' });
      expect(pub.errors).toMatchObject({
        calendarColor: { color: expect.any(String) },
        slug: { slug: expect.any(String) },
        publicName: { required: expect.any(String) },
      });
      const taken = await edit('PUBLIC', { slug: 'salon-demo', publicName: 'salon démo' });
      expect(taken.errors).toMatchObject({
        slug: { valueAlreadyRegistered: expect.any(String) },
        publicName: { valueAlreadyRegistered: expect.any(String) },
      });
      const fidelity = await edit('FIDELITY', { numberOfVisitForVoucher: 101, pointsPerChfConversion: -1 });
      expect(fidelity.errors).toMatchObject({
        numberOfVisitForVoucher: { max: expect.any(String) },
        pointsPerChfConversion: { min: expect.any(String) },
      });
      const saved = await edit(
        'PUBLIC',
        { calendarColor: '#AA3300', descriptions: [{ language: 'fr', description: 'Institut' }], name: 'ignored' },
        adminB,
        'calendarColor description name',
      );
      expect(saved).toMatchObject({ calendarColor: '#AA3300', description: 'Institut', name: 'Beauté B Sàrl' });
    });

    it('accepts a picture of at least 200×200 only', async () => {
      const small = await edit('PUBLIC', { picture: dataUrl(jpeg(640, 199), 'jpeg') });
      expect(small.errors.picture).toHaveProperty('min');
      expect((await edit('PUBLIC', { picture: 'data:image/png;base64,AAAA' })).errors.picture).toHaveProperty(
        'invalid',
      );
      const picture = dataUrl(png(200, 200));
      expect(await edit('PUBLIC', { picture }, adminB, 'picture')).toMatchObject({ picture });
    });

    it('completes onboarding after a location, a service and a timetable, then goes live for good', async () => {
      const status = async () =>
        (await gql('query { onboardingStatus { next completed liveMode } }', {}, adminB)).data!.onboardingStatus;
      expect(await status()).toMatchObject({ next: 'timetable', completed: false });
      expect((await edit('PUBLIC', { onboardingCompleted: true })).errors.onboardingCompleted).toBeDefined();
      expect((await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).__typename).toBe('ConflictError');
      const directory = async () =>
        (await gql('query { vendors { items { id } } }')).data!.vendors.items.map((v: Json) => v.id);
      expect(await directory()).not.toContain(b.vendor);
      await t.app.services.prisma.timetable.create({
        data: {
          vendorId: b.vendor!,
          employeeId: b.ownEmployee!,
          type: 'RECURRING',
          validFrom: new Date(`${day(0)}T00:00:00Z`),
        },
      });
      expect(await status()).toMatchObject({ next: null, completed: false });
      expect(await edit('PUBLIC', { onboardingCompleted: true }, adminB, 'onboardingCompleted')).toMatchObject({
        onboardingCompleted: true,
      });
      expect(await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).toMatchObject({ liveMode: true });
      expect(await directory()).toContain(b.vendor);
      expect(await mutate('activateLiveMode', '', {}, adminB, 'liveMode')).toMatchObject({ liveMode: true });
    });

    it('reads the SMS credit balance and the user list of its own vendor only', async () => {
      expect(
        (await gql('query { remainingSmsCredits { remainingCredits } }', {}, admin)).data?.remainingSmsCredits
          .remainingCredits,
      ).toEqual(expect.any(Number));
      expect(
        (
          await gql(
            'query ($v: Int) { remainingSmsCredits(vendorId: $v) { remainingCredits } }',
            { v: b.vendor },
            admin,
          )
        ).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const users = (await gql('query { vendorUserList { email role } }', {}, adminB)).data!.vendorUserList;
      expect(users).toEqual([{ email: 'berta@beaute-b.ch', role: 3 }]);
      expect((await gql('query { vendorUserList { email } }', {}, staff)).errors).toBeDefined();
    });
  });

  describe('notification counters', () => {
    it('counts changes made by others and resets when read', async () => {
      const staffB = await create(
        'Employee',
        { firstname: 'Sam', lastname: 'Staff', email: 'sam@beaute-b.ch', password: 'secret1' },
        adminB,
      );
      expect(staffB.__typename).toBe('Employee');
      const token = (
        await gql(
          'mutation { login(usernameOrEmail: "sam@beaute-b.ch", password: "secret1") { ... on AuthPayload { token } } }',
        )
      ).data!.login.token;
      const count = async (tk: string, c: string) =>
        (await gql('query { notificationCounters { collection count } }', {}, tk)).data!.notificationCounters.find(
          (n: Json) => n.collection === c,
        ).count;
      await create('Region', { name: 'Est' }, adminB);
      await create('Region', { name: 'Ouest' }, adminB);
      expect(await count(token, 'regions')).toBe(2);
      expect(await count(adminB, 'regions')).toBe(0); // own changes do not count
      const reset = await gql(
        'mutation { resetNotificationCounter(collection: regions) { collection count } }',
        {},
        token,
      );
      expect(reset.data?.resetNotificationCounter.find((n: Json) => n.collection === 'regions').count).toBe(0);
      expect(await count(admin, 'regions')).toBe(0); // another vendor's changes do not count
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
