import { nowMs } from '../../lib/clock.ts';
import { localDate } from '../../scheduling/index.ts';
/**
 * Spec §4: a location is open when closed_from is empty or in the future: after today in the
 * vendor's time zone (a location closed from the 10th is closed at 00:30 on the 10th in Zurich).
 */
export function isLocationOpen(closedFrom: Date | null, timezone: string, now: number = nowMs()): boolean {
  if (!closedFrom) return true;
  return closedFrom.toISOString().slice(0, 10) > localDate(now, timezone);
}
