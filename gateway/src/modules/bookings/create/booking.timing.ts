// Per-phase timings of booking writes, logged when BOOKING_TIMINGS=1 (a debug aid for finding
// where a write's time goes: preparation, verification, lock wait, transaction).
import type { Context } from '../../../context.ts';

const enabled = process.env.BOOKING_TIMINGS === '1';

export interface PhaseTimer {
  /** Records the time since the previous mark under `name`. */
  mark(name: string): void;
  /** Logs the phases (only with BOOKING_TIMINGS=1). */
  done(what: string): void;
}

const noop: PhaseTimer = { mark: () => {}, done: () => {} };

export function phaseTimer(ctx: Context): PhaseTimer {
  if (!enabled) return noop;
  const phases: Record<string, number> = {};
  const started = performance.now();
  let last = started;
  return {
    mark(name) {
      const now = performance.now();
      phases[name] = Math.round((phases[name] ?? 0) + (now - last));
      last = now;
    },
    done(what) {
      ctx.app.log.info({ timings: { ...phases, total: Math.round(performance.now() - started) } }, what);
    },
  };
}
