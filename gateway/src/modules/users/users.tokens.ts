// Single-use secrets e-mailed to a user (e-mail validation, password reset): only a hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, UserTokenKind } from '../../generated/prisma/client.ts';
import { nowMs } from '../../lib/clock.ts';

type Tx = Pick<Prisma.TransactionClient, 'userToken'>;

export const TOKEN_HOURS: Record<UserTokenKind, number> = { EMAIL_VALIDATION: 48, PASSWORD_RESET: 2 };

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Creates a new secret of `kind` for the user; any earlier unused one of that kind stops working. */
export async function createUserToken(
  tx: Tx,
  userId: number,
  kind: UserTokenKind,
  now = new Date(nowMs()),
): Promise<string> {
  await tx.userToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: now } });
  const secret = randomBytes(24).toString('base64url');
  await tx.userToken.create({
    data: {
      userId,
      kind,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + TOKEN_HOURS[kind] * 3600_000),
    },
  });
  return secret;
}

/** Marks the secret used and returns true when it is the user's, of `kind`, unused and not expired. */
export async function consumeUserToken(
  tx: Tx,
  userId: number,
  kind: UserTokenKind,
  secret: string,
  now = new Date(nowMs()),
): Promise<boolean> {
  // updateMany with every condition in the where clause: two concurrent uses cannot both succeed.
  const { count } = await tx.userToken.updateMany({
    where: { tokenHash: hashSecret(secret), userId, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1;
}
