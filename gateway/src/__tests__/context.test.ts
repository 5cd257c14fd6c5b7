// Per-process caches of the request context: a token is verified once until it expires, and the
// vendor-confined client is built once per vendor; neither changes what a request sees.
import { describe, expect, it, vi } from 'vitest';
import { type AppServices, createContext, verifyToken } from '../context.ts';
import { authenticate } from '../app/authenticate.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { TokenService } from '../modules/auth/index.ts';

const claims = (vendorId: number) => ({
  sub: '7',
  sid: `session-${vendorId}`,
  name: 'Ann',
  role: 2,
  notValidated: false,
  employeeId: null,
  vendorId,
  appId: 1,
});

describe('request context caches', () => {
  it('verifies a token once while it is valid, refuses a bad one, verifies again after expiry', async () => {
    const tokens = new TokenService('a'.repeat(32), 3600, 600);
    const verify = vi.spyOn(tokens, 'verify');
    const token = await tokens.sign(claims(3));
    const first = await verifyToken(tokens, token);
    const again = await verifyToken(tokens, token);
    expect(again).toEqual(first);
    expect(again).not.toBe(first); // a copy: a request cannot alter another's viewer
    expect(verify).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ userId: 7, vendorId: 3, role: 2 });
    // Past its expiry the cached viewer is not used: the token goes through verification again.
    await expect(verifyToken(tokens, token, first.expiresAt + 1)).resolves.toBeDefined();
    expect(verify).toHaveBeenCalledTimes(2);
    await expect(verifyToken(tokens, `${token}x`)).rejects.toThrow();
    // Another key does not trust the first key's tokens.
    await expect(verifyToken(new TokenService('b'.repeat(32), 3600, 600), token)).rejects.toThrow();
  });

  it('shares the vendor-confined client between requests of one vendor only', async () => {
    const extended: number[] = [];
    const prisma = {
      $extends: () => {
        extended.push(1);
        return { id: extended.length };
      },
    } as unknown as PrismaClient;
    const tokens = new TokenService('c'.repeat(32), 3600, 600);
    // The session store grants the vendor of the session (session-N: vendor N).
    const sessions = {
      access: async (sessionId: string, userId: number) => ({
        ...claims(Number(sessionId.split('-')[1])),
        sessionId,
        userId,
      }),
    };
    const app = { prisma, tokens, sessions } as unknown as AppServices;
    app.authenticate = (authorization, lang) => authenticate(app, authorization, lang);
    const ctx = async (vendorId: number) => createContext(app, `Bearer ${await tokens.sign(claims(vendorId))}`, 'fr');
    const a1 = (await ctx(1)).vendorDb();
    const a2 = (await ctx(1)).vendorDb();
    const b = (await ctx(2)).vendorDb();
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
    expect(extended.length).toBe(2);
  });
});
