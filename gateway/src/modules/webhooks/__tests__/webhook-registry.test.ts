// Webhook endpoints: admins register, list, change and remove them over REST and GraphQL; the
// signing secret is shown once; targets must be https to public addresses unless the switch
// WEBHOOK_ALLOW_PRIVATE_TARGETS is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { isPublicAddress, targetProblem } from '../webhook.target.ts';

type Wire = Record<string, unknown> & { id: number; message: string; errors: Record<string, Record<string, string>> };

describe('webhook registry', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;

  const rest = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Wire & Wire[]; pagination?: unknown } };
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  it('registers an endpoint, shows its secret once, changes and removes it', async () => {
    const created = await rest('POST', '/webhooks.json', tokens.admin, {
      url: 'https://93.184.215.14/hooks/salon',
      events: ['booking.created', 'customer.created'],
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.body.data).toMatchObject({
      url: 'https://93.184.215.14/hooks/salon',
      events: ['booking.created', 'customer.created'],
      enabled: true,
    });

    const list = await rest('GET', '/webhooks.json', tokens.admin);
    expect(list.body.data).toEqual([
      {
        id,
        url: 'https://93.184.215.14/hooks/salon',
        events: ['booking.created', 'customer.created'],
        enabled: true,
        disabled_reason: null,
        disabled_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(String(secret));

    const changed = await rest('PUT', `/webhooks/${id}.json`, tokens.admin, { events: ['booking.canceled'] });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id,
      events: ['booking.canceled'],
      url: 'https://93.184.215.14/hooks/salon',
    });
    const off = await rest('PUT', `/webhooks/${id}.json`, tokens.admin, { enabled: false });
    expect(off.body.data.enabled).toBe(false);

    const deliveries = await rest('GET', `/webhooks/${id}/deliveries.json?limit=10`, tokens.admin);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toEqual({
      data: [],
      pagination: { page_count: 1, current_page: 1, has_next_page: false, has_prev_page: false, count: 0, limit: 10 },
    });

    const viaGraphql = await t.gql<{ webhooks: { id: number; events: string[]; enabled: boolean }[] }>(
      'query { webhooks { id events enabled } }',
      {},
      tokens.admin,
    );
    expect(viaGraphql.data!.webhooks).toEqual([{ id, events: ['booking.canceled'], enabled: false }]);

    expect((await rest('DELETE', `/webhooks/${id}.json`, tokens.admin)).status).toBe(200);
    expect((await rest('GET', '/webhooks.json', tokens.admin)).body.data).toEqual([]);
    expect((await rest('DELETE', `/webhooks/${id}.json`, tokens.admin)).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await rest('GET', '/webhooks.json', tokens.staff)).status).toBe(403);
    expect(
      (
        await rest('POST', '/webhooks.json', tokens.staff, {
          url: 'https://93.184.215.14/',
          events: ['booking.created'],
        })
      ).status,
    ).toBe(403);
  });

  it('refuses unknown events and targets that are not https to a public address', async () => {
    const refused = async (url: string, events = ['booking.created']) => {
      const res = await rest('POST', '/webhooks.json', tokens.admin, { url, events });
      expect(res.status, url).toBe(422);
      return res.body.data.errors;
    };
    expect(await refused('https://93.184.215.14/', ['booking.exploded'])).toHaveProperty('events');
    expect((await refused('http://93.184.215.14/')).url).toEqual({ httpsOnly: 'The address must start with https://' });
    expect((await refused('https://user:pw@93.184.215.14/')).url).toHaveProperty('credentials');
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost:8443/',
      'https://10.1.2.3/',
      'https://192.168.0.10/',
      'https://172.16.5.4/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[fd00:ec2::254]/',
      'https://[::ffff:127.0.0.1]/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
    ])
      expect((await refused(url)).url, url).toEqual({
        privateTarget: 'The address leads to a private or local network, which is not allowed',
      });
  });

  it('classifies addresses and names after resolution', async () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const a of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1'])
      expect(isPublicAddress(a), a).toBe(false);
    // "localhost" resolves to a loopback address: refused after resolution.
    expect(await targetProblem('https://localhost/', false)).toBe('privateTarget');
    expect(await targetProblem('https://localhost/', true)).toBeNull();
    expect(await targetProblem('http://127.0.0.1:9999/', true)).toBeNull();
    expect(await targetProblem('ftp://example.com/', true)).toBe('httpsOnly');
  });
});
