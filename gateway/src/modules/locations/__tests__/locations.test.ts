// Locations: rules of spec §5, states (open, closed from, deleted) and tenancy (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { configurationApp, day, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate, create, remove } = app;
  let t: TestApp;
  let admin: string;
  let adminB: string;
  beforeAll(() => {
    ({ t, admin, adminB } = app);
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
});
