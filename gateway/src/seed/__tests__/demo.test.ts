import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { seedDemo } from '../demo.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('creates the demo vendor once, with what the product needs to be tried', async () => {
    const p = t.app.services.prisma;
    expect(await seedDemo(p, '2026-11-18')).toBe(true);
    const counts = async () => ({
      vendors: await p.vendor.count(),
      locations: await p.location.count(),
      regions: await p.region.count(),
      workplaces: await p.workplace.count(),
      machines: await p.machine.count(),
      categories: await p.serviceCategory.count(),
      services: await p.service.count(),
      employees: await p.employee.count(),
      customers: await p.customer.count(),
      closedDates: await p.closedDate.count(),
      exceptions: await p.timetable.count({ where: { type: 'EXCEPTIONAL' } }),
      bookings: await p.booking.count(),
      invoices: await p.invoice.count(),
      events: await p.event.count(),
    });
    const first = await counts();
    expect(first).toMatchObject({
      vendors: 1,
      locations: 2,
      regions: 1,
      machines: 1,
      categories: 3,
      services: 8,
      employees: 5,
      customers: 21,
      closedDates: 1,
      exceptions: 1,
    });
    expect(first.bookings).toBeGreaterThan(100);
    // Every booking's, and the open invoice of a professional customer, to be paid with its QR-bill.
    expect(first.invoices).toBe(first.bookings + 1);
    const open = await p.invoice.findFirstOrThrow({ where: { bookingId: null }, include: { customer: true } });
    expect(open).toMatchObject({ status: 'OPEN', customer: { type: 'PROFESSIONAL', companyName: 'Hôtel du Lac SA' } });
    expect(open.balance).toBe(open.total);
    expect(open.total).toBeGreaterThan(0);
    expect(await p.vendor.findFirstOrThrow({ select: { iban: true } })).toEqual({ iban: 'CH4431999123000889012' });
    // A service with processing time (two parts) and one needing a machine.
    expect(await p.service.count({ where: { parts: { some: {} } } })).toBe(1);
    expect(await p.service.count({ where: { machineModels: { some: {} } } })).toBe(1);
    const users = await p.user.findMany({ select: { email: true, role: true }, orderBy: { role: 'asc' } });
    expect(users).toEqual([
      { email: 'customer@salon-demo.ch', role: 1 },
      { email: 'staff@salon-demo.ch', role: 2 },
      { email: 'admin@salon-demo.ch', role: 3 },
    ]);
    // Idempotent: a second run changes nothing.
    expect(await seedDemo(p, '2026-11-18')).toBe(false);
    expect(await counts()).toEqual(first);
  });
});
