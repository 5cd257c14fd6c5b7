// The team-chat integration routes and the child-services kind, through the REST contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

describe('vendor integrations and child services over REST', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let vendorId: number;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
    vendorId = (await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } })).id;
  });
  afterAll(() => t.stop());

  const get = async (path: string, token: string) => {
    const res = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> & { message?: string } } };
  };

  it('starts, clears and revokes the chat connection, for the own vendor and admins only', async () => {
    const first = await get(`/vendors/slack-state/${vendorId}`, tokens.admin);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      vendor_id: vendorId,
      connected: false,
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
    const second = await get(`/vendors/slack-state/${vendorId}`, tokens.admin);
    expect(second.body.data.state).not.toBe(first.body.data.state);

    await t.app.services.prisma.vendor.update({ where: { id: vendorId }, data: { slackToken: 'xoxb-connected' } });
    const cleared = await get(`/vendors/remove-slack-state/${vendorId}`, tokens.admin);
    expect(cleared.body.data).toMatchObject({ connected: true, state: null });
    const revoked = await get(`/vendors/slack-revoke/${vendorId}`, tokens.admin);
    expect(revoked.body.data).toMatchObject({ connected: false, state: null });
    expect((await t.app.services.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } })).slackToken).toBeNull();

    expect((await get(`/vendors/slack-state/${vendorId}`, tokens.staff)).status).toBe(403);
    expect((await get(`/vendors/slack-state/${vendorId + 999}`, tokens.admin)).status).toBe(404);
  });

  it('lists the child services of a service', async () => {
    const p = t.app.services.prisma;
    const [parent, child] = await p.service.findMany({ where: { vendorId }, orderBy: { id: 'asc' }, take: 2 });
    await p.service.update({ where: { id: child!.id }, data: { parentId: parent!.id } });
    const res = await get(`/child-services/all.json?parent_id=${parent!.id}`, tokens.staff);
    expect(res.status).toBe(200);
    expect((res.body.data as unknown as { id: number }[]).map((s) => s.id)).toEqual([child!.id]);
  });
});
