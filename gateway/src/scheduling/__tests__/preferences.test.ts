// Preferences choose the resource of an any-resource booking: a service's preferred workplaces and
// machines first and its non-preferred ones last, then the employee's own preferred workplaces;
// a busy preferred resource gives way to the next one, and the choice never depends on input order.
import { describe, expect, it } from 'vitest';
import type { AvailabilityInput, BusyList } from '../availability.types.ts';
import { availableSlots, verifyBooking } from '../availability.ts';
import { localMinuteToInstant } from '../calendar.ts';
import { employee, everyDay, input, service, settings, TZ } from './fixtures.ts';

const DAY = '2026-06-01'; // a Monday in summer time
const local = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return localMinuteToInstant(DAY, h * 60 + m, TZ);
};
const nineToNoon = [everyDay([[540, 720]])];
const free: BusyList = [];
const busyUntilTen: BusyList = [[local('09:00'), local('10:00')]];

/** The resource given to the booking at each time of the day. */
const chosen = (inp: AvailabilityInput, pick: 'workplaceId' | 'machineId') =>
  Object.fromEntries(availableSlots(inp, DAY).map((s) => [s.time, s.assignments[0]?.[pick]]));

describe('workplace preferences', () => {
  const workplaces = (busy: Record<number, BusyList> = {}) =>
    [100, 101, 102].map((id) => ({ id, locationId: 1, busy: busy[id] ?? free }));
  const wpInput = (extra: Partial<AvailabilityInput>) =>
    input({
      settings: settings({ workplacesEnabled: true }),
      employees: [employee(1, { timetables: nineToNoon })],
      services: [service(10, { workplaceIds: [100, 101, 102] })],
      workplaces: workplaces(),
      ...extra,
    });

  it("gives the service's preferred workplace first, a non-preferred one last, the next one when it is busy", () => {
    const preferring = service(10, {
      workplaceIds: [100, 101, 102],
      workplacePreferences: [
        { id: 100, preference: 'NON_PREFERRED' },
        { id: 102, preference: 'PREFERRED' },
      ],
    });
    expect(chosen(wpInput({ services: [preferring] }), 'workplaceId')['09:00']).toBe(102);
    // The preferred one busy: a neutral one, before the non-preferred.
    const busy = chosen(
      wpInput({ services: [preferring], workplaces: workplaces({ 102: busyUntilTen }) }),
      'workplaceId',
    );
    expect(busy['09:00']).toBe(101);
    expect(busy['10:00']).toBe(102);
    const onlyNonPreferredLeft = workplaces({ 101: busyUntilTen, 102: busyUntilTen });
    expect(chosen(wpInput({ services: [preferring], workplaces: onlyNonPreferredLeft }), 'workplaceId')['09:00']).toBe(
      100,
    );
    // Without preferences: the lowest id, as before.
    expect(chosen(wpInput({}), 'workplaceId')['09:00']).toBe(100);
  });

  it("then the employee's preferred workplaces, each employee their own", () => {
    const employees = [
      employee(1, { timetables: nineToNoon, workplacePreferences: [{ id: 101, preference: 'PREFERRED' }] }),
      employee(2, {
        timetables: nineToNoon,
        workplacePreferences: [
          { id: 100, preference: 'NON_PREFERRED' },
          { id: 101, preference: 'NON_PREFERRED' },
        ],
      }),
    ];
    const both = [
      { id: 1, preference: 'NEUTRAL' as const },
      { id: 2, preference: 'NEUTRAL' as const },
    ];
    const forEmployee = (id: number) =>
      wpInput({
        employees,
        employeeId: id,
        services: [service(10, { workplaceIds: [100, 101, 102], employees: both })],
      });
    expect(chosen(forEmployee(1), 'workplaceId')['09:00']).toBe(101);
    expect(chosen(forEmployee(2), 'workplaceId')['09:00']).toBe(102);
    // The service's preference comes before the employee's.
    const serviceWants100 = service(10, {
      workplaceIds: [100, 101, 102],
      workplacePreferences: [{ id: 100, preference: 'PREFERRED' }],
    });
    expect(chosen(wpInput({ employees, employeeId: 1, services: [serviceWants100] }), 'workplaceId')['09:00']).toBe(
      100,
    );
    // A workplace the employee does not work at is never given, preferred or not.
    const restricted = [employee(1, { ...employees[0], workplaceIds: [100, 102] })];
    expect(chosen(wpInput({ employees: restricted }), 'workplaceId')['09:00']).toBe(100);
  });

  it('is deterministic whatever the order of the input lists, and the chosen slot verifies', () => {
    const services = [
      service(10, {
        workplaceIds: [102, 100, 101],
        workplacePreferences: [
          { id: 102, preference: 'PREFERRED' },
          { id: 101, preference: 'PREFERRED' },
        ],
      }),
    ];
    const forward = wpInput({ services });
    const backward = wpInput({ services, workplaces: workplaces().reverse() });
    expect(availableSlots(backward, DAY)).toEqual(availableSlots(forward, DAY));
    expect(chosen(forward, 'workplaceId')['09:00']).toBe(101);
    const [slot] = availableSlots(forward, DAY);
    expect(
      verifyBooking(
        forward,
        slot!.assignments.map((a) => ({ ...a, employeeId: a.employeeId })),
      ),
    ).toEqual([]);
  });
});

describe('machine preferences', () => {
  const machines = (busy: Record<number, BusyList> = {}) =>
    [50, 51, 52].map((id) => ({ id, machineModelId: 7, locationId: 1, busy: busy[id] ?? free }));
  const machineInput = (extra: Partial<AvailabilityInput>) =>
    input({
      employees: [employee(1, { timetables: nineToNoon })],
      services: [
        service(10, {
          machineModelIds: [7],
          machinePreferences: [
            { id: 50, preference: 'NON_PREFERRED' },
            { id: 52, preference: 'PREFERRED' },
          ],
        }),
      ],
      machines: machines(),
      ...extra,
    });

  it("gives the service's preferred machine first, a non-preferred one last, the next one when it is busy", () => {
    expect(chosen(machineInput({}), 'machineId')['09:00']).toBe(52);
    const busy = chosen(machineInput({ machines: machines({ 52: busyUntilTen }) }), 'machineId');
    expect(busy['09:00']).toBe(51);
    expect(busy['10:00']).toBe(52);
    expect(
      chosen(machineInput({ machines: machines({ 51: busyUntilTen, 52: busyUntilTen }) }), 'machineId')['09:00'],
    ).toBe(50);
    expect(chosen(machineInput({ machines: machines().reverse() }), 'machineId')['09:00']).toBe(52);
    // Without preferences: the lowest id.
    expect(chosen(machineInput({ services: [service(10, { machineModelIds: [7] })] }), 'machineId')['09:00']).toBe(50);
  });
});
