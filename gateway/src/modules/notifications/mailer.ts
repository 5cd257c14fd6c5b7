import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'emailMessage'>;

/** Puts an e-mail in the outbox, inside the caller's transaction so it exists only if the change does. */
export function queueEmail(tx: Tx, message: { to: string; subject: string; body: string; vendorId?: number }) {
  return tx.emailMessage.create({ data: message });
}
