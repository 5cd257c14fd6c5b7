import { nowMs } from '../../lib/clock.ts';
/** Spec §4: a location is open when closed_from is empty or in the future. */
export function isLocationOpen(closedFrom: Date | null, today: Date = new Date(nowMs())): boolean {
  if (!closedFrom) return true;
  return closedFrom.toISOString().slice(0, 10) > today.toISOString().slice(0, 10);
}
