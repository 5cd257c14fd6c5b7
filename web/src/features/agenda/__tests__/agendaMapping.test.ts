import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import {
  type ServerEvent,
  columnOfEvent,
  createMappingMemo,
  datesShown,
  entityOfResource,
  fromWall,
  instantsOf,
  libraryView,
  offsetOf,
  resourceIdOfEvent,
  shiftWall,
  toLibraryEvents,
  toResources,
  toWall,
  UNASSIGNED,
  weekStart,
} from '../agendaMapping.ts';
import { backgroundEvents, movedBookingEvents } from '../agendaBlocks.ts';

const ZURICH = 'Europe/Zurich';

const event = (over: Partial<ServerEvent> = {}): ServerEvent => ({
  id: 1,
  kind: 'APPOINTMENT',
  start: '2026-11-23T08:00:00.000Z',
  end: '2026-11-23T09:00:00.000Z',
  summary: '',
  title: 'Coupe',
  customerName: 'Léa Martin',
  color: 'blue',
  bookingId: 7,
  serviceId: 3,
  employeeId: 2,
  workplaceId: null,
  machineId: null,
  ...over,
});

const options = {
  viewType: 'employee' as const,
  timezone: ZURICH,
  colorOf: (c: string) => `#${c}`,
  privateTitle: 'Private',
  selected: new Set<number>(),
  lockedBefore: 0,
  resourceIds: null,
  columns: null,
};

describe('wall clock in the vendor zone, whatever the browser', () => {
  it('shows an instant at the Zurich wall-clock time, not the process zone', () => {
    // The same instant is 03:00 in New York: the calendar must still say 09:00.
    expect(moment.tz('2026-11-23T08:00:00.000Z', 'America/New_York').format('HH:mm')).toBe('03:00');
    expect(toWall('2026-11-23T08:00:00.000Z', ZURICH)).toBe('2026-11-23T09:00:00');
    expect(fromWall('2026-11-23T09:00:00', ZURICH)).toBe('2026-11-23T08:00:00.000Z');
  });

  it('maps the spring DST day (23 hours) to the right instants', () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST.
    expect(toWall('2026-03-29T00:30:00.000Z', ZURICH)).toBe('2026-03-29T01:30:00');
    expect(toWall('2026-03-29T01:00:00.000Z', ZURICH)).toBe('2026-03-29T03:00:00');
    expect(fromWall('2026-03-29T09:00:00', ZURICH)).toBe('2026-03-29T07:00:00.000Z');
    // A nonexistent wall time moves forward by the gap.
    expect(fromWall('2026-03-29T02:30:00', ZURICH)).toBe('2026-03-29T01:30:00.000Z');
    const day = instantsOf('2026-03-29', '2026-03-29', ZURICH);
    expect(day).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect((Date.parse(day.to) - Date.parse(day.from)) / 3_600_000).toBe(23);
  });

  it('maps the autumn DST day (25 hours) to the right instants', () => {
    // 25 October 2026: 03:00 CEST goes back to 02:00 CET.
    const day = instantsOf('2026-10-25', '2026-10-25', ZURICH);
    expect((Date.parse(day.to) - Date.parse(day.from)) / 3_600_000).toBe(25);
    expect(toWall('2026-10-25T00:30:00.000Z', ZURICH)).toBe('2026-10-25T02:30:00'); // first 02:30 (CEST)
    expect(toWall('2026-10-25T01:30:00.000Z', ZURICH)).toBe('2026-10-25T02:30:00'); // second 02:30 (CET)
    expect(fromWall('2026-10-25T10:00:00', ZURICH)).toBe('2026-10-25T09:00:00.000Z');
    expect(fromWall('2026-10-24T10:00:00', ZURICH)).toBe('2026-10-24T08:00:00.000Z');
  });

  it('takes the first (summer) instant of an ambiguous autumn time', () => {
    expect(fromWall('2026-10-25T02:30:00', ZURICH)).toBe('2026-10-25T00:30:00.000Z');
  });

  it('moves by a wall-clock delta across the DST change keeping the local time', () => {
    // Dragged from Saturday 10:00 to Sunday 10:00 (delta one day of wall clock).
    const moved = shiftWall('2026-03-28T10:00:00', 24 * 3600);
    expect(moved).toBe('2026-03-29T10:00:00');
    expect(fromWall(moved, ZURICH)).toBe('2026-03-29T08:00:00.000Z'); // 23 elapsed hours later
  });

  it('gives the library the zone offset of the moment for its current-time line', () => {
    expect(offsetOf(ZURICH, Date.parse('2026-01-15T12:00:00Z'))).toBe('+01:00');
    expect(offsetOf(ZURICH, Date.parse('2026-07-15T12:00:00Z'))).toBe('+02:00');
  });
});

