import { describe, expect, it } from 'vitest';
import { chfToRappen, invoiceStatusOf, lineTotal, parseDiscount, repeatedVouchers } from '../checkoutMath.ts';
import {
  changeLocation,
  clampStep,
  emptyFlow,
  flowQuery,
  manualEvents,
  parseFlow,
  reachableStep,
  slotEvents,
  toggleService,
} from '../flowState.ts';
import { bookingAddUrl, bookingCloseUrl, bookingConfirmationUrl, bookingEditUrl } from '../urls.ts';

describe('booking flow state in the URL', () => {
  it('reads what the calendar pre-fills and writes it back unchanged', () => {
    const url = bookingAddUrl({ date: '2026-11-23', time: '09:30', employeeId: 2, locationId: 1, customerId: 7 });
    const state = parseFlow(new URLSearchParams(url.split('?')[1]));
    expect(state).toMatchObject({
      step: 1,
      date: '2026-11-23',
      time: '09:30',
      employeeId: 2,
      locationId: 1,
      customerId: 7,
    });
    const again = parseFlow(new URLSearchParams(flowQuery({ ...state, serviceIds: [4, 5], comment: 'Long & fin' })));
    expect(again).toEqual({ ...state, serviceIds: [4, 5], comment: 'Long & fin' });
  });

  it('drops malformed values instead of trusting them', () => {
    const state = parseFlow(new URLSearchParams('step=9&locationId=-1&serviceIds=4,x,4,0&date=2026-13&time=25:00'));
    expect(state).toEqual({ ...emptyFlow, serviceIds: [4] });
  });

  it('keeps the edited booking id beside the flow', () => {
    expect(new URLSearchParams(flowQuery({ ...emptyFlow, step: 4 }, { id: '12' })).get('id')).toBe('12');
  });

  it('does not open a step whose earlier choices are missing (a reload or a hand-made link)', () => {
    const noServices = { ...emptyFlow, step: 4 as const, locationId: 1 };
    expect(reachableStep(noServices)).toBe(1);
    expect(clampStep(noServices).step).toBe(1);
    expect(clampStep({ ...noServices, serviceIds: [4] }).step).toBe(3);
    expect(clampStep({ ...noServices, serviceIds: [4], customerId: 7 }).step).toBe(4);
  });

  it('applies the location rules: with workplaces, services not offered are removed; resources and time reset', () => {
    const state = { ...emptyFlow, locationId: 1, serviceIds: [4, 5], workplaceId: 3, machineId: 9, time: '09:00' };
    expect(changeLocation(state, 2, [5], true)).toMatchObject({
      locationId: 2,
      serviceIds: [5],
      workplaceId: null,
      machineId: null,
      time: null,
    });
    expect(changeLocation(state, 2, [5], false).serviceIds).toEqual([4, 5]);
    expect(changeLocation(state, 1, [], true)).toBe(state);
  });

  it('forgets the time when the services change', () => {
    expect(toggleService({ ...emptyFlow, serviceIds: [4], time: '09:00' }, 5)).toMatchObject({
      serviceIds: [4, 5],
      time: null,
    });
    expect(toggleService({ ...emptyFlow, serviceIds: [4, 5] }, 4).serviceIds).toEqual([5]);
  });

  it('chains services typed outside the timetables back to back, breaks included', () => {
    const start = Date.parse('2026-11-23T18:00:00.000Z');
    const events = manualEvents(
      start,
      [
        { id: 4, duration: 45, breakDuration: 15 },
        { id: 5, duration: 30, breakDuration: 0 },
      ],
      2,
      (serviceId) => ({ workplaceId: serviceId === 4 ? 3 : null, machineId: null }),
    );
    expect(events).toEqual([
      { serviceId: 4, employeeId: 2, workplaceId: 3, machineId: null, start: '2026-11-23T18:00:00.000Z' },
      { serviceId: 5, employeeId: 2, workplaceId: null, machineId: null, start: '2026-11-23T19:00:00.000Z' },
    ]);
    // Chosen the other way round, the services still come in execution order.
    const ordered = manualEvents(
      start,
      [
        { id: 5, duration: 30, breakDuration: 0, executionOrder: 2 },
        { id: 4, duration: 45, breakDuration: 15, executionOrder: 1 },
      ],
      2,
      () => ({ workplaceId: null, machineId: null }),
    );
    expect(ordered.map((e) => [e.serviceId, e.start])).toEqual([
      [4, '2026-11-23T18:00:00.000Z'],
      [5, '2026-11-23T19:00:00.000Z'],
    ]);
  });

  it("puts staff's workplace choice over the engine's pick only where it fits", () => {
    const slot = {
      assignments: [
        { serviceId: 4, employeeId: 2, workplaceId: 1, machineId: null, start: 'a' },
        { serviceId: 5, employeeId: 2, workplaceId: 1, machineId: 8, start: 'b' },
      ],
    };
    const events = slotEvents(slot, (id) => ({ workplaceId: id === 4 ? 3 : null, machineId: null }));
    expect(events.map((e) => [e.workplaceId, e.machineId])).toEqual([
      [3, null],
      [1, 8],
    ]);
  });

  it('builds the section URLs', () => {
    expect(bookingEditUrl(5)).toBe('/bookings/edit?id=5');
    expect(bookingConfirmationUrl(5)).toBe('/bookings/confirmation?id=5');
    expect(bookingCloseUrl(5)).toBe('/bookings/close?id=5');
  });
});

describe('checkout arithmetic', () => {
  it('reads CHF amounts with at most two decimals', () => {
    expect(chfToRappen('12.5')).toBe(1250);
    expect(chfToRappen('12,05')).toBe(1205);
    expect(chfToRappen('-5')).toBe(-500);
    expect(chfToRappen("1'200.00")).toBe(120000);
    expect(chfToRappen('1.234')).toBeNaN();
    expect(chfToRappen('abc')).toBeNaN();
  });

  it('applies a discount in CHF or percent, never beyond the line', () => {
    expect(lineTotal(8500, 1, parseDiscount('10%') as never)).toBe(7650);
    expect(lineTotal(8500, 2, parseDiscount('5') as never)).toBe(16500);
    expect(lineTotal(8500, 1, parseDiscount('100') as never)).toBe(0);
    expect(parseDiscount('150%')).toBe('invalid');
    expect(parseDiscount('')).toBeNull();
  });

  it('gives the §4 invoice status', () => {
    expect(invoiceStatusOf(8500, 0)).toBe('OPEN');
    expect(invoiceStatusOf(8500, 5000)).toBe('PARTIAL');
    expect(invoiceStatusOf(8500, 8500)).toBe('PAID');
    expect(invoiceStatusOf(8500, 9000)).toBe('OVERPAID');
  });

  it('finds the same voucher used twice in one closing, whatever the case and spacing', () => {
    const repeated = repeatedVouchers([
      { voucher: true, code: 'ABCDEFGH' },
      { voucher: false, code: 'ABCDEFGH' },
      { voucher: true, code: 'abcd efgh' },
      { voucher: true, code: 'ZZZZZZZZ' },
    ]);
    expect([...repeated]).toEqual([2]);
  });
});
