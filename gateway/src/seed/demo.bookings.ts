// The demo bookings: three weeks either side of the seeding day, with their events and invoices.
import moment from 'moment-timezone';
import type { Prisma } from '../generated/prisma/client.ts';
import { invoiceState, serviceLines } from '../modules/invoice-core/index.ts';
import { serviceTimeline } from '../scheduling/index.ts';
import { nowMs } from '../lib/clock.ts';
import { day, TZ } from './demo.data.ts';
import { DEMO_BOOKING_DAYS } from './demo.data.ts';
import type { Places, ServiceRows } from './demo.places.ts';
import type { EmployeeRows, Calendar } from './demo.people.ts';

interface BookingSeed {
  places: Places;
  serviceRows: ServiceRows;
  employeeRows: EmployeeRows;
  calendar: Calendar;
  customerIds: number[];
  random: () => number;
  today: string;
}

export async function seedBookings(tx: Prisma.TransactionClient, seedData: BookingSeed) {
  const { serviceRows, employeeRows, customerIds, random, today } = seedData;
  const { vendorId, workplaces, locationIds, machine } = seedData.places;
  const { emma, exceptionDate, christmas } = seedData.calendar;
  // Bookings from three weeks ago to three weeks ahead at fixed local starts, one workplace per
  // employee, so nothing overlaps.
  const starts = ['09:00', '10:30', '14:00', '16:00'];
  const closed = new Set([christmas]);
  // The invoice lines of every service at the prices of a day, loaded once per day.
  const pricedDays = new Map<string, Awaited<ReturnType<typeof serviceLines>>>();
  const serviceIds = [...serviceRows.values()].map((s) => s.id);
  const linesOn = async (iso: string) => {
    const known = pricedDays.get(iso);
    if (known) return known;
    const lines = await serviceLines(tx, serviceIds, day(iso), 'fr');
    pricedDays.set(iso, lines);
    return lines;
  };
  for (let offset = -DEMO_BOOKING_DAYS; offset <= DEMO_BOOKING_DAYS; offset++) {
    const date = moment.tz(today, TZ).add(offset, 'days');
    const iso = date.format('YYYY-MM-DD');
    if (closed.has(iso) || offset === 0) continue;
    for (const employee of employeeRows) {
      if (!employee.spec.weekdays.includes(date.isoWeekday())) continue;
      if (employee.id === emma.id && iso === exceptionDate) continue;
      const saturday = date.isoWeekday() === 6;
      let busyUntil = 0;
      for (const time of starts) {
        if (random() < 0.45) continue;
        if (saturday && time === '16:00') continue;
        const key = employee.spec.services[Math.floor(random() * employee.spec.services.length)]!;
        const service = serviceRows.get(key)!;
        // Colour takes two hours: only in the first slot of a half-day.
        if (key === 'colour' && !['09:00', '14:00'].includes(time)) continue;
        const start = moment.tz(`${iso} ${time}`, 'YYYY-MM-DD HH:mm', TZ).valueOf();
        if (start < busyUntil) continue;
        const workplace = workplaces.get(employee.spec.workplaces[0]!)!;
        if (workplace.kind !== service.spec.places) continue;
        const timeline = serviceTimeline(
          {
            duration: service.spec.duration,
            breakDuration: service.spec.breakDuration ?? 0,
            clientExitDuration: 0,
            parts: service.spec.parts ?? [],
          },
          start,
          true,
        );
        busyUntil = timeline.holdEnd;
        const customerId = customerIds[Math.floor(random() * customerIds.length)]!;
        const past = offset < 0;
        const noShow = past && random() < 0.08;
        const status = past ? (noShow ? 'NO_SHOW' : 'EXECUTED') : 'OPEN';
        const locationId = locationIds[employee.spec.location];
        // Booked 1 to 14 days ahead, over the last days for those still to come, and invoiced when
        // booked, as in the app.
        const hours = Math.floor(start / 3_600_000);
        const bookedAt = new Date(
          Math.min(nowMs() - (1 + (hours % 240)) * 3_600_000, start - (1 + (hours % 14)) * 86_400_000),
        );
        const booking = await tx.booking.create({
          data: {
            vendorId,
            createdAt: bookedAt,
            customerId,
            locationId,
            status,
            source: random() < 0.5 ? 'PUBLIC' : 'STAFF',
            closedAt: past ? new Date(timeline.holdEnd) : null,
            legalConditions: undefined,
          },
        });
        await tx.event.createMany({
          data: timeline.parts.map(([s, e], i) => ({
            vendorId,
            bookingId: booking.id,
            start: new Date(s),
            end: new Date(e),
            customerStart: new Date(timeline.holdStart),
            customerEnd: new Date(timeline.holdEnd),
            serviceId: service.id,
            servicePartId: service.partIds[i] ?? null,
            employeeId: employee.id,
            workplaceId: workplace.id,
            machineId: service.spec.machine ? machine.id : null,
            locationId,
            effectiveDuration: service.spec.duration,
          })),
        });
        // Priced and totalled by the invoices module, as a booking made in the app.
        const lines = (await linesOn(iso)).filter((l) => l.serviceId === service.id);
        const payments =
          status === 'EXECUTED'
            ? [
                {
                  vendorId,
                  method: random() < 0.6 ? ('CARD' as const) : ('CASH' as const),
                  amount: invoiceState(lines, []).total,
                  createdAt: new Date(timeline.holdEnd),
                },
              ]
            : [];
        const state = invoiceState(lines, payments);
        await tx.invoice.create({
          data: {
            vendorId,
            bookingId: booking.id,
            customerId,
            status: state.status,
            total: state.total,
            balance: state.balance,
            createdAt: bookedAt,
            lines: { create: lines },
            payments: payments.length ? { create: payments } : undefined,
          },
        });
      }
    }
  }
}
