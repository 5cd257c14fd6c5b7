// Sessions as the source of access: a login token names its session (`sid`), and is accepted only
// while that session exists and its account is enabled; the role, vendor and employee used for
// authorization are the account's current ones, never the token's copy.
//
// Each gateway keeps what it read in a cache, so that a request costs no database round trip in the
// common case. Whatever changes a user's access (a session ended, a role, a deletion) drops the
// user's entries here and, through the pubsub (Redis when several gateways run), on every other
// gateway. A load that raced with such a change is not kept (a generation per user), and an entry
// is read again after MAX_AGE_MS at the latest, should an invalidation be lost with a connection.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { nowMs } from '../../lib/clock.ts';
import { setBounded } from '../../lib/maps.ts';
import type { AppPubSub } from '../../pubsub.ts';

/** What a live session grants: the account's current claims. */
export interface Access {
  sessionId: string;
  userId: number;
  name: string;
  role: number;
  notValidated: boolean;
  employeeId: number | null;
  vendorId: number | null;
  appId: number;
}

interface Entry {
  access: Access | null;
  loadedAt: number;
  /** When the session's last use was written to the database. */
  usedAt: number;
}

const MAX_AGE_MS = 60_000;
/** The last use shown on the account page is written at most this often per session. */
const LAST_USE_PRECISION_MS = 5 * 60_000;
const MAX_ENTRIES = 50_000;

export class SessionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly generations = new Map<number, number>();
  private readonly listeners = new Set<(userId: number) => void>();
  private readonly detach: () => void;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly pubsub: AppPubSub,
  ) {
    this.detach = pubsub.subscribe('auth:sessions', 0).listen(({ userId }) => this.forget(userId));
  }

  /** The access a session grants now, or null when it was ended or its account cannot sign in. */
  async access(sessionId: string, userId: number): Promise<Access | null> {
    const at = nowMs();
    const known = this.entries.get(sessionId);
    if (known && at - known.loadedAt < MAX_AGE_MS && (known.access === null || known.access.userId === userId)) {
      this.touch(sessionId, known, at);
      return known.access;
    }
    const generation = this.generations.get(userId) ?? 0;
    const row = await this.prisma.session.findUnique({
      where: { id: sessionId },
      select: {
        userId: true,
        lastUsedAt: true,
        user: {
          select: {
            firstname: true,
            lastname: true,
            role: true,
            enabled: true,
            verified: true,
            appId: true,
            employee: { select: { id: true, vendorId: true } },
          },
        },
      },
    });
    const access: Access | null =
      row && row.userId === userId && row.user.enabled
        ? {
            sessionId,
            userId,
            name: `${row.user.firstname} ${row.user.lastname}`.trim(),
            role: row.user.role,
            notValidated: !row.user.verified,
            employeeId: row.user.employee?.id ?? null,
            vendorId: row.user.employee?.vendorId ?? null,
            appId: row.user.appId,
          }
        : null;
    // A change of the user's access arrived meanwhile: this read may predate it, do not keep it.
    if ((this.generations.get(userId) ?? 0) === generation) {
      const entry = { access, loadedAt: at, usedAt: row?.lastUsedAt.getTime() ?? at };
      setBounded(this.entries, sessionId, entry, MAX_ENTRIES);
      const sessions = this.byUser.get(userId) ?? new Set<string>();
      this.byUser.set(userId, sessions.add(sessionId));
      if (access) this.touch(sessionId, entry, at);
    }
    return access;
  }

  /**
   * Call after committing anything that changes a user's access (sessions ended, role, vendor,
   * employee, enabled, name, validation): every gateway reads the user's sessions again.
   */
  changed(userId: number): void {
    this.forget(userId);
    this.pubsub.publish('auth:sessions', 0, { userId });
  }

  /** Calls `listener` with the id of each user whose access changed (on any gateway). */
  onChange(listener: (userId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.detach();
    this.listeners.clear();
  }

  private forget(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    for (const sessionId of this.byUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.byUser.delete(userId);
    for (const listener of this.listeners) listener(userId);
  }

  private touch(sessionId: string, entry: Entry, at: number): void {
    if (!entry.access || at - entry.usedAt < LAST_USE_PRECISION_MS) return;
    entry.usedAt = at;
    // Best effort: a lost update of the last use never fails the request.
    void this.prisma.session
      .updateMany({ where: { id: sessionId }, data: { lastUsedAt: new Date(at) } })
      .catch(() => undefined);
  }
}
