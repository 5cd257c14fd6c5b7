import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, login, shortLivedToken } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { contextFor } from '../../../context.ts';
import { scopedPrisma } from '../../../db/scoped.ts';
import { customerForUser } from '../../bookings/index.ts';

const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on AuthPayload { token message user { id email role verified language } }
    ... on ValidationError { message errors fieldErrors { field rule message } }
  }
}`;
const VALIDATE = `mutation ($id: Int!, $token: String!) {
  validateEmail(userId: $id, token: $token) { __typename ... on AuthPayload { token user { verified } } ... on ValidationError { message } }
}`;
const ME = '{ me { id email role } }';

function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('registers a customer, validates the e-mail from the outbox, and logs in by e-mail or username', async () => {
    const input = {
      email: 'Ana@Example.ch',
      password: 'secret1',
      firstname: 'Ana',
      lastname: 'Silva',
      username: 'ana',
      language: 'en',
    };
    const res = await t.gql(REGISTER, { input }, undefined, 'en');
    const payload = res.data?.register as Record<string, unknown> & {
      user: { id: number; role: number; verified: boolean };
    };
    expect(payload.__typename).toBe('AuthPayload');
    expect(payload.user).toMatchObject({ email: 'ana@example.ch', role: 1, verified: false, language: 'en' });
    const c = claims(payload.token as string);
    expect(c).toMatchObject({
      sub: String(payload.user.id),
      name: 'Ana Silva',
      role: 1,
      notValidated: true,
      appId: 1,
      vendorId: null,
      employeeId: null,
    });

    // The validation link was queued in the outbox, in the same transaction as the user.
    const mail = await t.app.services.prisma.emailMessage.findFirstOrThrow({ where: { to: 'ana@example.ch' } });
    const secret = new URL(mail.body.match(/https?:\/\/[^\s\]]+/)![0]).searchParams.get('token')!;
    const wrong = await t.gql(VALIDATE, { id: payload.user.id, token: 'nope' });
    expect((wrong.data!.validateEmail as { __typename: string }).__typename).toBe('ValidationError');
    const ok = await t.gql(VALIDATE, { id: payload.user.id, token: secret });
    const validated = ok.data?.validateEmail as { token: string; user: { verified: boolean } };
    expect(validated.user.verified).toBe(true);
    expect(claims(validated.token).notValidated).toBe(false);
    // Single use.
    const again = await t.gql(VALIDATE, { id: payload.user.id, token: secret });
    expect((again.data!.validateEmail as { __typename: string }).__typename).toBe('ValidationError');

    expect(await login(t, 'ANA@example.ch', 'secret1')).toBeTruthy();
    const byUsername = await login(t, 'ana', 'secret1');
    const me = await t.gql(ME, {}, byUsername);
    expect(me.data?.me).toMatchObject({ email: 'ana@example.ch', role: 1 });
  });

  it('stores the optional mobile number of a sign-up, so that the customer record of a first booking has it', async () => {
    const prisma = t.app.services.prisma;
    const bad = await t.gql(
      REGISTER,
      { input: { email: 'mo@example.ch', password: 'secret1', firstname: 'Mo', lastname: 'Bile', phone: '12' } },
      undefined,
      'en',
    );
    const refused = bad.data?.register as { __typename: string; errors: Record<string, Record<string, string>> };
    expect(refused.__typename).toBe('ValidationError');
    expect(Object.keys(refused.errors)).toEqual(['phone']);
    expect(await prisma.user.count({ where: { email: 'mo@example.ch' } })).toBe(0);

    const res = await t.gql(REGISTER, {
      input: { email: 'mo@example.ch', password: 'secret1', firstname: 'Mo', lastname: 'Bile', phone: '079 123 45 67' },
    });
    const payload = res.data?.register as { __typename: string; user: { id: number } };
    expect(payload.__typename).toBe('AuthPayload');
    const user = await prisma.user.findUniqueOrThrow({ where: { id: payload.user.id } });
    expect(user.phone).toBe('+41791234567');
    const vendor = await prisma.vendor.create({
      data: { slug: 'sms-salon', name: 'SMS SA', publicName: 'SMS', email: 'sms@example.ch' },
    });
    const ctx = contextFor(t.app.services, null, 'fr');
    const customer = await customerForUser(ctx, scopedPrisma(prisma, vendor.id), vendor.id, user.id);
    expect(customer.phoneMobile).toBe('+41791234567');

    // Without a number, nothing is stored.
    const none = await t.gql(REGISTER, {
      input: { email: 'nomo@example.ch', password: 'secret1', firstname: 'No', lastname: 'Mo', phone: '' },
    });
    const noneId = (none.data!.register as { user: { id: number } }).user.id;
    expect((await prisma.user.findUniqueOrThrow({ where: { id: noneId } })).phone).toBeNull();
  });

  it('refuses bad input, a taken e-mail and bad credentials with field errors, changing nothing', async () => {
    const before = await t.app.services.prisma.user.count();
    const bad = await t.gql(REGISTER, {
      input: { email: 'not-an-email', password: '123', firstname: ' ', lastname: 'X' },
    });
    const err = bad.data?.register as { __typename: string; errors: Record<string, Record<string, string>> };
    expect(err.__typename).toBe('ValidationError');
    expect(Object.keys(err.errors).sort()).toEqual(['email', 'firstname', 'password']);
    expect(err.errors.firstname).toEqual({ required: 'Obligatoire' });
    expect(await t.app.services.prisma.user.count()).toBe(before);

    const input = { email: 'ana@example.ch', password: 'secret1', firstname: 'A', lastname: 'B' };
    const taken = await t.gql(REGISTER, { input });
    expect((taken.data!.register as { errors: Record<string, unknown> }).errors).toHaveProperty(
      'email.valueAlreadyRegistered',
    );

    const wrong = await t.gql(LOGIN, { u: 'ana@example.ch', p: 'wrong-password' }, undefined, 'en');
    expect(wrong.data?.login).toMatchObject({
      __typename: 'ValidationError',
      message: 'Wrong username, e-mail or password',
    });
  });

  it('rejects a forged or expired token with UNAUTHENTICATED and refreshes one near expiry', async () => {
    const forged = await t.gql(ME, {}, 'abc.def.ghi');
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const key = new TextEncoder().encode(t.app.services.config.jwtSecret);
    const expired = await new SignJWT({ role: 1, name: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const res = await t.gql(ME, {}, expired);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const user = await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'ana@example.ch' } });
    const soon = await shortLivedToken(t, user.id, 'Ana Silva');
    const refreshed = await t.gql(ME, {}, soon);
    expect(refreshed.data?.me).toMatchObject({ id: user.id });
    const fresh = refreshed.extensions?.refreshedToken as string;
    expect(claims(fresh).exp as number).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(claims(fresh).sub).toBe(String(user.id));
  });
});

describe('login brute-force protection', () => {
  // Unique per run: with Redis the counts outlive the app.
  const bea = `bea-${randomUUID()}@example.ch`;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { loginMaxFailures: 3, loginWindowSeconds: 600 } });
    await t.gql(REGISTER, { input: { email: bea, password: 'secret1', firstname: 'Bea', lastname: 'B' } });
  });
  afterAll(() => t.stop());

  it('blocks a login name after too many failures, even with the right password, and 429 on REST', async () => {
    // A success resets the count.
    await t.gql(LOGIN, { u: bea, p: 'wrong-1' });
    await t.gql(LOGIN, { u: bea, p: 'wrong-2' });
    expect(await login(t, bea, 'secret1')).toBeTruthy();
    for (const p of ['wrong-3', 'wrong-4', 'wrong-5']) {
      const res = await t.gql<{ login: { __typename: string } }>(LOGIN, { u: bea, p });
      expect(res.data!.login.__typename).toBe('ValidationError');
    }
    const blocked = await t.gql(LOGIN, { u: bea.toUpperCase(), p: 'secret1' }, undefined, 'en');
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toMatch(/^Too many login attempts\. Try again in \d+ min\.$/);
    const rest = await fetch(`${t.url}/api/users/token.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: bea, password: 'secret1' }),
    });
    expect(rest.status).toBe(429);
    // Other logins are not affected.
    const other = await t.gql<{ login: { __typename: string } }>(LOGIN, { u: 'nobody@example.ch', p: 'x' });
    expect(other.data!.login.__typename).toBe('ValidationError');
  });
});
