// The public directory of the home page, a location's opening hours and the customer's own phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../lib/clock.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { mergeRanges } from '../directory.service.ts';

const DIRECTORY = `query ($search: String, $page: Int, $limit: Int) {
  directory(search: $search, page: $page, limit: $limit) {
    items { slug city vendor { slug publicName } }
    pagination { count pageCount currentPage limit }
  }
}`;

interface DirectoryAnswer {
  directory: {
    items: { slug: string; city: string; vendor: { slug: string; publicName: string } }[];
    pagination: { count: number; pageCount: number; currentPage: number; limit: number };
  };
}

describe('public directory', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  const search = async (text: string | null, page?: number, limit?: number) => {
    const res = await t.gql<DirectoryAnswer>(DIRECTORY, { search: text, page, limit });
    expect(res.errors).toBeUndefined();
    return res.data!.directory;
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { logLevel: process.env.TEST_LOG ?? 'silent' } });
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('finds the live demo salon by city, name or service, accents and case ignored', async () => {
    const byCity = await search('lausanne');
    expect(byCity.items.map((l) => `${l.vendor.slug}/${l.slug}`)).toEqual(['salon-demo/lausanne-centre']);
    // "Geneve" finds "Genève".
    expect((await search('GENEVE')).items.map((l) => l.slug)).toEqual(['geneve-rive']);
    expect((await search('salon demo')).items).toHaveLength(2);
    expect((await search('manucure')).items.length).toBeGreaterThan(0);
    expect((await search('lausanne massage-that-does-not-exist')).items).toEqual([]);
    // LIKE wildcards are plain characters.
    expect((await search('%')).items).toEqual([]);
  });

  it("filters by the vendors' category and region, lists them once, and finds them by search", async () => {
    const prisma = t.app.services.prisma;
    await prisma.vendor.update({
      where: { slug: 'salon-demo' },
      data: { category: 'Coiffure & soins', regionName: 'Vaud' },
    });
    // A vendor not live yet: its category stays out of the filters.
    await prisma.vendor.create({
      data: {
        slug: 'not-live',
        name: 'Not live',
        publicName: 'Not live',
        email: 'not-live@example.ch',
        category: 'Barbier',
        regionName: 'Valais',
      },
    });
    const filters = await t.gql<{ directoryFilters: { categories: string[]; regions: string[] } }>(
      '{ directoryFilters { categories regions } }',
    );
    expect(filters.data?.directoryFilters).toEqual({ categories: ['Coiffure & soins'], regions: ['Vaud'] });
    const filtered = async (vars: Record<string, string>) => {
      const res = await t.gql<DirectoryAnswer>(
        `query ($category: String, $region: String) { directory(category: $category, region: $region) {
          items { slug city vendor { slug publicName category regionName } } pagination { count pageCount currentPage limit } } }`,
        vars,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.directory;
    };
    expect((await filtered({ category: 'coiffure & SOINS' })).pagination.count).toBe(2);
    expect((await filtered({ category: 'Coiffure & soins', region: ' vaud ' })).items[0]?.vendor).toMatchObject({
      category: 'Coiffure & soins',
      regionName: 'Vaud',
    });
    expect((await filtered({ category: 'Barbier' })).items).toEqual([]);
    expect((await filtered({ region: 'Valais' })).items).toEqual([]);
    expect((await search('vaud')).pagination.count).toBe(2);
    expect((await search('soins lausanne')).items.map((l) => l.slug)).toEqual(['lausanne-centre']);
    await prisma.vendor.update({ where: { slug: 'salon-demo' }, data: { category: null, regionName: null } });
  });

  it('lists only live vendors and public, open, undeleted locations, with paging', async () => {
    const prisma = t.app.services.prisma;
    const all = await search(null);
    expect(all.pagination.count).toBe(2);
    const paged = await search(null, 2, 1);
    expect(paged.items).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ count: 2, pageCount: 2, currentPage: 2, limit: 1 });

    const geneva = await prisma.location.findFirstOrThrow({ where: { slug: 'geneve-rive' } });
    await prisma.location.update({ where: { id: geneva.id }, data: { isPublic: false } });
    expect((await search('geneve')).items).toEqual([]);
    await prisma.location.update({
      where: { id: geneva.id },
      data: { isPublic: true, closedFrom: new Date('2020-01-01') },
    });
    expect((await search('geneve')).items).toEqual([]);
    await prisma.location.update({ where: { id: geneva.id }, data: { closedFrom: null } });
    expect((await search('geneve')).items).toHaveLength(1);

    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    await prisma.vendor.update({ where: { id: vendor.id }, data: { liveMode: false } });
    expect((await search(null)).pagination.count).toBe(0);
    await prisma.vendor.update({ where: { id: vendor.id }, data: { liveMode: true } });
  });

  it("closes a location at the salon's midnight, not UTC's: in the directory, on the vendor page and its open flag", async () => {
    const prisma = t.app.services.prisma;
    const geneva = await prisma.location.findFirstOrThrow({ where: { slug: 'geneve-rive' } });
    await prisma.location.update({ where: { id: geneva.id }, data: { closedFrom: new Date('2031-03-10T00:00:00Z') } });
    const seen = async () => {
      const vendor = await t.gql<{ vendorBySlug: { locations: { slug: string }[] } }>(
        'query { vendorBySlug(slug: "salon-demo") { locations { slug } } }',
      );
      const location = await t.gql<{ location: { open: boolean } }>(
        `query { location(id: ${geneva.id}) { open } }`,
        {},
        await login(t, 'admin@salon-demo.ch'),
      );
      return {
        directory: (await search('geneve')).items.length > 0,
        vendorPage: vendor.data!.vendorBySlug.locations.some((l) => l.slug === 'geneve-rive'),
        open: location.data!.location.open,
      };
    };
    try {
      // 23:30 in Zurich on 9 March (22:30 UTC): still open.
      setClock(new Date('2031-03-09T22:30:00Z'));
      expect(await seen()).toEqual({ directory: true, vendorPage: true, open: true });
      // 00:30 in Zurich on 10 March, still 9 March in UTC: closed.
      setClock(new Date('2031-03-09T23:30:00Z'));
      expect(await seen()).toEqual({ directory: false, vendorPage: false, open: false });
    } finally {
      resetClock();
      await prisma.location.update({ where: { id: geneva.id }, data: { closedFrom: null } });
    }
  });

  it("gives a location's opening hours from its employees' current recurring timetables", async () => {
    const res = await t.gql<{
      locationBySlug: { openingHours: { weekday: number; ranges: { start: number; end: number }[] }[] };
    }>(
      `{ locationBySlug(vendorSlug: "salon-demo", locationSlug: "lausanne-centre") {
          openingHours { weekday ranges { start end } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const days = res.data!.locationBySlug.openingHours;
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[0]!.ranges).toEqual([
      { start: 9 * 60, end: 12 * 60 + 30 },
      { start: 13 * 60 + 30, end: 18 * 60 + 30 },
    ]);
    expect(days[5]!.ranges).toEqual([{ start: 9 * 60, end: 16 * 60 }]);
    expect(days[6]!.ranges).toEqual([]);
  });

  it('merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        { start: 600, end: 700 },
        { start: 540, end: 600 },
        { start: 650, end: 720 },
        { start: 800, end: 900 },
      ]),
    ).toEqual([
      { start: 540, end: 720 },
      { start: 800, end: 900 },
    ]);
  });

  it("keeps a customer's phone in E.164 and on their customer records; a bad number changes nothing", async () => {
    const me = await t.gql<{ me: { id: number; phone: string | null } }>('{ me { id phone } }', {}, tokens.customer);
    const id = me.data!.me.id;
    const UPDATE = `mutation ($id: Int!, $phone: String) {
      updateUser(id: $id, input: { phone: $phone }) {
        __typename ... on AuthPayload { user { phone } } ... on ValidationError { errors }
      }
    }`;
    const bad = await t.gql<{ updateUser: { __typename: string; errors?: Record<string, unknown> } }>(
      UPDATE,
      { id, phone: '12ab' },
      tokens.customer,
    );
    expect(bad.data!.updateUser.__typename).toBe('ValidationError');
    expect(bad.data!.updateUser.errors).toHaveProperty('phone');

    const good = await t.gql<{ updateUser: { __typename: string; user: { phone: string } } }>(
      UPDATE,
      { id, phone: '079 123 45 67' },
      tokens.customer,
    );
    expect(good.data!.updateUser).toMatchObject({ __typename: 'AuthPayload', user: { phone: '+41791234567' } });
    const customers = await t.app.services.prisma.customer.findMany({ where: { userId: id } });
    expect(customers.length).toBeGreaterThan(0);
    for (const c of customers) expect(c.phoneMobile).toBe('+41791234567');

    const cleared = await t.gql<{ updateUser: { user: { phone: string | null } } }>(
      UPDATE,
      { id, phone: '' },
      tokens.customer,
    );
    expect(cleared.data!.updateUser.user.phone).toBeNull();
  });
});
