// Availability engine: which start times can a booking of services S1..Sn take at a location, with
// which employee, workplace and machine for each service. Pure functions over plain data; the
// loader gathers everything in one batched load and passes `now` in. The types of its input and
// answers are in availability.types.ts.
//
// Layout of a booking starting at t (all durations in minutes, converted to real milliseconds):
//   service k starts at  s_k = t + Σ_{i<k} (duration_i + breakDuration_i)
//   employee busy        the parts [s_k + minutesFromStart, + duration], or [s_k, s_k + duration]
//                        when the service has no parts; between parts the employee is free
//                        (processing time) and may serve someone else
//   held                 [s_k, s_k + duration_k + breakDuration_k (+ clientExitDuration_k if k = n)]
//                        for the customer, the workplace and the machine
//   slot.end             end of the last service's hold (client exit included)
// Client exit only follows the last service: between services the customer stays.
//
// Resource rules for each service: an employee who offers it, works at the location for every busy
// part and is free then; when workplaces are enabled and the service lists workplaces, one of them
// at this location that the employee can work at (an employee without listed workplaces can work at
// any) and that is free for the whole hold; when the service lists machine models (and machines
// are not disabled), a machine of one of those models at this location free for the whole hold.
// Services are consecutive and their holds do not overlap, so each service is assigned on its own
// (greedy in execution order); the resources chosen for earlier services of the same booking still
// count as taken, which only matters for malformed parts running past their service's duration.
import type {
  AvailabilityEngine,
  AvailabilityInput,
  AvailableDate,
  BookingConflict,
  RequestedEvent,
  Slot,
  SlotAssignment,
} from './availability.types.ts';
import { countDaySlots, daySlots, rangeDates } from './availability.day.ts';
import { prepareAvailability } from './availability.prepare.ts';
import { planRequested, verifyRequested } from './availability.verify.ts';

// The engine's pieces: preparation (availability.prepare.ts), one day's slots (availability.day.ts),
// checking a requested booking (availability.verify.ts) and the timing rules (availability.timeline.ts).
export {
  associatedProposals,
  calculatedDuration,
  executionSequence,
  openBlocks,
  serviceTimeline,
} from './availability.timeline.ts';

export function createAvailabilityEngine(input: AvailabilityInput): AvailabilityEngine {
  const p = prepareAvailability(input);
  return {
    slots: (date) => daySlots(p, date),
    countSlots: (date) => countDaySlots(p, date),
    dates: () => rangeDates(p),
    verify: (requested) => verifyRequested(p, requested),
    plan: (requested) => planRequested(p, requested),
  };
}

/** Bookable slots of a booking on one local date, sorted by start. */
export function availableSlots(input: AvailabilityInput, date: string): Slot[] {
  return createAvailabilityEngine(input).slots(date);
}

/** Dates of [input.dateFrom, input.dateTo] with at least one slot, with their slot counts. */
export function availableDates(input: AvailabilityInput): AvailableDate[] {
  return createAvailabilityEngine(input).dates();
}

/** What is not available in a requested booking (empty list = it can be saved). */
export function verifyBooking(input: AvailabilityInput, requested: readonly RequestedEvent[]): BookingConflict[] {
  return createAvailabilityEngine(input).verify(requested);
}

/** Event layout (busy parts, holds) of a requested booking, for saving it; does not check anything. */
export function planBooking(input: AvailabilityInput, requested: readonly RequestedEvent[]): SlotAssignment[] {
  return createAvailabilityEngine(input).plan(requested);
}
