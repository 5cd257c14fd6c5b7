// Reading the team-chat connection state (settings, integrations tab): admins of the vendor only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const STATE = `query ($id: Int!) { chatIntegration(vendorId: $id) { vendorId connected state } }`;

describe('chatIntegration query', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    vendorId = (await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
  });
  afterAll(() => t.stop());

  it('reports the stored connection and pending state without changing them', async () => {
    const p = t.app.services.prisma;
    await p.vendor.update({ where: { id: vendorId }, data: { slackToken: null, slackState: null } });
    const first = await t.gql<{ chatIntegration: { connected: boolean; state: string | null } }>(
      STATE,
      { id: vendorId },
      tokens.admin,
    );
    expect(first.data?.chatIntegration).toEqual({ vendorId, connected: false, state: null });

    await p.vendor.update({ where: { id: vendorId }, data: { slackToken: 'xoxb-1', slackState: 'pending-state' } });
    const second = await t.gql<{ chatIntegration: { connected: boolean; state: string | null } }>(
      STATE,
      { id: vendorId },
      tokens.admin,
    );
    expect(second.data?.chatIntegration).toEqual({ vendorId, connected: true, state: 'pending-state' });
    expect((await p.vendor.findUniqueOrThrow({ where: { id: vendorId } })).slackState).toBe('pending-state');
  });

  it('refuses staff and other vendors', async () => {
    const staff = await t.gql(STATE, { id: vendorId }, tokens.staff);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await t.gql(STATE, { id: vendorId + 999 }, tokens.admin);
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
