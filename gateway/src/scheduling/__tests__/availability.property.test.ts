// Property tests of the engine against a brute-force oracle written independently: it enumerates
// every real instant of the day on a 5-minute scan (local times through moment-timezone), and every
// employee x workplace x machine combination, with naive loops over the busy lists.
import fc from 'fast-check';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import type { AvailabilityInput, AvailabilityService, Preference } from '../availability.types.ts';
import { availableSlots, createAvailabilityEngine, verifyBooking } from '../availability.ts';
import { contains, type Interval, normalize } from '../interval.ts';
import { daySchedule, type Timetable, workingIntervals } from '../schedule.ts';
import { MIN, TZ } from './fixtures.ts';

const DATES = ['2026-03-29', '2026-06-01', '2026-10-25', '2026-12-07', '2026-10-24'];
const WORKPLACES = [
  { id: 100, locationId: 1 },
  { id: 101, locationId: 1 },
  { id: 102, locationId: 2 },
];
const MACHINES = [
  { id: 50, machineModelId: 7, locationId: 1 },
  { id: 51, machineModelId: 8, locationId: 1 },
  { id: 52, machineModelId: 7, locationId: 2 },
];
const PREFS: Preference[] = ['PREFERRED', 'NEUTRAL', 'NON_PREFERRED'];

