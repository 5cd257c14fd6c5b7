// The effects of changes, each declared once, in the module it belongs to (webhooks, messages,
// calendar sync, live calendars, team chat): which change types it follows and what it does. A use
// case records its change and knows none of them.
import type { AppServices } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type { Change, ChangeType } from './change.types.ts';

export interface ChangeEffect {
  /** Unique, e.g. 'webhooks'. */
  name: string;
  types: readonly ChangeType[];
  /**
   * Writes what the effect will do (messages, webhook deliveries, jobs) in the dispatch's
   * transaction, once per change: it is planned if and only if the change is dispatched.
   */
  plan?(tx: VendorDb, change: Change, app: AppServices): Promise<void>;
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
