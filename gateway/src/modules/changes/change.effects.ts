// The effects of changes, each declared once, in the module it belongs to (webhooks, messages,
// calendar sync, live calendars, team chat): which change types it follows and what it does. A use
// case records its change and knows none of them.
import type { AppServices } from '../../context.ts';
import type { VendorFilter } from '../../db/raw.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Change, ChangeType } from './change.types.ts';

export interface ChangeEffect {
  /** Unique, e.g. 'webhooks'. */
  name: string;
  types: readonly ChangeType[];
  /**
   * Writes what the effect will do (messages, webhook deliveries, jobs) in the dispatch's
   * transaction, for the changes it follows among those dispatched together (one vendor's, in the
   * order they were recorded): planned if and only if the changes are dispatched, once. A batch
   * shares its reads and writes: under load, many changes cost a few statements.
   */
  plan?(tx: VendorDb, changes: readonly Change[], app: AppServices, fact: unknown): Promise<void>;
  /**
   * What the effect needs to know of the vendor to plan (its endpoints, whether a calendar is
   * connected): one SQL expression, read in the statement that claims the changes, so that a
   * dispatch costs no round trip per effect. Its value (JSON) is handed to `plan`.
   */
  fact?(vendor: VendorFilter): Prisma.Sql;
  /** Runs in this process once the dispatch committed (live calendars): fast, no database. */
  live?(change: Change, app: AppServices): void;
}

const effects = new Map<string, ChangeEffect>();

/** Declares an effect (once, at module load). */
export function declareEffect(effect: ChangeEffect): void {
  if (effects.has(effect.name)) throw new Error(`effect "${effect.name}" declared twice`);
  effects.set(effect.name, effect);
}

/** The effects that follow a type of change. */
export function effectsOf(type: ChangeType): ChangeEffect[] {
  return [...effects.values()].filter((e) => e.types.includes(type));
}

/** Every declared effect (the door matrix test walks them). */
export const declaredEffects = (): readonly ChangeEffect[] => [...effects.values()];
