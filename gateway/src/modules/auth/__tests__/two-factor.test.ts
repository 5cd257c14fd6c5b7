// Two-factor sign-in (TOTP, RFC 6238): set up from the account (QR code, confirmation, ten recovery
// codes shown once), then asked as the login's second step on GraphQL and REST; wrong codes count
// toward the login limit, a code or a recovery code works once, and a salon can require it of its
// admins (who then set it up during the login).
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setClock } from '../../../lib/clock.ts';
import { DEMO_PASSWORD } from '../../../seed/demo.data.ts';
import { seedAndLogin } from '../../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const LOGIN = `mutation ($u: String!, $p: String!, $code: String) {
  login(usernameOrEmail: $u, password: $p, code: $code) {
    __typename ... on AuthPayload { token } ... on ValidationError { message errors }
    ... on TwoFactorRequired { message errors setupToken }
  }
}`;
const START = `mutation ($s: String) { startTwoFactorSetup(setupToken: $s) {
  __typename ... on TwoFactorSetup { secret otpauthUrl qrCodeSvg } ... on ValidationError { errors } } }`;
const CONFIRM = `mutation ($c: String!, $s: String) { confirmTwoFactorSetup(code: $c, setupToken: $s) {
  __typename ... on TwoFactorConfirmation { recoveryCodes token } ... on ValidationError { errors } } }`;
const DISABLE = `mutation ($p: String!) { disableTwoFactor(password: $p) {
  __typename ... on ValidationError { errors } } }`;
const ME = '{ me { id twoFactorEnabled recoveryCodesLeft } }';

type Login = {
  __typename: string;
  token?: string;
  errors?: Record<string, Record<string, string>>;
  setupToken?: string;
};

describe('two-factor sign-in', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof seedAndLogin>>;
  let at = Date.parse('2027-03-01T09:00:00Z');
  /** The clock moves on one time step: the next code is a new one. */
  const nextStep = () => {
    at += 30_000;
    setClock(at, { frozen: true });
  };
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(nowMs() / 1000) });
  const loginWith = async (u: string, code?: string, p = DEMO_PASSWORD) =>
    (await t.gql<{ login: Login }>(LOGIN, { u, p, code }, undefined, 'en')).data!.login;
  const restLogin = async (body: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/api/users/token.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };

  beforeAll(async () => {
    setClock(at, { frozen: true });
    t = await startTestApp({ config: { loginMaxFailures: 5, loginWindowSeconds: 600 } });
    tokens = await seedAndLogin(t);
  });
  afterAll(async () => {
    await t.stop();
    resetClock();
  });

  let secret = '';
  let recoveryCodes: string[] = [];

  it('is set up from the account with a QR code and a confirmation code, giving ten recovery codes once', async () => {
    const started = await t.gql<{ startTwoFactorSetup: { secret: string; otpauthUrl: string; qrCodeSvg: string } }>(
      START,
      {},
      tokens.customer,
    );
    const setup = started.data!.startTwoFactorSetup;
    secret = setup.secret;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Salonbook:customer%40salon-demo\.ch\?.*secret=/);
    expect(setup.qrCodeSvg).toMatch(/^<svg/);
    // Stored encrypted, not as typed.
    const row = await t.app.services.prisma.user.findFirstOrThrow({ where: { email: 'customer@salon-demo.ch' } });
    expect(row.totpPendingSecret).not.toContain(secret);

    const wrong = await t.gql<{ confirmTwoFactorSetup: { __typename: string; errors: object } }>(
      CONFIRM,
      { c: '000000' },
      tokens.customer,
    );
    expect(wrong.data!.confirmTwoFactorSetup).toMatchObject({ __typename: 'ValidationError', errors: { code: {} } });
    const ok = await t.gql<{ confirmTwoFactorSetup: { recoveryCodes: string[]; token: string | null } }>(
      CONFIRM,
      { c: await codeOf(secret) },
      tokens.customer,
    );
    recoveryCodes = ok.data!.confirmTwoFactorSetup.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(ok.data!.confirmTwoFactorSetup.token).toBeNull();
    // Only hashes are kept.
    const stored = await t.app.services.prisma.recoveryCode.findMany({ where: { userId: row.id } });
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    const me = await t.gql<{ me: { twoFactorEnabled: boolean; recoveryCodesLeft: number } }>(ME, {}, tokens.customer);
    expect(me.data!.me).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it('asks for the code as the second step on GraphQL and REST, and accepts each code once', async () => {
    nextStep();
    const first = await loginWith('customer@salon-demo.ch');
    expect(first).toMatchObject({
      __typename: 'TwoFactorRequired',
      setupToken: null,
      errors: { code: { required: expect.any(String) } },
    });
    const rest = await restLogin({ usernameOrEmail: 'customer@salon-demo.ch', password: DEMO_PASSWORD });
    expect(rest.status).toBe(401);
    expect(rest.body.data).toMatchObject({
      two_factor_required: true,
      errors: { code: { required: expect.any(String) } },
    });
    expect(rest.body.data.token).toBeUndefined();

    const code = await codeOf(secret);
    const ok = await loginWith('customer@salon-demo.ch', code);
    expect(ok.__typename).toBe('AuthPayload');
    // The same code again (someone looking over the shoulder): refused.
    const replay = await loginWith('customer@salon-demo.ch', code);
    expect(replay).toMatchObject({ __typename: 'ValidationError', errors: { code: { invalid: expect.any(String) } } });

    nextStep();
    const viaRest = await restLogin({
      username_or_email: 'customer@salon-demo.ch',
      password: DEMO_PASSWORD,
      code: await codeOf(secret),
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data.token).toEqual(expect.any(String));
    // A wrong password with a right code is still a wrong password.
    nextStep();
    expect((await loginWith('customer@salon-demo.ch', await codeOf(secret), 'wrong')).__typename).toBe(
      'ValidationError',
    );
  });

  it('accepts a recovery code once, and counts wrong codes toward the login limit', async () => {
    const recovered = await loginWith('customer@salon-demo.ch', recoveryCodes[0]!.toUpperCase());
    expect(recovered.__typename).toBe('AuthPayload');
    const twice = await loginWith('customer@salon-demo.ch', recoveryCodes[0]);
    expect(twice.__typename).toBe('ValidationError');
    const me = await t.gql<{ me: { recoveryCodesLeft: number } }>(ME, {}, recovered.token);
    expect(me.data!.me.recoveryCodesLeft).toBe(9);

    // Wrong codes after a right password: past the limit the login is refused, even with a right code.
    for (const code of ['111111', '222222', '333333', '444444']) {
      expect((await loginWith('customer@salon-demo.ch', code)).__typename).toBe('ValidationError');
    }
    nextStep();
    const blocked = await t.gql(LOGIN, { u: 'customer@salon-demo.ch', p: DEMO_PASSWORD, code: await codeOf(secret) });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('lets a salon require it of its admins, who set it up during the login', async () => {
    const vendor = await t.app.services.prisma.vendor.findFirstOrThrow({ where: { slug: 'salon-demo' } });
    const set = await t.gql<{ updateVendor: { __typename: string; requireTwoFactorForAdmins: boolean } }>(
      `mutation ($id: Int!) { updateVendor(id: $id, scope: LEGAL, input: { requireTwoFactorForAdmins: true }) {
        __typename ... on Vendor { requireTwoFactorForAdmins } } }`,
      { id: vendor.id },
      tokens.admin,
    );
    expect(set.data!.updateVendor).toEqual({ __typename: 'Vendor', requireTwoFactorForAdmins: true });

    // Staff log in as before; the admin is asked to set it up, with a set-up token.
    expect((await loginWith('staff@salon-demo.ch')).__typename).toBe('AuthPayload');
    const asked = await loginWith('admin@salon-demo.ch');
    expect(asked).toMatchObject({
      __typename: 'TwoFactorRequired',
      errors: { code: { setupRequired: expect.any(String) } },
    });
    const setupToken = asked.setupToken!;
    // The set-up token is no login token.
    expect((await t.gql(ME, {}, setupToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const started = await t.gql<{ startTwoFactorSetup: { secret: string } }>(START, { s: setupToken });
    const adminSecret = started.data!.startTwoFactorSetup.secret;
    const confirmed = await t.gql<{ confirmTwoFactorSetup: { recoveryCodes: string[]; token: string } }>(CONFIRM, {
      c: await codeOf(adminSecret),
      s: setupToken,
    });
    const session = confirmed.data!.confirmTwoFactorSetup.token;
    expect((await t.gql<{ me: { twoFactorEnabled: boolean } }>(ME, {}, session)).data!.me.twoFactorEnabled).toBe(true);
    // Required: the admin cannot turn it off.
    const off = await t.gql<{ disableTwoFactor: { __typename: string } }>(DISABLE, { p: DEMO_PASSWORD }, session);
    expect(off.data!.disableTwoFactor.__typename).toBe('ValidationError');
    nextStep();
    expect((await loginWith('admin@salon-demo.ch', await codeOf(adminSecret))).__typename).toBe('AuthPayload');
  });

  it('is turned off with the password, not without it', async () => {
    nextStep();
    const session = (await loginWith('staff@salon-demo.ch')).token!;
    const started = await t.gql<{ startTwoFactorSetup: { secret: string } }>(START, {}, session);
    const staffSecret = started.data!.startTwoFactorSetup.secret;
    await t.gql(CONFIRM, { c: await codeOf(staffSecret) }, session);
    const wrong = await t.gql<{ disableTwoFactor: { __typename: string } }>(DISABLE, { p: 'nope' }, session);
    expect(wrong.data!.disableTwoFactor.__typename).toBe('ValidationError');
    const off = await t.gql<{ disableTwoFactor: { __typename: string } }>(DISABLE, { p: DEMO_PASSWORD }, session);
    expect(off.data!.disableTwoFactor.__typename).toBe('MutationDisableTwoFactorSuccess');
    expect((await loginWith('staff@salon-demo.ch')).__typename).toBe('AuthPayload');
  });
});
