// Services: rules of spec §5, price history, relations and reorder atomicity (vendor configuration through the running app).
import { beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { login } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';
import { configurationApp, day, type Json } from '../../configuration/__tests__/configuration-app.ts';

describe('vendor configuration', () => {
  const app = configurationApp();
  const { b, gql, mutate, create, update } = app;
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = app);
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

    it('names a service in each language the salon wrote, else in its default language, saying which', async () => {
      const service = await create(
        'Service',
        {
          names: [
            { language: 'fr', name: 'Soin des mains' },
            { language: 'de', name: 'Handpflege' },
          ],
          duration: 30,
        },
        admin,
      );
      const read = async (lang: string) =>
        (await gql(`query ($id: Int!) { service(id: $id) { name nameLanguage } }`, { id: service.id }, admin, lang))
          .data!.service;
      expect(await read('de-CH')).toEqual({ name: 'Handpflege', nameLanguage: 'de' });
      // No Italian name: the demo salon's default language's, marked as French.
      expect(await read('it-CH')).toEqual({ name: 'Soin des mains', nameLanguage: 'fr' });
      const italian = await update(
        'Service',
        service.id,
        {
          names: [
            { language: 'fr', name: 'Soin des mains' },
            { language: 'de', name: 'Handpflege' },
            { language: 'it', name: 'Cura delle mani' },
          ],
        },
        admin,
        'translations { language name }',
      );
      expect(italian.translations.map((tr: Json) => tr.language).sort()).toEqual(['de', 'fr', 'it']);
      expect(await read('it')).toEqual({ name: 'Cura delle mani', nameLanguage: 'it' });
      // A language outside the product's closed list is refused.
      const unknown = await create('Service', { names: [{ language: 'es', name: 'Manos' }], duration: 30 }, admin);
      expect(unknown).toMatchObject({ __typename: 'GraphQLError' });
    });

    it("changes the current price at the salon's midnight, not UTC's", async () => {
      const prisma = t.app.services.prisma;
      const service = await prisma.service.findUniqueOrThrow({ where: { id: b.aService! } });
      const priced = await prisma.service.create({
        data: {
          vendorId: service.vendorId,
          duration: 30,
          translations: { create: [{ language: 'fr', name: 'Prix de minuit' }] },
          prices: {
            create: [
              { amount: 5000, validFrom: new Date('2031-03-01T00:00:00Z') },
              { amount: 6000, validFrom: new Date('2031-03-10T00:00:00Z') },
            ],
          },
        },
      });
      // A login at the moment read (a token of today's clock has expired by 2031).
      const read = async () =>
        (
          await gql(
            `query { services(limit: 100) { items { id price currentPrice { amount } futurePrices { amount } } } }`,
            {},
            await login(t, 'admin@salon-demo.ch'),
          )
        ).data!.services.items.find((s: Json) => s.id === priced.id);
      try {
        // 23:30 in Zurich on 9 March (22:30 UTC): the old price, the new one to come.
        setClock(new Date('2031-03-09T22:30:00Z'));
        expect(await read()).toMatchObject({
          price: 5000,
          currentPrice: [{ amount: 5000 }],
          futurePrices: [{ amount: 6000 }],
        });
        // 00:30 in Zurich on 10 March, still 9 March in UTC: the new price.
        setClock(new Date('2031-03-09T23:30:00Z'));
        expect(await read()).toMatchObject({ price: 6000, currentPrice: [{ amount: 6000 }], futurePrices: [] });
      } finally {
        resetClock();
      }
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
});
