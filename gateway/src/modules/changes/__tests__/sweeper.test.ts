// A change whose gateway stopped between its commit and its dispatch is dispatched by the next
// job worker's pass, once, with its effects; a change is never dispatched twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { dispatchChanges } from '../index.ts';

describe('the change sweeper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { jobsPollMs: 0 } });
    await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('dispatches a change left undispatched, once', async () => {
    const prisma = t.app.services.prisma;
    const vendor = await prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    await prisma.webhook.create({
      data: {
        vendorId: vendor.id,
        url: 'https://hooks.example.ch/in',
        events: ['customer.created'],
        secret: 'whsec_x',
      },
    });
    const customer = await prisma.customer.create({
      data: { vendorId: vendor.id, firstname: 'Left', lastname: 'Over' },
    });
    // As a gateway that committed and stopped before dispatching would leave it.
    const change = await prisma.change.create({
      data: { vendorId: vendor.id, type: 'customer.created', subjectId: customer.id, actor: 'staff', door: 'staffApp' },
    });
    const deliveries = () =>
      prisma.webhookDelivery.count({ where: { resourceId: customer.id, event: 'customer.created' } });
    expect(await deliveries()).toBe(0);

    await t.app.jobs.tick();
    expect((await prisma.change.findUniqueOrThrow({ where: { id: change.id } })).dispatchedAt).toBeTruthy();
    expect(await deliveries()).toBe(1);

    // A second dispatch of the same change (another gateway, a late request) does nothing.
    expect(await dispatchChanges(t.app.services, [{ id: change.id, vendorId: vendor.id }])).toBe(0);
    await t.app.jobs.tick();
    expect(await deliveries()).toBe(1);
  });
});
