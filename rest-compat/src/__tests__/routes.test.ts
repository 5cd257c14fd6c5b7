import { describe, expect, it } from 'vitest';
import { camelKeys, snakeKeys } from '../case.ts';
import { matchRoute, routes } from '../index.ts';

describe('route table', () => {
  it('matches the spec paths with parameters and methods', () => {
    expect(matchRoute('GET', '/vendors/slug/salon-demo')).toMatchObject({ params: { slug: 'salon-demo' } });
    expect(matchRoute('POST', '/users/token.json')?.route.field).toBe('login');
    expect(matchRoute('POST', '/bookings.json')?.route.field).toBe('createBooking');
    expect(matchRoute('GET', '/bookings.json')).toBeNull();
    expect(matchRoute('POST', '/bookingsXjson')).toBeNull();
  });

  it('has one route per method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps request bodies to GraphQL variables', () => {
    const m = matchRoute('POST', '/bookings.json')!;
    const vars = m.route.variables({
      params: {},
      query: new URLSearchParams(),
      body: {
        customer_id: '7',
        private_comment: 'vip',
        events: [{ vendor_id: 1, location_id: 2, service_id: 3, employee_id: 4, start: '2026-03-29 13:00' }],
        legal_conditions: [{ id: 1, accepted: 'true' }],
      },
    }) as { input: Record<string, unknown> };
    expect(vars.input).toMatchObject({
      vendorId: 1,
      locationId: 2,
      customerId: 7,
      privateComment: 'vip',
      events: [{ serviceId: 3, employeeId: 4, localStart: '2026-03-29 13:00' }],
      legalConditions: [{ id: 1, accepted: true }],
    });
    const instant = m.route.variables({
      params: {},
      query: new URLSearchParams(),
      body: { events: [{ start: '2026-03-29T11:00:00Z' }] },
    }) as {
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
