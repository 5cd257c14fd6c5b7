// The loader feeds the engine with a constant number of queries, whatever the data (one when the
// vendor's cached configuration is current), and applies the customer's calculated duration (spec §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/demo.ts';
import { availableDates } from '../../../scheduling/index.ts';
import { clearAvailabilityConfigCache, loadAvailabilityInput } from '../availability.loader.ts';
import { type CountedDatabase, openCountedDatabase } from '../counted-db.ts';

describe('availability loader', () => {
  let db: CountedDatabase;
  let req: Parameters<typeof loadAvailabilityInput>[2];
  beforeAll(async () => {
    db = await openCountedDatabase();
    await seedDemo(db.prisma);
    const p = db.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
    const location = await p.location.findFirstOrThrow({ where: { slug: 'lausanne-centre' } });
    const services = await p.service.findMany({
      where: { translations: { some: { name: { in: ['Coupe homme', 'Brushing'] } } } },
      orderBy: { id: 'asc' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const inTwoMonths = new Date(Date.now() + 61 * 86400_000).toISOString().slice(0, 10);
    req = {
      vendorId: vendor.id,
      locationId: location.id,
      services: services.map((s) => ({ id: s.id })),
      dateFrom: today,
      dateTo: inTwoMonths,
    };
  }, 120_000);
  afterAll(() => db.close());

  const measure = async (extra: Partial<typeof req> = {}) => {
    const before = db.queries();
    const data = await loadAvailabilityInput(db.prisma, 'fr', { ...req, ...extra });
    return { queries: db.queries() - before, data };
  };

  it('needs one query per request once the configuration is cached, the same number as the data grows', async () => {
    clearAvailabilityConfigCache(db.prisma);
    const cold = await measure();
    expect(cold.queries).toBe(2);
    const first = await measure();
    expect(first.queries).toBe(1);
    expect({ ...first.data, now: 0 }).toEqual({ ...cold.data, now: 0 });
    expect(availableDates(first.data).length).toBeGreaterThan(0);
    const customer = await db.prisma.customer.findFirstOrThrow({ where: { favoriteEmployeeId: { not: null } } });
    const withCustomer = await measure({ customerId: customer.id, excludeEventIds: [1, 2, 3] });
    expect(withCustomer.queries).toBe(first.queries);
    expect(withCustomer.data.favoriteEmployeeId).toBe(customer.favoriteEmployeeId);

    // Grow: more employees offering the services with timetables, many more events.
    const p = db.prisma;
    const template = await p.employee.findFirstOrThrow({
      where: { services: { some: { serviceId: req.services[0]!.id } } },
      include: { services: true, workplaces: true, timetables: { include: { ranges: true } } },
    });
    for (let i = 0; i < 8; i++) {
      const e = await p.employee.create({
        data: {
          vendorId: req.vendorId,
          firstname: `Extra${i}`,
          lastname: 'Employee',
          services: { create: template.services.map((s) => ({ serviceId: s.serviceId })) },
          workplaces: { create: template.workplaces.map((w) => ({ workplaceId: w.workplaceId })) },
          timetables: {
            create: template.timetables.map((tt) => ({
              vendorId: req.vendorId,
              type: tt.type,
              validFrom: tt.validFrom,
              ranges: { create: tt.ranges.map(({ id: _id, timetableId: _t, ...r }) => r) },
            })),
          },
        },
      });
      const start = Date.now() + 86400_000;
      await p.event.createMany({
        data: Array.from({ length: 60 }, (_, k) => {
          const s = new Date(start + k * 86400_000);
          const en = new Date(s.getTime() + 30 * 60_000);
          return {
            vendorId: req.vendorId,
            kind: 'PRIVATE' as const,
            start: s,
            end: en,
            customerStart: s,
            customerEnd: en,
            employeeId: e.id,
          };
        }),
      });
    }
    // The configuration changed: one reload, then cached again.
    const reloaded = await measure({ customerId: customer.id });
    expect(reloaded.queries).toBe(3);
    const grown = await measure({ customerId: customer.id });
    expect(grown.queries).toBe(first.queries);
    expect({ ...grown.data, now: 0 }).toEqual({ ...reloaded.data, now: 0 });
    expect(grown.data.employees.length).toBeGreaterThan(first.data.employees.length);
  });

  it("uses the customer's calculated duration unless a duration is requested or the service is fixed", async () => {
    const p = db.prisma;
    const serviceId = req.services[0]!.id;
    const service = await p.service.findUniqueOrThrow({ where: { id: serviceId } });
    const customer = await p.customer.create({
      data: { vendorId: req.vendorId, firstname: 'History', lastname: 'Customer' },
    });
    const employee = await p.employee.findFirstOrThrow({ where: { services: { some: { serviceId } } } });
    // Past visits of 40, 52 and 47 minutes: the median 47 rounds up to 50.
    for (const [k, minutes] of [40, 52, 47].entries()) {
      const start = new Date(Date.UTC(2020, 0, 6 + k, 9));
      const end = new Date(start.getTime() + minutes * 60_000);
      await p.booking.create({
        data: {
          vendorId: req.vendorId,
          customerId: customer.id,
          locationId: req.locationId,
          status: 'EXECUTED',
          events: {
            create: [
              {
                vendorId: req.vendorId,
                start,
                end,
                customerStart: start,
                customerEnd: end,
                serviceId,
                employeeId: employee.id,
                effectiveDuration: minutes,
              },
            ],
          },
        },
      });
    }
    const { data } = await measure({ customerId: customer.id });
    expect(data.services[0]!.duration).toBe(service.fixedDuration ? service.duration : 50);
    const requested = await measure({
      customerId: customer.id,
      services: [{ id: serviceId, duration: 35 }, ...req.services.slice(1)],
    });
    expect(requested.data.services[0]!.duration).toBe(service.fixedDuration ? service.duration : 35);
    const anonymous = await measure();
    expect(anonymous.data.services[0]!.duration).toBe(service.duration);
  });
});
