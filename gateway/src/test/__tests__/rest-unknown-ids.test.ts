// The REST door, as a client finds it: every route of the route table whose path names a row by id
// answers 404 for an id that does not exist, whatever the body (never 422 about the body of
// something that is not there); and the all-items route of a kind with a required filter reads it
// from the path (`/child-services/all/{parentId}.json`).
import { compileRoutes } from '@salon/rest-compat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { seedAndLogin } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';

const UNKNOWN = 987654;

describe('REST unknown ids and path filters', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  }, 120_000);
  afterAll(() => t.stop());

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method: method === 'GET' ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.admin}`,
        'accept-language': 'en',
        ...(['PUT', 'DELETE'].includes(method) ? { 'x-http-method-override': method } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  };

  it('answers 404 for an unknown id on every route that names a row by id', async () => {
    const { compiled } = compileRoutes(schema);
    const byId = compiled.filter((c) => /\/:id\.json$/.test(c.route.path));
    const wrong: string[] = [];
    for (const c of byId) {
      const res = await call(c.route.method, c.route.path.replace(':id', String(UNKNOWN)));
      if (res.status !== 404)
        wrong.push(`${c.route.method} ${c.route.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(byId.length).toBeGreaterThan(30);
    console.info(`rest unknown ids: ${byId.length} routes by id answered 404`);
  }, 300_000);

  it('answers PUT /events/{unknown}.json with 404, not a complaint about its body', async () => {
    const res = await call('PUT', `/events/${UNKNOWN}.json`, { comment: 'x' });
    expect(res.status).toBe(404);
  });

  it('reads the parent of /child-services/all/{parentId}.json from the path', async () => {
    const p = t.app.services.prisma;
    const vendor = await p.vendor.findUniqueOrThrow({ where: { slug: 'salon-demo' } });
    // The test's own child service: one of the demo services under another.
    const [parent, other] = await p.service.findMany({ where: { vendorId: vendor.id, deletedAt: null }, take: 2 });
    const child = await p.service.update({ where: { id: other!.id }, data: { parentId: parent!.id } });
    const res = await call('GET', `/child-services/all/${child!.parentId}.json`);
    expect(res.status).toBe(200);
    const ids = (res.body.data as { id: number }[]).map((s) => s.id);
    expect(ids).toContain(child!.id);
    const expected = await p.service.findMany({ where: { parentId: child!.parentId, deletedAt: null } });
    expect(ids.sort()).toEqual(expected.map((s) => s.id).sort());
    // The query string still works.
    const byQuery = await call('GET', `/child-services/all.json?parent_id=${child!.parentId}`);
    expect(byQuery.status).toBe(200);
  });
});
