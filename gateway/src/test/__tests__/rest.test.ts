// The REST contract (spec §7) through the running app: envelope, wrapped bodies, method
// override, language, status codes and token refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAndLogin, shortLivedToken } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

describe('REST compatibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  it('logs in with a data-wrapped body and returns {data: {token}}', async () => {
    const res = await call('POST', '/users/token.json', {
      data: { usernameOrEmail: 'staff@salon-demo.ch', password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['token']);
    const bad = await call(
      'POST',
      '/users/token.json',
      { usernameOrEmail: 'staff@salon-demo.ch', password: 'nope' },
      { 'accept-language': 'en' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.message).toBe('Wrong username, e-mail or password');
  });

  it('registers with field errors in the nested shape and 422', async () => {
    const res = await call('POST', '/users/register.json', { email: 'x', password: '1', firstname: '', lastname: 'L' });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toMatchObject({
      email: { email: expect.any(String) },
      firstname: { required: 'Obligatoire' },
    });
    const ok = await call('POST', '/users/register.json', {
      data: { email: 'new@example.ch', password: 'secret1', firstname: 'N', lastname: 'E' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toEqual(expect.any(String));
    expect(ok.body.data.message).toEqual(expect.any(String));
    // Accept-Language de-CH and it-CH: the same errors in German and Italian.
    const body = { email: 'x', password: '1', firstname: '', lastname: 'L' };
    const german = await call('POST', '/users/register.json', body, { 'accept-language': 'de-CH,de;q=0.9' });
    expect(german.body.data.errors.firstname).toEqual({ required: 'Pflichtfeld' });
    expect(german.body.data.message).toBe('Das Formular enthält Fehler');
    const italian = await call('POST', '/users/register.json', body, { 'accept-language': 'it-CH' });
    expect(italian.body.data.errors.firstname).toEqual({ required: 'Obbligatorio' });
    const german2 = await call('POST', '/users/register.json', {
      ...body,
      email: 'de@example.ch',
      password: 'secret1',
      firstname: 'D',
      language: 'de',
    });
    expect(german2.status).toBe(200);
  });

  it('serves the vendor by slug in snake_case and the language asked for', async () => {
    const res = await call('GET', '/vendors/slug/salon-demo', undefined, { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'salon-demo', public_name: 'Salon Démo', workplaces_enabled: true });
    expect(res.body.data.categories[0]).toMatchObject({ icon: 'content_cut', name: 'Hair' });
    expect(res.body.data.locations.map((l: { slug: string }) => l.slug).sort()).toEqual([
      'geneve-rive',
      'lausanne-centre',
    ]);
    expect((await call('GET', '/vendors/slug/unknown')).status).toBe(404);
    expect((await call('GET', '/nothing/here.json')).status).toBe(404);
  });

  it('books through availabilities and bookings.json, with 201, 409, 401 and the override header', async () => {
    const token = (
      await call('POST', '/users/token.json', { usernameOrEmail: 'customer@salon-demo.ch', password: 'demo1234' })
    ).body.data.token;
    const from = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 16 * 86400_000).toISOString().slice(0, 10);
    const dates = await call('POST', '/bookings/availabilities', {
      vendor_id: 1,
      location_id: 1,
      services: [{ id: 2 }],
      date_from: from,
      date_to: to,
    });
    expect(dates.status).toBe(200);
    const day = dates.body.data[0];
    expect(day.slots.length).toBeGreaterThan(0);
    const slots = await call('POST', '/bookings/get-available-bookings', {
      vendor_id: 1,
      location_id: 1,
      services: [{ id: 2 }],
      date: day.date,
    });
    const a = slots.body.data[0].assignments[0];
    const body = {
      comment: 'via REST',
      events: [
        {
          vendor_id: 1,
          location_id: 1,
          service_id: a.service_id,
          employee_id: a.employee_id,
          workplace_id: a.workplace_id,
          start: `${day.date} ${day.slots[0]}`,
        },
      ],
      legal_conditions: [{ id: 1, accepted: true }],
    };
    expect((await call('POST', '/bookings.json', { data: body })).status).toBe(401);
    const created = await call('POST', '/bookings.json', { data: body }, { authorization: `Bearer ${token}` });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'OPEN', comment: 'via REST' });
    expect(created.body.data.events[0].start).toBe(a.start);
    const again = await call('POST', '/bookings.json', body, {
      authorization: `Bearer ${token}`,
      'accept-language': 'fr',
    });
    expect(again.status).toBe(409);
    expect(again.body.data.message).toBe(
      "Le créneau choisi vient d'être réservé par quelqu'un d'autre et n'est plus disponible.",
    );
    // POST with X-HTTP-Method-Override: PUT is a PUT; no PUT route exists here, so 404.
    const put = await call('POST', '/bookings.json', body, { 'x-http-method-override': 'PUT' });
    expect(put.status).toBe(404);
  });

  it('returns a refreshed token at the top level when the token is near expiry', async () => {
    const user = await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    const soon = await shortLivedToken(t, user.id, 'Claire Dubois', 30);
    const res = await call('GET', '/vendors/slug/salon-demo', undefined, { authorization: `Bearer ${soon}` });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.token).not.toBe(soon);
  });
});
