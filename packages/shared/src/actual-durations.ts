// Spec §5: the actual duration of each service of a booking, recorded when it is closed as executed. The
// checkout shows and checks it (web), the server checks and records it (gateway): one rule for both, no I/O.

/** Bounds of an actual duration typed at checkout, in whole minutes. */
export const ACTUAL_DURATION = { min: 5, max: 720 } as const;

/** True for whole minutes within ACTUAL_DURATION. */
export function isActualDuration(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= ACTUAL_DURATION.min && minutes <= ACTUAL_DURATION.max;
}

/** Minutes typed at checkout: whole minutes (up to three digits) within ACTUAL_DURATION, else null. */
export function parseActualDuration(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return isActualDuration(n) ? n : null;
}

/** A block of a booking as the rule reads it: its service, its span (ms since the epoch), its recorded duration. */
export interface DurationBlock {
  serviceId: number | null | undefined;
  start: number;
  end: number;
  effectiveDuration?: number | null;
}

/**
 * The minutes each service of a booking took so far, by service id in the order the services first
 * appear: the effective duration already recorded on its blocks (a resize in the calendar), else the
 * span from its first block's start to its last block's end. Blocks without a service are left out.
 */
export function knownDurations(blocks: readonly DurationBlock[]): Map<number, number> {
  const services = new Map<number, { first: number; last: number; known: number | null }>();
  for (const b of blocks) {
    if (b.serviceId == null) continue;
    const seen = services.get(b.serviceId);
    services.set(b.serviceId, {
      first: Math.min(seen?.first ?? Number.POSITIVE_INFINITY, b.start),
      last: Math.max(seen?.last ?? 0, b.end),
      known: seen?.known ?? b.effectiveDuration ?? null,
    });
  }
  return new Map([...services].map(([id, s]) => [id, s.known ?? Math.round((s.last - s.first) / 60_000)]));
}

/**
 * What closing records for each service of the booking: the minutes staff typed, else the known
 * duration (`knownDurations`). Typed minutes for a service the booking does not have are ignored here
 * (the caller refuses them).
 */
export function actualDurations(
  blocks: readonly DurationBlock[],
  typed: readonly { serviceId: number; minutes: number }[] = [],
): Map<number, number> {
  const given = new Map(typed.map((d) => [d.serviceId, d.minutes]));
  return new Map([...knownDurations(blocks)].map(([id, minutes]) => [id, given.get(id) ?? minutes]));
}