const localMidnight = (date: string) => moment.tz(date, 'YYYY-MM-DD', TZ).valueOf();
/** Wall-clock minute to instant through moment; only used with whole hours (no DST ambiguity in Zurich). */
const wall = (date: string, minute: number) =>
  minute >= 1440
    ? moment.tz(date, 'YYYY-MM-DD', TZ).add(1, 'day').valueOf()
    : moment
        .tz(
          `${date} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          'YYYY-MM-DD HH:mm',
          TZ,
        )
        .valueOf();

/** null with weight `nullWeight`, a value with weight `valueWeight`. */
const maybe = <T>(arb: fc.Arbitrary<T>, nullWeight: number, valueWeight: number) =>
  fc.oneof({ weight: nullWeight, arbitrary: fc.constant(null) }, { weight: valueWeight, arbitrary: arb });

const hourRange = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 2, max: 14 }))
  .map(([s, l]): [number, number] => [s * 60, Math.min(24, s + l) * 60]);

const timetableArb = (date: string) =>
  fc
    .record({
      // The database refuses two recurring timetables of an employee with the same validFrom.
      recurring: fc.uniqueArray(
        fc.record({
          validFrom: fc.constantFrom('2026-01-01', '2026-05-01', '2026-05-01', date, '2027-01-01'),
          ranges: fc.array(
            fc.tuple(
              hourRange,
              // Mostly the weekday of the date, so that timetables matter.
              fc.oneof(
                { weight: 5, arbitrary: fc.constant(moment.tz(date, TZ).isoWeekday()) },
                { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }) },
              ),
              fc.constantFrom(1, 1, 1, 2),
            ),
            { minLength: 1, maxLength: 4 },
          ),
        }),
        { minLength: 1, maxLength: 3, selector: (t) => t.validFrom },
      ),
      exception: maybe(fc.array(fc.tuple(hourRange, fc.constantFrom(1, 1, 2)), { maxLength: 2 }), 4, 1),
    })
    .map(({ recurring, exception }) => {
      const list: Timetable[] = recurring.map((r) => ({
        type: 'RECURRING' as const,
        validFrom: r.validFrom,
        ranges: r.ranges.map(([[s, e], weekday, locationId]) => ({
          weekday,
          startMinute: s,
          endMinute: e,
          locationId,
        })),
      }));
      if (exception) {
        list.push({
          type: 'EXCEPTIONAL',
          validFrom: date,
          ranges: exception.map(([[s, e], locationId]) => ({ weekday: 0, startMinute: s, endMinute: e, locationId })),
        });
      }
      return list;
    });

const busyArb = (base: number, maxLength = 3) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: -8, max: 100 }), fc.integer({ min: 1, max: 12 }))
      .map(([a, l]): [number, number] => [base + a * 15 * MIN, base + (a + l) * 15 * MIN]),
    { maxLength },
  );

const serviceArb = (id: number) =>
  fc
    .record({
      duration: fc.constantFrom(15, 30, 45, 60, 90),
      breakDuration: fc.constantFrom(0, 0, 15),
      clientExitDuration: fc.constantFrom(0, 10),
      withParts: fc.boolean(),
      employees: fc.oneof(fc.constant<number[]>([1, 2, 3]), fc.subarray([1, 2, 3], { minLength: 1 })),
      prefs: fc.array(fc.constantFrom(...PREFS), { minLength: 3, maxLength: 3 }),
      workplaceIds: fc.subarray([100, 101, 102]),
      machineModelIds: fc.oneof(fc.constant([] as number[]), fc.subarray([7, 8], { minLength: 1 })),
    })
    .map((s): AvailabilityService => {
      // Parts stay inside the duration: the first 15 minutes and the last 15 (when it is long enough).
      const parts =
        s.withParts && s.duration >= 45
          ? [
              { minutesFromStart: 0, duration: 15 },
              { minutesFromStart: s.duration - 15, duration: 15 },
            ]
          : [];
      return {
        id,
        duration: s.duration,
        breakDuration: s.breakDuration,
        clientExitDuration: s.clientExitDuration,
        parts,
        employees: s.employees.map((e) => ({ id: e, preference: s.prefs[e - 1] })),
        workplaceIds: s.workplaceIds,
        machineModelIds: s.machineModelIds,
      };
    });

const worldArb = fc.constantFrom(...DATES).chain((date) => {
  const base = localMidnight(date);
  return fc
    .record({
      date: fc.constant(date),
      step: fc.constantFrom(15, 20, 30, 60),
      minStartHour: fc.integer({ min: 0, max: 10 }),
      maxEndHour: fc.integer({ min: 12, max: 24 }),
      notice: fc.constantFrom(0, 0, 1, 3),
      period: fc.constantFrom(0, 0, 0, 1, 30),
      nowOffset: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -200, max: -1 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 60 }) },
      ),
      workplacesEnabled: fc.boolean(),
      machinesEnabled: fc.constantFrom(undefined, true, false),
      services: fc
        .integer({ min: 1, max: 2 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => serviceArb(10 + i)))),
      employees: fc.tuple(
        ...[1, 2, 3].map((id) =>
          fc.record({
            id: fc.constant(id),
            timetablesEnabled: fc.constantFrom(true, true, true, true, true, false),
            timetables: timetableArb(date),
            busy: busyArb(base, 4),
            workplaceIds: fc.subarray([100, 101, 102]),
          }),
        ),
      ),
      workplaceBusy: fc.tuple(busyArb(base), busyArb(base), busyArb(base)),
      machineBusy: fc.tuple(busyArb(base), busyArb(base), busyArb(base)),
      closed: fc.oneof(
        { weight: 8, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.constantFrom('date', 'from') },
      ),
      employeeId: maybe(fc.constantFrom(1, 2, 3), 5, 1),
      favoriteEmployeeId: maybe(fc.constantFrom(1, 2, 3), 1, 1),
      favoriteEmployeeOnly: fc.boolean(),
      load: fc.tuple(fc.nat(300), fc.nat(300), fc.nat(300)),
    })
    .map(
      (w): AvailabilityInput => ({
        timezone: TZ,
        now: base + w.nowOffset * 15 * MIN,
        locationId: 1,
        dateFrom: w.date,
        dateTo: w.date,
        settings: {
          slotIntervalMinutes: w.step,
          minStartMinute: w.minStartHour * 60,
          maxEndMinute: w.maxEndHour * 60,
          cancellationNoticeHours: w.notice,
          bookingPeriodDays: w.period,
          workplacesEnabled: w.workplacesEnabled,
          machinesEnabled: w.machinesEnabled,
        },
        services: w.services,
        employees: w.employees,
        workplaces: WORKPLACES.map((wp, i) => ({ ...wp, busy: w.workplaceBusy[i] })),
        machines: MACHINES.map((m, i) => ({ ...m, busy: w.machineBusy[i] })),
        locations: [
          { id: 1, closedFrom: w.closed === 'from' ? w.date : null },
          { id: 2, closedFrom: null },
        ],
        closedDates: w.closed === 'date' ? [{ date: w.date, locationIds: [1] }] : [],
        employeeId: w.employeeId,
        favoriteEmployeeId: w.favoriteEmployeeId,
        favoriteEmployeeOnly: w.favoriteEmployeeOnly,
        load: { 1: w.load[0], 2: w.load[1], 3: w.load[2] },
      }),
    );
});

const overlapsAny = (busy: ReadonlyArray<readonly [number, number]>, s: number, e: number) =>
  busy.some(([a, b]) => a < e && s < b);

/** Naive working intervals: resolve the timetable by scanning, convert with moment. */
function oracleWork(inp: AvailabilityInput, empId: number, date: string): Interval[] {
  const emp = inp.employees.find((e) => e.id === empId);
  if (!emp?.timetablesEnabled) return [];
  const ex = emp.timetables.filter((t) => t.type === 'EXCEPTIONAL' && t.validFrom === date).at(-1);
  let ranges: Timetable['ranges'];
  if (ex) ranges = ex.ranges;
  else {
    const rec = emp.timetables.filter((t) => t.type === 'RECURRING' && t.validFrom <= date);
    if (rec.length === 0) return [];
    const latest = rec.reduce((a, b) => (b.validFrom >= a.validFrom ? b : a));
    const wd = moment.tz(date, TZ).isoWeekday();
    ranges = latest.ranges.filter((r) => r.weekday === wd);
  }
  const closed = (loc: number) =>
    inp.locations.some((l) => l.id === loc && l.closedFrom !== null && l.closedFrom <= date) ||
    inp.closedDates.some((c) => c.date === date && c.locationIds.includes(loc));
  return normalize(
    ranges
      .filter((r) => r.locationId === inp.locationId && !closed(r.locationId))
      .map((r) => [wall(date, r.startMinute), wall(date, r.endMinute)] as const),
  );
}

interface OracleSlot {
  start: number;
  picks: Array<[employeeId: number, workplaceId: number | null, machineId: number | null]>;
}

function oracle(inp: AvailabilityInput, date: string): OracleSlot[] {
  const { settings } = inp;
  const base = localMidnight(date);
  const today = moment.tz(inp.now, TZ).format('YYYY-MM-DD');
  if (
    settings.bookingPeriodDays > 0 &&
    date > moment.tz(today, TZ).add(settings.bookingPeriodDays, 'days').format('YYYY-MM-DD')
  )
    return [];
  const winStart = wall(date, settings.minStartMinute);
  const winEnd = wall(date, settings.maxEndMinute);
  const work = new Map([1, 2, 3].map((id) => [id, oracleWork(inp, id, date)]));
  const onlyId =
    inp.employeeId ?? (inp.favoriteEmployeeOnly && inp.favoriteEmployeeId != null ? inp.favoriteEmployeeId : null);
  const firstId = inp.employeeId == null ? (inp.favoriteEmployeeId ?? null) : null;
  const rank = { PREFERRED: 0, NEUTRAL: 1, NON_PREFERRED: 2 };
  const load = inp.load ?? {};
  const out: OracleSlot[] = [];
  for (let t = base - 3 * 60 * MIN; t < base + 27 * 60 * MIN; t += 5 * MIN) {
    const m = moment.tz(t, TZ);
    if (m.format('YYYY-MM-DD') !== date) continue;
    const minute = m.hours() * 60 + m.minutes();
    if (
      minute % settings.slotIntervalMinutes !== 0 ||
      minute < settings.minStartMinute ||
      minute > settings.maxEndMinute
    )
      continue;
    if (t < inp.now + settings.cancellationNoticeHours * 60 * MIN || t < winStart) continue;
    let offset = 0;
    const picks: OracleSlot['picks'] = [];
    inp.services.forEach((svc, k) => {
      const s = t + offset * MIN;
      const last = k === inp.services.length - 1;
      const holdEnd = s + (svc.duration + svc.breakDuration + (last ? svc.clientExitDuration : 0)) * MIN;
      offset += svc.duration + svc.breakDuration;
      const parts = svc.parts.length
        ? svc.parts.map((p) => [s + p.minutesFromStart * MIN, s + (p.minutesFromStart + p.duration) * MIN])
        : [[s, s + svc.duration * MIN]];
      const emps = svc.employees
        .filter((e) => onlyId === null || e.id === onlyId)
        .sort(
          (a, b) =>
            (a.id === firstId ? 0 : 1) - (b.id === firstId ? 0 : 1) ||
            rank[a.preference] - rank[b.preference] ||
            (load[a.id] ?? 0) - (load[b.id] ?? 0) ||
            a.id - b.id,
        );
      const needsWp = settings.workplacesEnabled && svc.workplaceIds.length > 0;
      const needsMachine = settings.machinesEnabled !== false && svc.machineModelIds.length > 0;
      const machine = needsMachine
        ? (inp.machines
            .filter(
              (mc) =>
                mc.locationId === inp.locationId &&
                svc.machineModelIds.includes(mc.machineModelId) &&
                !overlapsAny(mc.busy, s, holdEnd),
            )
            .sort((a, b) => a.id - b.id)[0]?.id ?? -1)
        : null;
      let pick: OracleSlot['picks'][number] | null = null;
      if (machine !== -1) {
        for (const e of emps) {
          const emp = inp.employees.find((x) => x.id === e.id);
          if (!emp) continue;
          const w = work.get(e.id) ?? [];
          if (!parts.every(([a, b]) => contains(w, a, b) && !overlapsAny(emp.busy, a, b))) continue;
          if (needsWp) {
            const wp = inp.workplaces
              .filter(
                (x) =>
                  x.locationId === inp.locationId &&
                  svc.workplaceIds.includes(x.id) &&
                  (emp.workplaceIds.length === 0 || emp.workplaceIds.includes(x.id)) &&
                  !overlapsAny(x.busy, s, holdEnd),
              )
              .sort((a, b) => a.id - b.id)[0];
            if (!wp) continue;
            pick = [e.id, wp.id, machine];
          } else pick = [e.id, null, machine];
          break;
        }
      }
      picks.push(pick ?? [-1, null, null]);
    });
    const end =
      t +
      inp.services.reduce(
        (sum, s, k) => sum + s.duration + s.breakDuration + (k === inp.services.length - 1 ? s.clientExitDuration : 0),
        0,
      ) *
        MIN;
    if (end > winEnd || picks.some((p) => p[0] === -1)) continue;
    out.push({ start: t, picks });
  }
  return out;
}

const shuffled = <T>(list: readonly T[]) => [...list].reverse();

describe('availability engine properties', () => {
  it('matches the brute-force oracle: same starts, same deterministic choices', () => {
    fc.assert(
      fc.property(worldArb, (inp) => {
        const got = availableSlots(inp, inp.dateFrom).map((s) => ({
          start: s.start,
          picks: s.assignments.map((a) => [a.employeeId, a.workplaceId, a.machineId]),
        }));
        expect(got).toEqual(oracle(inp, inp.dateFrom));
      }),
      { numRuns: 400 },
    );
  });

  it('no slot outside working time, none overlapping a busy resource, every slot verifies', () => {
    fc.assert(
      fc.property(worldArb, (inp) => {
        const date = inp.dateFrom;
        for (const slot of availableSlots(inp, date)) {
          for (const a of slot.assignments) {
            const emp = inp.employees.find((e) => e.id === a.employeeId)!;
            const work = workingIntervals(daySchedule(emp, date, inp.locations, inp.closedDates), inp.locationId, TZ);
            for (const [s, e] of a.parts) {
              expect(contains(work, s, e)).toBe(true);
              expect(overlapsAny(emp.busy, s, e)).toBe(false);
            }
            if (a.workplaceId !== null)
              expect(
                overlapsAny(inp.workplaces.find((w) => w.id === a.workplaceId)!.busy, a.customerStart, a.customerEnd),
              ).toBe(false);
            if (a.machineId !== null)
              expect(
                overlapsAny(inp.machines.find((m) => m.id === a.machineId)!.busy, a.customerStart, a.customerEnd),
              ).toBe(false);
            expect(a.customerStart).toBeGreaterThanOrEqual(slot.start);
            expect(a.customerEnd).toBeLessThanOrEqual(slot.end);
          }
          expect(verifyBooking(inp, slot.assignments)).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic: same result twice and whatever the order of the input lists', () => {
    fc.assert(
      fc.property(worldArb, (inp) => {
        const a = availableSlots(inp, inp.dateFrom);
        expect(availableSlots(inp, inp.dateFrom)).toEqual(a);
        const reordered: AvailabilityInput = {
          ...inp,
          employees: shuffled(inp.employees).map((e) => ({
            ...e,
            busy: shuffled(e.busy),
            timetables: shuffled(e.timetables),
          })),
          workplaces: shuffled(inp.workplaces),
          machines: shuffled(inp.machines),
          services: inp.services.map((s) => ({
            ...s,
            employees: shuffled(s.employees),
            workplaceIds: shuffled(s.workplaceIds),
          })),
        };
        expect(availableSlots(reordered, inp.dateFrom)).toEqual(a);
        // The date list agrees with the slots.
        const dates = createAvailabilityEngine(inp).dates();
        expect(dates).toEqual(
          a.length
            ? [
                {
                  date: inp.dateFrom,
                  slotCount: a.length,
                  times: a.map((s) => s.time),
                  offsets: a.map((s) => s.offset),
                  recommended: a.map((s) => s.recommended),
                },
              ]
            : [],
        );
      }),
      { numRuns: 200 },
    );
  });
});
