import { describe, expect, it } from 'vitest';
import type { AvailabilityInput } from '../availability.types.ts';
import {
  availableDates,
  availableSlots,
  createAvailabilityEngine,
  serviceTimeline,
  verifyBooking,
} from '../availability.ts';
import { localMinuteToInstant } from '../calendar.ts';
import { at, employee, everyDay, exceptional, input, MIN, service, settings, TZ } from './fixtures.ts';

/** Instant of a local 'HH:mm' on a date in Zurich. */
const local = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return localMinuteToInstant(date, h * 60 + m, TZ);
};
const times = (inp: AvailabilityInput, date: string) => availableSlots(inp, date).map((s) => s.time);
const DAY = '2026-06-01'; // a Monday in summer time
const nineToNoon = [everyDay([[540, 720]])];

describe('slots on an ordinary day', () => {
  it('offers every interval start whose booking fits the working time', () => {
    const inp = input({ employees: [employee(1, { timetables: nineToNoon })] });
    const slots = availableSlots(inp, DAY);
    expect(slots.map((s) => s.time)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(slots[0].start).toBe(at('2026-06-01T07:00:00Z'));
    expect(slots[0].end).toBe(at('2026-06-01T08:00:00Z'));
    expect(slots[0].assignments).toEqual([
      {
        serviceId: 10,
        employeeId: 1,
        workplaceId: null,
        machineId: null,
        start: at('2026-06-01T07:00:00Z'),
        end: at('2026-06-01T08:00:00Z'),
        customerStart: at('2026-06-01T07:00:00Z'),
        customerEnd: at('2026-06-01T08:00:00Z'),
        parts: [[at('2026-06-01T07:00:00Z'), at('2026-06-01T08:00:00Z')]],
      },
    ]);
  });

  it('skips busy time and honours the slot interval from local midnight', () => {
    const inp = input({
      settings: settings({ slotIntervalMinutes: 20 }),
      employees: [employee(1, { timetables: nineToNoon, busy: [[local(DAY, '10:00'), local(DAY, '10:30')]] })],
      services: [service(10, { duration: 30 })],
    });
    expect(times(inp, DAY)).toEqual(['09:00', '09:20', '10:40', '11:00', '11:20']);
  });

  it('respects minStart and maxEnd for the whole booking', () => {
    const inp = input({
      settings: settings({ minStartMinute: 610, maxEndMinute: 700 }),
      employees: [employee(1, { timetables: nineToNoon })],
    });
    // Starts on the 15-minute grid from 10:15; the 60-minute booking ends by 11:40.
    expect(times(inp, DAY)).toEqual(['10:15', '10:30']);
  });

  it('returns nothing for an invalid date or without services', () => {
    expect(availableSlots(input(), '2026-02-30')).toEqual([]);
    expect(availableSlots(input({ services: [] }), DAY)).toEqual([]);
  });
});

describe('DST days in Europe/Zurich', () => {
  const hourly = (extra: Partial<AvailabilityInput> = {}) =>
    input({ settings: settings({ slotIntervalMinutes: 60 }), ...extra });

  it('2026-03-29 (23 hours): no slot at 02:00, slots before and after at the right instants', () => {
    const slots = availableSlots(hourly(), '2026-03-29');
    expect(slots.map((s) => s.time)).toEqual([
      '00:00',
      '01:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
    const byTime = new Map(slots.map((s) => [s.time, s]));
    expect(byTime.get('00:00')?.start).toBe(at('2026-03-28T23:00:00Z'));
    expect(byTime.get('01:00')?.start).toBe(at('2026-03-29T00:00:00Z'));
    expect(byTime.get('03:00')?.start).toBe(at('2026-03-29T01:00:00Z'));
    expect(byTime.get('13:00')?.start).toBe(at('2026-03-29T11:00:00Z'));
    // The range ends at 1440: the last booking ends at local midnight (22:00Z).
    expect(byTime.get('23:00')?.end).toBe(at('2026-03-29T22:00:00Z'));
  });

  it('2026-10-25 (25 hours): 02:00 is offered twice, 13:00 is 12:00Z', () => {
    const slots = availableSlots(hourly(), '2026-10-25');
    expect(slots).toHaveLength(25);
    expect(slots.slice(0, 5).map((s) => [s.time, s.start])).toEqual([
      ['00:00', at('2026-10-24T22:00:00Z')],
      ['01:00', at('2026-10-24T23:00:00Z')],
      ['02:00', at('2026-10-25T00:00:00Z')],
      ['02:00', at('2026-10-25T01:00:00Z')],
      ['03:00', at('2026-10-25T02:00:00Z')],
    ]);
    expect(slots.find((s) => s.time === '13:00')?.start).toBe(at('2026-10-25T12:00:00Z'));
    expect(slots.at(-1)?.end).toBe(at('2026-10-25T23:00:00Z'));
  });

  it('a 09:00-17:00 timetable gives the same wall-clock slots on both DST days', () => {
    const inp = hourly({ employees: [employee(1, { timetables: [everyDay([[540, 1020]])] })] });
    const spring = availableSlots(inp, '2026-03-29');
    const fall = availableSlots(inp, '2026-10-25');
    const expected = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    expect(spring.map((s) => s.time)).toEqual(expected);
    expect(fall.map((s) => s.time)).toEqual(expected);
    expect(spring[4].start).toBe(at('2026-03-29T11:00:00Z'));
    expect(fall[4].start).toBe(at('2026-10-25T12:00:00Z'));
  });

  it('a booking across the changed hour holds real time: 01:00-04:00 on 2026-03-29 fits two hours', () => {
    const inp = hourly({
      employees: [employee(1, { timetables: [everyDay([[60, 240]])] })],
      services: [service(10, { duration: 120 })],
    });
    // 01:00 local + 2 real hours = 04:00 local.
    expect(times(inp, '2026-03-29')).toEqual(['01:00']);
    // On an ordinary day the same range fits 01:00 and 02:00.
    expect(times(inp, '2026-03-22')).toEqual(['01:00', '02:00']);
  });
});

describe('services back to back, breaks and client exit', () => {
  it('starts the next service after duration + break and holds the client exit after the last one', () => {
    const inp = input({
      employees: [employee(1, { timetables: nineToNoon }), employee(2, { timetables: nineToNoon })],
      services: [
        service(10, { duration: 60, breakDuration: 15, clientExitDuration: 30 }),
        service(11, { duration: 30, clientExitDuration: 10, employees: [{ id: 2, preference: 'NEUTRAL' }] }),
      ],
    });
    const slots = availableSlots(inp, DAY);
    const first = slots[0];
    const t = at('2026-06-01T07:00:00Z');
    expect(first.start).toBe(t);
    expect(first.end).toBe(t + 115 * MIN);
    expect(
      first.assignments.map((a) => [a.serviceId, a.employeeId, a.start - t, a.end - t, a.customerEnd - t]),
    ).toEqual([
      [10, 1, 0, 60 * MIN, 75 * MIN],
      [11, 2, 75 * MIN, 105 * MIN, 115 * MIN],
    ]);
    // Employee 2 must work until the end of service 11 (not of the client exit): 12:00 - 105 min = 10:15.
    expect(slots.at(-1)?.time).toBe('10:15');
  });

  it('the whole booking including client exit must end by maxEnd', () => {
    const inp = input({
      settings: settings({ maxEndMinute: 720 }),
      employees: [employee(1, { timetables: nineToNoon })],
      services: [service(10, { duration: 60, clientExitDuration: 15 })],
    });
    expect(times(inp, DAY).at(-1)).toBe('10:45');
  });

  it('serviceTimeline: parts per service part, whole duration without parts', () => {
    expect(serviceTimeline({ duration: 60, breakDuration: 10, clientExitDuration: 5, parts: [] }, 0, true)).toEqual({
      start: 0,
      end: 60 * MIN,
      holdStart: 0,
      holdEnd: 75 * MIN,
      parts: [[0, 60 * MIN]],
    });
    expect(
      serviceTimeline(
        {
          duration: 120,
          breakDuration: 0,
          clientExitDuration: 5,
          parts: [
            { minutesFromStart: 0, duration: 30 },
            { minutesFromStart: 90, duration: 30 },
          ],
        },
        0,
        false,
      ),
    ).toEqual({
      start: 0,
      end: 120 * MIN,
      holdStart: 0,
      holdEnd: 120 * MIN,
      parts: [
        [0, 30 * MIN],
        [90 * MIN, 120 * MIN],
      ],
    });
  });
});

describe('workplaces and machines', () => {
  const wpInput = (extra: Partial<AvailabilityInput> = {}) =>
    input({
      settings: settings({ workplacesEnabled: true }),
      employees: [employee(1, { timetables: nineToNoon })],
      services: [service(10, { workplaceIds: [100] })],
      workplaces: [{ id: 100, locationId: 1, busy: [] }],
      ...extra,
    });

  it('assigns a workplace at the location', () => {
    expect(availableSlots(wpInput(), DAY)[0].assignments[0].workplaceId).toBe(100);
  });

  it('employee free but workplace busy: no slot', () => {
    const inp = wpInput({
      workplaces: [{ id: 100, locationId: 1, busy: [[local(DAY, '09:30'), local(DAY, '11:30')]] }],
    });
    expect(times(inp, DAY)).toEqual([]);
    const partly = wpInput({
      workplaces: [{ id: 100, locationId: 1, busy: [[local(DAY, '10:00'), local(DAY, '10:30')]] }],
    });
    expect(times(partly, DAY)).toEqual(['09:00', '10:30', '10:45', '11:00']);
  });

  it('takes the lowest free workplace id, among those the employee works at', () => {
    const workplaces = [
      { id: 101, locationId: 1, busy: [] },
      { id: 100, locationId: 1, busy: [[local(DAY, '09:00'), local(DAY, '10:00')]] as [number, number][] },
      { id: 99, locationId: 2, busy: [] },
    ];
    const services = [service(10, { workplaceIds: [99, 100, 101] })];
    const slots = availableSlots(wpInput({ workplaces, services }), DAY);
    expect(slots.find((s) => s.time === '09:00')?.assignments[0].workplaceId).toBe(101);
    expect(slots.find((s) => s.time === '10:00')?.assignments[0].workplaceId).toBe(100);
    // The employee can only work at 100: 09:00 is gone.
    const restricted = wpInput({
      workplaces,
      services,
      employees: [employee(1, { timetables: nineToNoon, workplaceIds: [100] })],
    });
    expect(times(restricted, DAY)[0]).toBe('10:00');
  });

  it('the workplace is held for break and client exit too', () => {
    const inp = wpInput({
      services: [service(10, { workplaceIds: [100], breakDuration: 15, clientExitDuration: 15 })],
      workplaces: [{ id: 100, locationId: 1, busy: [[local(DAY, '10:15'), local(DAY, '12:00')]] }],
    });
    // 09:00 + 60 + 15 + 15 = 10:30 > 10:15; 08:45 is outside the timetable.
    expect(times(inp, DAY)).toEqual([]);
  });

  it('a service without workplaces needs none; workplaces only elsewhere make it unbookable', () => {
    expect(availableSlots(wpInput({ services: [service(10)] }), DAY)[0].assignments[0].workplaceId).toBeNull();
    expect(times(wpInput({ workplaces: [{ id: 100, locationId: 2, busy: [] }] }), DAY)).toEqual([]);
    // With workplaces disabled nothing is needed.
    expect(times(wpInput({ settings: settings(), workplaces: [] }), DAY)).toHaveLength(9);
  });

  const machineInput = (busy: [number, number][], extra: Partial<AvailabilityInput> = {}) =>
    input({
      employees: [employee(1, { timetables: nineToNoon })],
      services: [service(10, { machineModelIds: [7] })],
      machines: [
        { id: 50, machineModelId: 7, locationId: 1, busy },
        { id: 51, machineModelId: 8, locationId: 1, busy: [] },
        { id: 52, machineModelId: 7, locationId: 2, busy: [] },
      ],
      ...extra,
    });

  it('machine busy: no slot', () => {
    expect(times(machineInput([[local(DAY, '08:00'), local(DAY, '12:00')]]), DAY)).toEqual([]);
    const slots = availableSlots(machineInput([[local(DAY, '09:00'), local(DAY, '10:30')]]), DAY);
    expect(slots.map((s) => s.time)).toEqual(['10:30', '10:45', '11:00']);
    expect(slots[0].assignments[0].machineId).toBe(50);
  });

  it('machines disabled: the model requirement is ignored', () => {
    const inp = machineInput([[local(DAY, '08:00'), local(DAY, '12:00')]], {
      settings: settings({ machinesEnabled: false }),
    });
    expect(availableSlots(inp, DAY)[0].assignments[0].machineId).toBeNull();
  });
});

describe('processing time (service parts)', () => {
  // Colour: employee busy 0-30 (apply) and 90-120 (rinse); the colour processes in between.
  const colour = service(10, {
    duration: 120,
    parts: [
      { minutesFromStart: 0, duration: 30 },
      { minutesFromStart: 90, duration: 30 },
    ],
  });
  const cut = service(11, { duration: 30 });

  it('the same employee can take another customer inside a parts gap', () => {
    // An existing colour booking at 09:00 makes employee 1 busy 09:00-09:30 and 10:30-11:00.
    const busy: [number, number][] = [
      [local(DAY, '09:00'), local(DAY, '09:30')],
      [local(DAY, '10:30'), local(DAY, '11:00')],
    ];
    const inp = input({ employees: [employee(1, { timetables: nineToNoon, busy })], services: [cut] });
    expect(times(inp, DAY)).toEqual(['09:30', '09:45', '10:00', '11:00', '11:15', '11:30']);
  });

  it('a booking with parts fits around existing busy time in its gap', () => {
    const busy: [number, number][] = [[local(DAY, '09:30'), local(DAY, '10:30')]];
    const inp = input({ employees: [employee(1, { timetables: nineToNoon, busy })], services: [colour] });
    const slots = availableSlots(inp, DAY);
    expect(slots.map((s) => s.time)).toEqual(['09:00']);
    expect(slots[0].assignments[0].parts).toEqual([
      [local(DAY, '09:00'), local(DAY, '09:30')],
      [local(DAY, '10:30'), local(DAY, '11:00')],
    ]);
    expect(slots[0].assignments[0].customerEnd).toBe(local(DAY, '11:00'));
  });

  it('the employee only needs to work during the parts', () => {
    // Works 09:00-09:30 and 10:30-11:00 only.
    const inp = input({
      employees: [
        employee(1, {
          timetables: [
            everyDay([
              [540, 570],
              [630, 660],
            ]),
          ],
        }),
      ],
      services: [colour],
    });
    expect(times(inp, DAY)).toEqual(['09:00']);
  });

  it('but the workplace stays held through the gap', () => {
    const inp = input({
      settings: settings({ workplacesEnabled: true }),
      employees: [employee(1, { timetables: nineToNoon })],
      services: [{ ...colour, workplaceIds: [100] }],
      workplaces: [{ id: 100, locationId: 1, busy: [[local(DAY, '09:45'), local(DAY, '10:00')]] }],
    });
    expect(times(inp, DAY)).toEqual(['10:00']);
  });
});

describe('timetables and closures', () => {
  it('closed date and closedFrom remove the time', () => {
    const inp = input({ employees: [employee(1, { timetables: nineToNoon })] });
    expect(times({ ...inp, closedDates: [{ date: DAY, locationIds: [1] }] }, DAY)).toEqual([]);
    expect(times({ ...inp, closedDates: [{ date: DAY, locationIds: [2] }] }, DAY)).toHaveLength(9);
    const closing = { ...inp, locations: [{ id: 1, closedFrom: '2026-06-03' }] };
    expect(times(closing, '2026-06-02')).toHaveLength(9);
    expect(times(closing, '2026-06-03')).toEqual([]);
    expect(availableDates({ ...closing, dateFrom: '2026-06-01', dateTo: '2026-06-05' }).map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
    ]);
  });

  it('only the working time at the booking location counts', () => {
    const inp = input({ employees: [employee(1, { timetables: [everyDay([[540, 720]], '2000-01-01', 2)] })] });
    expect(times(inp, DAY)).toEqual([]);
    expect(times({ ...inp, locationId: 2 }, DAY)).toHaveLength(9);
  });

  it('an exceptional timetable replaces the recurring one', () => {
    const inp = input({ employees: [employee(1, { timetables: [...nineToNoon, exceptional(DAY, [[840, 930]])] })] });
    expect(times(inp, DAY)).toEqual(['14:00', '14:15', '14:30']);
    expect(times(inp, '2026-06-02')).toHaveLength(9);
    const off = input({ employees: [employee(1, { timetables: [...nineToNoon, exceptional(DAY, [])] })] });
    expect(times(off, DAY)).toEqual([]);
  });

  it('the latest validFrom wins', () => {
    const inp = input({
      employees: [
        employee(1, {
          timetables: [
            everyDay([[540, 600]], '2026-05-01'),
            everyDay([[840, 900]], '2026-06-01'),
            everyDay([[600, 660]], '2026-07-01'),
          ],
        }),
      ],
    });
    expect(times(inp, '2026-05-31')).toEqual(['09:00']);
    expect(times(inp, '2026-06-01')).toEqual(['14:00']);
    expect(times(inp, '2026-06-30')).toEqual(['14:00']);
    expect(times(inp, '2026-07-01')).toEqual(['10:00']);
  });

  it('employees with timetables disabled get no slots', () => {
    expect(times(input({ employees: [employee(1, { timetablesEnabled: false })] }), DAY)).toEqual([]);
  });
});

describe('time rules', () => {
  it('no slot in the past nor before the cancellation notice', () => {
    const now = local(DAY, '09:20');
    expect(times(input({ now, employees: [employee(1, { timetables: nineToNoon })] }), DAY)[0]).toBe('09:30');
    const notice = input({
      now,
      settings: settings({ cancellationNoticeHours: 1 }),
      employees: [employee(1, { timetables: nineToNoon })],
    });
    expect(times(notice, DAY)).toEqual(['10:30', '10:45', '11:00']);
    expect(times(notice, '2026-05-31')).toEqual([]);
  });

  it('no slot after today + booking period days (0 = unlimited)', () => {
    const now = local(DAY, '09:20');
    const inp = input({ now, settings: settings({ bookingPeriodDays: 3 }), dateFrom: DAY, dateTo: '2026-06-10' });
    expect(availableDates(inp).map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04']);
    expect(times(inp, '2026-06-05')).toEqual([]);
    const unlimited = { ...inp, settings: settings({ bookingPeriodDays: 0 }) };
    expect(availableDates(unlimited)).toHaveLength(10);
  });
});

describe('employee choice', () => {
  const two = (extra: Partial<AvailabilityInput> = {}) =>
    input({
      employees: [
        employee(1, { timetables: nineToNoon }),
        employee(2, { timetables: nineToNoon, busy: [[local(DAY, '10:00'), local(DAY, '11:00')]] }),
      ],
      services: [
        service(10, {
          employees: [
            { id: 1, preference: 'NEUTRAL' },
            { id: 2, preference: 'NEUTRAL' },
          ],
        }),
      ],
      ...extra,
    });
  const who = (inp: AvailabilityInput) =>
    availableSlots(inp, DAY).map((s) => `${s.time}/${s.assignments[0].employeeId}`);

  it('employee filter: only that employee', () => {
    expect(who(two({ employeeId: 2 }))).toEqual(['09:00/2', '11:00/2']);
  });

  it('favourite only: only the favourite employee', () => {
    expect(who(two({ favoriteEmployeeId: 2, favoriteEmployeeOnly: true }))).toEqual(['09:00/2', '11:00/2']);
    // Without a favourite the flag changes nothing.
    expect(who(two({ favoriteEmployeeOnly: true }))).toHaveLength(9);
  });

  it('favourite first, then the others', () => {
    expect(who(two({ favoriteEmployeeId: 2 }))).toEqual([
      '09:00/2',
      '09:15/1',
      '09:30/1',
      '09:45/1',
      '10:00/1',
      '10:15/1',
      '10:30/1',
      '10:45/1',
      '11:00/2',
    ]);
  });

  it('employee filter wins over the favourite', () => {
    expect(who(two({ employeeId: 1, favoriteEmployeeId: 2, favoriteEmployeeOnly: true }))[0]).toBe('09:00/1');
  });

  it('preferred, then neutral, then non-preferred; then least loaded; then lowest id', () => {
    const emps = [1, 2, 3].map((id) => employee(id, { timetables: nineToNoon }));
    const pick = (prefs: Array<'PREFERRED' | 'NEUTRAL' | 'NON_PREFERRED'>, load?: Record<number, number>) =>
      availableSlots(
        input({
          employees: emps,
          load,
          services: [service(10, { employees: prefs.map((preference, i) => ({ id: i + 1, preference })) })],
        }),
        DAY,
      )[0].assignments[0].employeeId;
    expect(pick(['NON_PREFERRED', 'NEUTRAL', 'PREFERRED'])).toBe(3);
    expect(pick(['NON_PREFERRED', 'NEUTRAL', 'NEUTRAL'])).toBe(2);
    expect(pick(['NEUTRAL', 'NEUTRAL', 'NEUTRAL'])).toBe(1);
    expect(pick(['NEUTRAL', 'NEUTRAL', 'NEUTRAL'], { 1: 300, 2: 120, 3: 120 })).toBe(2);
    expect(pick(['NEUTRAL', 'NEUTRAL', 'NON_PREFERRED'], { 1: 300, 2: 200 })).toBe(2);
  });
});

describe('availableDates', () => {
  it('lists dates with slots, their count and times', () => {
    const inp = input({
      dateFrom: '2026-06-01',
      dateTo: '2026-06-07',
      employees: [
        employee(1, {
          timetables: [
            {
              type: 'RECURRING',
              validFrom: '2026-01-01',
              ranges: [
                { weekday: 1, startMinute: 540, endMinute: 600, locationId: 1 },
                { weekday: 3, startMinute: 540, endMinute: 630, locationId: 1 },
              ],
            },
          ],
        }),
      ],
    });
    expect(availableDates(inp)).toEqual([
      { date: '2026-06-01', slotCount: 1, times: ['09:00'], offsets: ['+02:00'], recommended: [true] },
      {
        date: '2026-06-03',
        slotCount: 3,
        times: ['09:00', '09:15', '09:30'],
        offsets: ['+02:00', '+02:00', '+02:00'],
        // Every start leaves 30 minutes, shorter than the 60-minute service: none is recommended.
        recommended: [false, false, false],
      },
    ]);
  });

  it('agrees with availableSlots day by day', () => {
    const inp = input({
      dateFrom: '2026-03-25',
      dateTo: '2026-04-05',
      employees: [
        employee(1, {
          timetables: [
            everyDay([
              [60, 240],
              [540, 1020],
            ]),
          ],
          busy: [[at('2026-03-29T08:00:00Z'), at('2026-03-30T12:00:00Z')]],
        }),
      ],
    });
    const engine = createAvailabilityEngine(inp);
    for (const d of engine.dates()) expect(engine.slots(d.date).map((s) => s.time)).toEqual(d.times);
  });
});

describe('verifyBooking', () => {
  const base = input({
    now: local(DAY, '08:00'),
    settings: settings({ workplacesEnabled: true, cancellationNoticeHours: 2 }),
    employees: [
      employee(1, { timetables: nineToNoon, busy: [[local(DAY, '10:00'), local(DAY, '10:15')]] }),
      employee(2, { timetables: nineToNoon }),
    ],
    services: [
      service(10, {
        workplaceIds: [100],
        machineModelIds: [7],
        employees: [
          { id: 1, preference: 'NEUTRAL' },
          { id: 2, preference: 'NEUTRAL' },
        ],
      }),
    ],
    workplaces: [
      { id: 100, locationId: 1, busy: [[local(DAY, '10:00'), local(DAY, '10:30')]] },
      { id: 101, locationId: 2, busy: [] },
    ],
    machines: [{ id: 50, machineModelId: 7, locationId: 1, busy: [] }],
  });
  const req = (
    over: Partial<{
      serviceId: number;
      employeeId: number;
      workplaceId: number | null;
      machineId: number | null;
      start: number;
    }> = {},
  ) => ({
    serviceId: 10,
    employeeId: 1,
    workplaceId: 100,
    machineId: 50,
    start: local(DAY, '10:30'),
    ...over,
  });
  const reasons = (r: ReturnType<typeof req>[], inp = base) =>
    verifyBooking(inp, r).map((c) => [c.index, ...c.reasons]);

  it('accepts a free slot', () => {
    expect(verifyBooking(base, [req()])).toEqual([]);
  });

  it('every slot offered verifies', () => {
    for (const slot of availableSlots(base, DAY)) expect(verifyBooking(base, slot.assignments)).toEqual([]);
  });

  it('reports what is not available', () => {
    expect(reasons([req({ start: local(DAY, '10:00') })])).toEqual([[0, 'EMPLOYEE_BUSY', 'WORKPLACE_BUSY']]);
    expect(reasons([req({ start: local(DAY, '11:30') })])).toEqual([[0, 'EMPLOYEE_NOT_WORKING']]);
    expect(reasons([req({ start: local(DAY, '09:00') })])).toEqual([[0, 'TOO_SOON']]);
    expect(reasons([req({ workplaceId: null, machineId: null })])).toEqual([
      [0, 'WORKPLACE_REQUIRED', 'MACHINE_REQUIRED'],
    ]);
    expect(reasons([req({ workplaceId: 101 })])).toEqual([[0, 'WORKPLACE_INVALID']]);
    expect(reasons([req({ serviceId: 99 })])).toEqual([[0, 'UNKNOWN_SERVICE']]);
    expect(reasons([req({ employeeId: 3 })])).toEqual([[0, 'EMPLOYEE_NOT_OFFERING']]);
    expect(reasons([req()], { ...base, closedDates: [{ date: DAY, locationIds: [1] }] })).toEqual([
      [0, 'EMPLOYEE_NOT_WORKING'],
    ]);
    expect(reasons([req()], { ...base, employeeId: 2 })).toEqual([[0, 'EMPLOYEE_NOT_ALLOWED']]);
  });

  it('reports two requested events double-booking a resource', () => {
    const both = [req(), req({ serviceId: 10, employeeId: 2, start: local(DAY, '11:00') })];
    // Different employees, same workplace and machine, overlapping holds.
    expect(reasons(both)).toEqual([
      [0, 'WORKPLACE_BUSY', 'MACHINE_BUSY'],
      [1, 'WORKPLACE_BUSY', 'MACHINE_BUSY'],
    ]);
  });

  it('checks the booking period and opening hours', () => {
    const far = { ...base, settings: { ...base.settings, bookingPeriodDays: 1 } };
    expect(reasons([req({ start: local('2026-06-03', '10:30') })], far)).toEqual([[0, 'BEYOND_BOOKING_PERIOD']]);
    const hours = { ...base, settings: { ...base.settings, maxEndMinute: 660 } };
    expect(reasons([req({ start: local(DAY, '10:30') })], hours)).toEqual([[0, 'OUTSIDE_OPENING_HOURS']]);
  });
});
