import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camelKeys, snakeKeys } from '../case.ts';
import { matchRoute, resourceRoutes, routes } from '../index.ts';
import { toInput } from '../input.ts';
import type { SchemaHelpers } from '../types.ts';

const noSchema: SchemaHelpers = {
  toInput: () => {
    throw new Error('not used');
  },
};

describe('route table', () => {
  it('matches the spec paths with parameters and methods', () => {
    expect(matchRoute('GET', '/vendors/slug/salon-demo')).toMatchObject({ params: { slug: 'salon-demo' } });
    expect(matchRoute('POST', '/users/token.json')?.route.field).toBe('login');
    expect(matchRoute('POST', '/bookings.json')?.route.field).toBe('createBooking');
    expect(matchRoute('DELETE', '/users/token.json')).toBeNull();
    expect(matchRoute('POST', '/bookingsXjson')).toBeNull();
  });

  it('has one route per method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps request bodies to GraphQL variables', () => {
    const m = matchRoute('POST', '/bookings.json')!;
    const vars = m.route.variables(
      {
        params: {},
        query: new URLSearchParams(),
        body: {
          customer_id: '7',
          private_comment: 'vip',
          events: [{ vendor_id: 1, location_id: 2, service_id: 3, employee_id: 4, start: '2026-03-29 13:00' }],
          legal_conditions: [{ id: 1, accepted: 'true' }],
        },
      },
      noSchema,
    ) as { input: Record<string, unknown> };
    expect(vars.input).toMatchObject({
      vendorId: 1,
      locationId: 2,
      customerId: 7,
      privateComment: 'vip',
      events: [{ serviceId: 3, employeeId: 4, localStart: '2026-03-29 13:00' }],
      legalConditions: [{ id: 1, accepted: true }],
    });
    const instant = m.route.variables(
      {
        params: {},
        query: new URLSearchParams(),
        body: { events: [{ start: '2026-03-29T11:00:00Z' }] },
      },
      noSchema,
    ) as {
      input: { events: Record<string, unknown>[] };
    };
    expect(instant.input.events[0]).toMatchObject({ start: '2026-03-29T11:00:00Z' });
  });
});

describe('wire case', () => {
  it('converts keys both ways, deeply, leaving values alone', () => {
    expect(snakeKeys({ publicName: 'A', closedFrom: null, list: [{ locationId: 1, name: 'x_y' }] })).toEqual({
      public_name: 'A',
      closed_from: null,
      list: [{ location_id: 1, name: 'x_y' }],
    });
    expect(camelKeys({ date_from: '2026-01-01', exclude_events_ids: [1] })).toEqual({
      dateFrom: '2026-01-01',
      excludeEventsIds: [1],
    });
  });
});

describe('generic resources', () => {
  const schema = buildSchema(`
    input RegionInput { name: String! locationIds: [Int!] address: AddressInput }
    input AddressInput { street: String city: String }
    type Query { x: Int }
  `);

  it('keeps only the input type fields of a snake_case body, recursively', () => {
    expect(
      toInput(schema, 'RegionInput', {
        id: 4,
        name: 'Ouest',
        location_ids: [1, 2],
        vendor: { id: 1 },
        address: { street: 'A', zip: '1' },
      }),
    ).toEqual({ name: 'Ouest', locationIds: [1, 2], address: { street: 'A' } });
  });

  it('derives the spec calls of a kind with page lists, 404 on null and filters from the query', () => {
    const list = resourceRoutes({
      kind: 'regions',
      type: 'Region',
      fields: 'id name',
      filters: { locationId: 'Int' },
      all: 'regionsAll',
      list: 'regions',
      one: 'region',
      create: { field: 'createRegion', input: 'RegionInput' },
      update: { field: 'updateRegion', input: 'RegionInput' },
      remove: 'deleteRegion',
      verifyDelete: 'verifyDeleteRegion',
      relations: { locations: 'setRegionLocations' },
    });
    expect(list.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /regions/all.json',
      'GET /regions/all/:x.json',
      'GET /regions.json',
      'GET /regions/:id.json',
      'POST /regions.json',
      'PUT /regions/:id.json',
      'DELETE /regions/:id.json',
      'POST /regions/verify-delete/:id.json',
      'POST /regions/set-locations/:id.json',
    ]);
    const page = list.find((r) => r.path === '/regions.json' && r.method === 'GET')!;
    expect(page.page).toBe(true);
    expect(
      page.variables({ params: {}, query: new URLSearchParams('page=2&location_id=5'), body: {} }, noSchema),
    ).toEqual({
      page: 2,
      limit: undefined,
      locationId: 5,
    });
    const setLocations = list.find((r) => r.path.includes('set-locations'))!;
    expect(
      setLocations.variables(
        { params: { id: '3' }, query: new URLSearchParams(), body: { locations: [{ id: 7 }, 8] } },
        noSchema,
      ),
    ).toEqual({
      id: 3,
      ids: [7, 8],
    });
  });
});
