// A user's own account over GraphQL and REST: read and edit, language, password reset,
// new e-mail validation link, uniqueness check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed/demo.data.ts';
import { login, seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field.
type Json = Record<string, any>;

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Json;

describe('users', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await seedAndLogin(t);
  });
  afterAll(() => t.stop());

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const bearer = (token: string, lang = 'fr') => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
  const lastMail = (to: string) =>
    t.app.services.prisma.emailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  // The link of the message (its text part: the absolute link, in brackets after the button's label).
  const linkParams = (body: string) => new URL(body.match(/https?:\/\/[^\s\]]+/)![0]).searchParams;

  it('reads only the own user, and edits name, username and language with a fresh token', async () => {
    const customerId = Number(claims(tokens.customer).sub);
    const own = await call('GET', `/users/${customerId}.json`, undefined, bearer(tokens.customer));
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: customerId, email: DEMO_LOGINS.customer, role: 1 });
    const staffId = Number(claims(tokens.staff).sub);
    expect((await call('GET', `/users/${staffId}.json`, undefined, bearer(tokens.customer))).status).toBe(404);
    expect((await call('GET', `/users/${customerId}.json`)).status).toBe(401);

    const edit = await call(
      'POST',
      `/users/${customerId}.json`,
      { data: { firstname: 'Léa', lastname: 'Martin', username: 'lea', language: 'en', role: 3 } },
      { ...bearer(tokens.customer, 'fr'), 'x-http-method-override': 'PUT' },
    );
    expect(edit.status).toBe(200);
    // Asked from a French page that switches to English: the answer is in the language chosen.
    expect(edit.body.data.message).toBe('Your account has been saved.');
    expect(edit.body.data.user).toMatchObject({ firstname: 'Léa', username: 'lea', language: 'en', role: 1 });
    expect(claims(edit.body.data.token)).toMatchObject({ name: 'Léa Martin', role: 1 });
  });

  it('refuses a taken e-mail or username, bad input and an e-mail change without the current password', async () => {
    const id = Number(claims(tokens.customer).sub);
    const update = (input: Json, lang = 'fr') =>
      t.gql<Json>(
        `mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) {
          __typename ... on ValidationError { message errors } ... on AuthPayload { user { email verified } } } }`,
        { id, input },
        tokens.customer,
        lang,
      );
    const taken = await update({ email: DEMO_LOGINS.staff, username: 'STAFF', currentPassword: 'demo1234' });
    expect(taken.data!.updateUser.errors.email.valueAlreadyRegistered).toContain(DEMO_LOGINS.staff);
    const blank = await update({ firstname: ' ', email: 'nope', password: '123' });
    expect(blank.data!.updateUser.errors).toMatchObject({
      firstname: { required: 'Obligatoire' },
      email: { email: expect.any(String) },
      password: { minimumLength: expect.any(String) },
    });
    const noPassword = await update({ email: 'new@example.ch' }, 'en');
    expect(noPassword.data!.updateUser.errors.currentPassword.credentials).toBe('Current password is wrong');
    expect(await t.app.services.prisma.emailMessage.count({ where: { to: 'new@example.ch' } })).toBe(0);

    // A new address is unverified until its own validation link is followed.
    const moved = await update({ email: 'new@example.ch', currentPassword: 'demo1234' });
    expect(moved.data!.updateUser.user).toEqual({ email: 'new@example.ch', verified: false });
    const mail = await lastMail('new@example.ch');
    const p = linkParams(mail.body);
    const validated = await call('POST', '/users/emailValidation.json', { id: p.get('id'), token: p.get('token') });
    expect(validated.status).toBe(200);
    expect(claims(validated.body.data.token).notValidated).toBe(false);
  });

  it('resets a forgotten password with a single-use link, telling nothing about unknown addresses', async () => {
    const unknown = await call('POST', '/users/forgottenPassword.json', { email: 'nobody@example.ch' });
    const known = await call('POST', '/users/forgottenPassword.json', { data: { email: 'STAFF@salon-demo.ch' } });
    expect(known.status).toBe(200);
    expect(known.body.data.message).toBe(unknown.body.data.message);
    expect(await t.app.services.prisma.emailMessage.count({ where: { to: 'nobody@example.ch' } })).toBe(0);

    // A second request makes the first link useless.
    const first = linkParams((await lastMail(DEMO_LOGINS.staff)).body);
    await call('POST', '/users/forgottenPassword.json', { email: DEMO_LOGINS.staff });
    const second = linkParams((await lastMail(DEMO_LOGINS.staff)).body);
    expect(second.get('token')).not.toBe(first.get('token'));
    const stale = await call('POST', '/users/resetPassword.json', {
      id: first.get('id'),
      token: first.get('token'),
      password: 'newpass1',
    });
    expect(stale.status).toBe(422);
    const short = await call('POST', '/users/resetPassword.json', {
      id: second.get('id'),
      token: second.get('token'),
      password: '12',
    });
    expect(short.body.data.errors.password.minimumLength).toBeTruthy();

    const before = await t.app.services.prisma.user.findUniqueOrThrow({ where: { id: Number(second.get('id')) } });
    expect(before.language).not.toBe('de');
    const ok = await call(
      'POST',
      '/users/resetPassword.json',
      { id: second.get('id'), token: second.get('token'), password: 'newpass1' },
      { 'accept-language': 'de-CH' },
    );
    expect(ok.status).toBe(200);
    // The page's language, not the account's older choice: the answer is in it and the account remembers it.
    expect(ok.body.data.message).toBe('Ihr Passwort wurde geändert. Sie sind angemeldet.');
    expect(ok.body.data.user.language).toBe('de');
    const after = await t.app.services.prisma.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.language).toBe('de');
    expect(claims(ok.body.data.token).sub).toBe(second.get('id'));
    expect(await login(t, DEMO_LOGINS.staff, 'newpass1')).toBeTruthy();
    const reused = await call('POST', '/users/resetPassword.json', {
      id: second.get('id'),
      token: second.get('token'),
      password: 'other12',
    });
    expect(reused.status).toBe(422);

    // An expired link fails too.
    const again = await call('POST', '/users/forgottenPassword.json', { email: DEMO_LOGINS.staff });
    expect(again.status).toBe(200);
    const latest = linkParams((await lastMail(DEMO_LOGINS.staff)).body);
    await t.app.services.prisma.userToken.updateMany({
      where: { userId: Number(latest.get('id')), kind: 'PASSWORD_RESET', usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call('POST', '/users/resetPassword.json', {
      id: latest.get('id'),
      token: latest.get('token'),
      password: 'other12',
    });
    expect(expired.status).toBe(422);
  });

  it('sends a new validation link only to an address awaiting validation', async () => {
    const reg = await call('POST', '/users/register.json', {
      email: 'zoe@example.ch',
      password: 'secret1',
      firstname: 'Zoé',
      lastname: 'Roy',
    });
    expect(reg.status).toBe(200);
    const first = linkParams((await lastMail('zoe@example.ch')).body);
    const resent = await call(
      'POST',
      '/users/new-email-validation.json',
      { email: 'zoe@example.ch' },
      { 'accept-language': 'en' },
    );
    expect(resent.body.data.message).toContain('validation e-mail');
    expect(await t.app.services.prisma.emailMessage.count({ where: { to: 'zoe@example.ch' } })).toBe(2);
    const second = linkParams((await lastMail('zoe@example.ch')).body);
    // The old link no longer works; the new one does.
    expect(
      (await call('POST', '/users/emailValidation.json', { id: first.get('id'), token: first.get('token') })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/users/emailValidation.json', { id: second.get('id'), token: second.get('token') })).status,
    ).toBe(200);
    await call('POST', '/users/new-email-validation.json', { email: 'zoe@example.ch' });
    expect(await t.app.services.prisma.emailMessage.count({ where: { to: 'zoe@example.ch' } })).toBe(2);
  });

  it('checks e-mail and username uniqueness, an empty username passing', async () => {
    const staffId = claims(tokens.staff).sub;
    const taken = await call(
      'GET',
      `/users/check-field.json?email=${encodeURIComponent('Admin@salon-demo.ch')}&app_id=1`,
    );
    expect(taken.status).toBe(200);
    expect(taken.body.data).toHaveLength(1);
    expect((await call('GET', '/users/check-field.json?email=free@example.ch&app_id=1')).body.data).toEqual([]);
    expect((await call('GET', '/users/check-field.json?username=&app_id=1')).body.data).toEqual([]);
    // The user's own e-mail is not "taken" when they edit themself.
    const self = await call('GET', `/users/check-field.json?id=${staffId}&email=${DEMO_LOGINS.staff}&app_id=1`);
    expect(self.body.data).toEqual([]);
  });

  it('keeps the language per user', async () => {
    const adminId = Number(claims(tokens.admin).sub);
    const res = await call('POST', '/users/locale/en', undefined, bearer(tokens.admin));
    expect(res.body.data).toEqual({ language: 'en' });
    const user = await t.app.services.prisma.user.findUniqueOrThrow({ where: { id: adminId } });
    expect(user.language).toBe('en');
    // German and Italian are languages of the product too; an unknown code is refused.
    expect((await call('POST', '/users/locale/it', undefined, bearer(tokens.admin))).body.data).toEqual({
      language: 'it',
    });
    expect((await t.app.services.prisma.user.findUniqueOrThrow({ where: { id: adminId } })).language).toBe('it');
    expect((await call('POST', '/users/locale/es', undefined, bearer(tokens.admin))).status).toBe(422);
    // A guest may switch too: nothing is stored.
    expect((await call('POST', '/users/locale/fr')).status).toBe(200);
  });
});
