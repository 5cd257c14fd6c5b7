// Recording a change: one row in the change's own transaction, and a note on the request's context
// so that it is dispatched as soon as the request's work is done (see change.dispatch.ts).
import type { Context } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { Role } from '../../lib/roles.ts';
import type { Actor, ChangeData, ChangeType, Door } from './change.types.ts';

export interface ChangeOrigin {
  actor: Actor;
  door: Door;
  actorUserId: number | null;
}

/** Who makes a request's changes and through which door (given when the use case knows better). */
export function originOf(ctx: Context, door?: Door, actorOverride?: Actor): ChangeOrigin {
  const viewer = ctx.viewer;
  const actor: Actor = !viewer
    ? 'guest'
    : viewer.apiKeyId
      ? 'apiKey'
      : viewer.role >= Role.staff
        ? 'staff'
        : 'customer';
  const byDefault: Door =
    actor === 'apiKey' ? 'apiKey' : ctx.via === 'rest' ? 'rest' : actor === 'staff' ? 'staffApp' : 'customerApp';
  return { actor: actorOverride ?? actor, door: door ?? byDefault, actorUserId: viewer?.userId || null };
}

export interface ChangeInput {
  type: ChangeType;
  subjectId: number;
  data?: ChangeData;
  /** The door and the actor, when they are not the request's own (a manage link: its customer). */
  door?: Door;
  actor?: Actor;
}

/** Records a change in the transaction that makes it; it is dispatched once that transaction committed. */
export async function recordChange(tx: VendorDb, ctx: Context, vendorId: number, input: ChangeInput): Promise<void> {
  const origin = originOf(ctx, input.door, input.actor);
  const row = await tx.change.create({
    data: {
      vendorId,
      type: input.type,
      subjectId: input.subjectId,
      ...origin,
      data: (input.data ?? {}) as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  noteChange(ctx, row.id, vendorId);
}

/** Notes a change recorded by the request (also one a single statement wrote, like a new booking's). */
export function noteChange(ctx: Context, id: number, vendorId: number): void {
  ctx.changes.push({ id, vendorId });
}