describe('ranges', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(datesShown('weekGrid', '2026-11-25')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(datesShown('dayGrid', '2026-11-25')).toEqual({ first: '2026-11-25', last: '2026-11-25' });
  });
});

describe('events and resources', () => {
  it('maps server events to library events in the column of the view type', () => {
    const [mapped] = toLibraryEvents([event()], options);
    expect(mapped).toMatchObject({
      id: '1',
      resourceIds: ['e2'],
      start: '2026-11-23T09:00:00',
      end: '2026-11-23T10:00:00',
      title: 'Coupe · Léa Martin',
      backgroundColor: '#blue',
      editable: true,
      extendedProps: { eventId: 1, bookingId: 7, kind: 'APPOINTMENT' },
    });
    const [byWorkplace] = toLibraryEvents([event({ workplaceId: 4 })], { ...options, viewType: 'workplace' });
    expect(byWorkplace.resourceIds).toEqual(['w4']);
    expect(entityOfResource('w4')).toBe(4);
  });

  it('locks events before the calendar lock and keeps only personal columns', () => {
    const events = [event(), event({ id: 2, employeeId: 5, start: '2026-11-23T12:00:00.000Z' })];
    const mapped = toLibraryEvents(events, {
      ...options,
      lockedBefore: Date.parse('2026-11-23T10:00:00.000Z'),
      resourceIds: new Set(['e2']),
    });
    expect(mapped.map((e) => [e.id, e.editable])).toEqual([['1', false]]);
    const unlocked = toLibraryEvents(events, { ...options, lockedBefore: Date.parse('2026-11-23T10:00:00.000Z') });
    expect(unlocked.map((e) => [e.id, e.editable])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('maps each unchanged event once, and again when its selection or lock changes', () => {
    const memo = createMappingMemo();
    const first = event();
    const second = event({ id: 2, bookingId: 8, start: '2026-11-23T12:00:00.000Z', end: '2026-11-23T13:00:00.000Z' });
    const before = toLibraryEvents([first, second], options, memo);
    // A live change: the second event is a new object, the first is the same one.
    const moved = { ...second, start: '2026-11-23T14:00:00.000Z', end: '2026-11-23T15:00:00.000Z' };
    const after = toLibraryEvents([first, moved], options, memo);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1].start).toBe('2026-11-23T15:00:00');
    const selected = toLibraryEvents([first, moved], { ...options, selected: new Set([1]) }, memo);
    expect(selected[0]).not.toBe(before[0]);
    expect(selected[0].classNames).toEqual(['agenda-selected']);
    expect(selected[1]).toBe(after[1]);
    const locked = toLibraryEvents([first], { ...options, lockedBefore: Date.parse('2026-11-24T00:00:00.000Z') }, memo);
    expect(locked[0].editable).toBe(false);
    // Same result as without the memo, in another zone too.
    expect(toLibraryEvents([first, moved], { ...options, timezone: 'America/New_York' }, memo)).toEqual(
      toLibraryEvents([first, moved], { ...options, timezone: 'America/New_York' }),
    );
  });

  it('draws a team week as a timeline and one person or a day as time grids', () => {
    expect(libraryView('weekGrid', 30)).toBe('resourceTimelineWeek');
    expect(libraryView('weekGrid', 1)).toBe('resourceTimeGridWeek');
    expect(libraryView('dayGrid', 30)).toBe('resourceTimeGridDay');
    expect(libraryView('planning', 30)).toBe('listWeek');
  });

  it('names private events and marks the selection', () => {
    const [mapped] = toLibraryEvents(
      [event({ kind: 'PRIVATE', summary: '', title: '', bookingId: null, serviceId: null })],
      {
        ...options,
        selected: new Set([1]),
      },
    );
    expect(mapped.title).toBe('Private');
    expect(mapped.classNames).toEqual(['agenda-selected']);
  });

  it('adds an unassigned column only when an event has no resource among the columns of the view type', () => {
    const entities = [{ id: 4, name: 'Cabine 1' }];
    const columns = new Set(['w4']);
    const withNone = (events: ServerEvent[]) =>
      events.some((e) => columnOfEvent(e, 'workplace', columns) === UNASSIGNED);
    expect(withNone([event({ workplaceId: 4 })])).toBe(false);
    expect(toResources(entities, 'workplace', false, 'None').map((r) => r.id)).toEqual(['w4']);
    expect(withNone([event()])).toBe(true);
    // A workplace that is no column (of a closed location): its events are not left out.
    expect(resourceIdOfEvent(event({ workplaceId: 5 }), 'workplace')).toBe('w5');
    expect(withNone([event({ workplaceId: 5 })])).toBe(true);
    expect(toResources(entities, 'workplace', true, 'None').map((r) => r.id)).toEqual(['w4', 'none']);
  });

  it("draws a deleted employee's events, a colouring's parts joined, in the unassigned column", () => {
    const memo = createMappingMemo();
    const gone = [
      event({ id: 31, employeeId: 9, servicePartId: 1 }),
      event({
        id: 32,
        employeeId: 9,
        servicePartId: 2,
        start: '2026-11-23T09:30:00.000Z',
        end: '2026-11-23T10:00:00.000Z',
      }),
      event({
        id: 33,
        employeeId: 2,
        bookingId: 8,
        start: '2026-11-23T11:00:00.000Z',
        end: '2026-11-23T12:00:00.000Z',
      }),
    ];
    const shown = toLibraryEvents(gone, { ...options, columns: new Set(['e2']) }, memo);
    expect(shown.map((e) => [e.id, e.resourceIds[0], e.extendedProps.parts])).toEqual([
      ['31', UNASSIGNED, [31, 32]],
      ['33', 'e2', undefined],
    ]);
    // The employee back among the columns: the block moves to their row.
    const back = toLibraryEvents(gone, { ...options, columns: new Set(['e2', 'e9']) }, memo);
    expect(back.map((e) => e.resourceIds[0])).toEqual(['e9', 'e2']);
  });
});

describe('processing time, state and colour of a block', () => {
  // A colouring of 60 minutes: 20 applying, 25 processing (the employee is free), 15 rinsing.
  const parts = [
    event({ id: 11, servicePartId: 1, start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T08:20:00.000Z' }),
    event({ id: 12, servicePartId: 2, start: '2026-11-23T08:45:00.000Z', end: '2026-11-23T09:00:00.000Z' }),
  ];

  it('draws the parts of a service with processing time as one block with its pause', () => {
    // The parts come in any order; another booking's block in between stays its own.
    const other = event({ id: 20, bookingId: 8, start: '2026-11-23T08:25:00.000Z', end: '2026-11-23T08:40:00.000Z' });
    const mapped = toLibraryEvents([parts[1]!, other, parts[0]!], options);
    expect(mapped.map((e) => e.id)).toEqual(['20', '11']);
    const block = mapped[1]!;
    expect(block).toMatchObject({
      start: '2026-11-23T09:00:00',
      end: '2026-11-23T10:00:00',
      durationEditable: false,
      editable: true,
      extendedProps: { eventId: 11, parts: [11, 12] },
    });
    expect(block.classNames).toContain('agenda-processing');
    // 20 of 60 minutes, then 45 of 60: the pause's band.
    expect(block.extendedProps.pauses).toEqual([[1 / 3, 0.75]]);
    expect(block.styles?.[0]).toContain('var(--agenda-pause) 33.3% 75%');
  });

  it("draws a booking's two services in one column as one block over their whole time, both named", () => {
    // A colouring with its processing time (09:00–09:20, 09:45–10:00), then a cut from 10:00 to 10:45.
    const cut = event({
      id: 13,
      serviceId: 4,
      title: 'Coupe',
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T09:45:00.000Z',
    });
    const mapped = toLibraryEvents([cut, ...parts.map((p) => ({ ...p, title: 'Couleur' }))], options);
    expect(mapped).toHaveLength(1);
    expect(mapped[0]).toMatchObject({
      id: '11',
      start: '2026-11-23T09:00:00',
      end: '2026-11-23T10:45:00',
      title: 'Couleur + Coupe · Léa Martin',
      extendedProps: { parts: [11, 12, 13] },
    });
    // Another employee's service of the same booking stays in its own column.
    const apart = toLibraryEvents([...parts, { ...cut, employeeId: 9 }], options);
    expect(apart.map((e) => [e.id, e.resourceIds[0]])).toEqual([
      ['11', 'e2'],
      ['13', 'e9'],
    ]);
  });

  it('keeps the parts apart when they are in different columns, and marks the block when one is selected', () => {
    const split = toLibraryEvents([parts[0]!, { ...parts[1]!, employeeId: 9 }], options);
    expect(split.map((e) => [e.id, e.resourceIds[0]])).toEqual([
      ['11', 'e2'],
      ['12', 'e9'],
    ]);
    const [selected] = toLibraryEvents(parts, { ...options, selected: new Set([12]) });
    expect(selected!.classNames).toContain('agenda-selected');
  });

  it("marks a booking's state and takes the colour given for the server's colour name", () => {
    const mapped = toLibraryEvents(
      [
        event({ id: 1, bookingStatus: 'OPEN' }),
        event({ id: 2, bookingId: 8, bookingStatus: 'EXECUTED' }),
        event({ id: 3, bookingId: 9, bookingStatus: 'NO_SHOW', color: 'primary' }),
      ],
      { ...options, colorOf: (c: string) => (c === 'primary' ? '#336699' : `#${c}`) },
    );
    expect(mapped.map((e) => e.classNames)).toEqual([[], ['agenda-status-executed'], ['agenda-status-no-show']]);
    expect(mapped.map((e) => e.backgroundColor)).toEqual(['#blue', '#blue', '#336699']);
  });

  it('maps again when the vendor colour changes', () => {
    const memo = createMappingMemo();
    const one = event({ color: 'primary' });
    const [before] = toLibraryEvents([one], { ...options, colorOf: () => '#111111' }, memo);
    const [after] = toLibraryEvents([one], { ...options, colorOf: () => '#222222' }, memo);
    expect([before!.backgroundColor, after!.backgroundColor]).toEqual(['#111111', '#222222']);
  });
});

describe('background: working time and closed dates', () => {
  const resources = [{ id: 'e2', title: 'Anna', entityId: 2 }];

  it('shades the time outside the ranges and the whole day when not working', () => {
    const bg = backgroundEvents(
      [
        {
          date: '2026-11-23',
          employeeId: 2,
          available: true,
          timeRanges: [
            { startMinute: 13 * 60, endMinute: 18 * 60 },
            { startMinute: 8 * 60, endMinute: 12 * 60 },
          ],
        },
        { date: '2026-11-24', employeeId: 2, available: false, timeRanges: [] },
        { date: '2026-11-24', employeeId: 99, available: false, timeRanges: [] },
      ],
      ['2026-11-25'],
      resources,
      'Closed',
    );
    expect(bg.map((e) => [e.start, e.end, e.classNames?.[0]])).toEqual([
      ['2026-11-23T00:00:00', '2026-11-23T08:00:00', 'agenda-off'],
      ['2026-11-23T12:00:00', '2026-11-23T13:00:00', 'agenda-off'],
      ['2026-11-23T18:00:00', '2026-11-24T00:00:00', 'agenda-off'],
      ['2026-11-24T00:00:00', '2026-11-25T00:00:00', 'agenda-off'],
      ['2026-11-25T00:00:00', '2026-11-26T00:00:00', 'agenda-closed'],
    ]);
    expect(bg.every((e) => e.display === 'background')).toBe(true);
  });

  it('keeps only the days off and closed dates in the team week', () => {
    const bg = backgroundEvents(
      [
        { date: '2026-11-23', employeeId: 2, available: true, timeRanges: [{ startMinute: 480, endMinute: 1080 }] },
        { date: '2026-11-24', employeeId: 2, available: false, timeRanges: [] },
      ],
      [],
      resources,
      'Closed',
      true,
    );
    expect(bg.map((e) => [e.start, e.end])).toEqual([['2026-11-24T00:00:00', '2026-11-25T00:00:00']]);
  });
});

describe('moving a booking', () => {
  const rows = [
    { id: 10, start: '2026-11-23T08:00:00.000Z', serviceId: 1, employeeId: 2, workplaceId: 4, machineId: null },
    { id: 11, start: '2026-11-23T08:45:00.000Z', serviceId: 5, employeeId: 2, workplaceId: 4, machineId: null },
    { id: 12, start: '2026-11-23T09:15:00.000Z', serviceId: 5, employeeId: 2, workplaceId: 4, machineId: null },
  ];

  it('moves every service by the same time and only the dragged one to the new column', () => {
    expect(movedBookingEvents(rows, 11, '2026-11-23T10:45:00.000Z', 'employee', 3)).toEqual([
      { serviceId: 1, employeeId: 2, workplaceId: 4, machineId: null, start: '2026-11-23T10:00:00.000Z' },
      { serviceId: 5, employeeId: 3, workplaceId: 4, machineId: null, start: '2026-11-23T10:45:00.000Z' },
    ]);
  });

  it('moves all the services of a block drawn as one to the new column', () => {
    expect(movedBookingEvents(rows, 10, '2026-11-23T09:00:00.000Z', 'employee', 3, [10, 11, 12])).toEqual([
      { serviceId: 1, employeeId: 3, workplaceId: 4, machineId: null, start: '2026-11-23T09:00:00.000Z' },
      { serviceId: 5, employeeId: 3, workplaceId: 4, machineId: null, start: '2026-11-23T09:45:00.000Z' },
    ]);
  });

  it('keeps the resources when only the time changes, and moves workplaces in the workplace view', () => {
    expect(movedBookingEvents(rows, 10, '2026-11-23T08:30:00.000Z', 'workplace', undefined)[1].workplaceId).toBe(4);
    expect(movedBookingEvents(rows, 10, '2026-11-23T08:30:00.000Z', 'workplace', 6)[0]).toMatchObject({
      workplaceId: 6,
      employeeId: 2,
    });
  });
});
