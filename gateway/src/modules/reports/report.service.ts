// Statistics over a period (revenue, bookings by status, by employee, by service, occupancy)
// and the rows of the CSV and Excel downloads. One batched load per report.
import { pickTranslation } from '../../lib/translate.ts';
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import type { BookingStatus, PaymentMethod, Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { daySchedules, isValidDate, listDates } from '../../scheduling/index.ts';
import { m } from './report.messages.ts';

export interface ReportRequest {
  dateFrom: string;
  dateTo: string;
  locationId?: number | null;
}

export interface BookingRow {
  bookingId: number;
  start: Date;
  date: string;
  time: string;
  location: string;
  customer: string;
  services: string;
  employees: string;
  status: BookingStatus;
  total: number;
  paid: number;
  balance: number;
}

export interface EmployeeStats {
  employeeId: number;
  name: string;
  bookings: number;
  bookedMinutes: number;
  workingMinutes: number;
  /** Booked share of working time, percent with one decimal; null without working time. */
  occupancy: number | null;
  revenue: number;
}

export interface Report {
  dateFrom: string;
  dateTo: string;
  locationId: number | null;
  /** Payments taken in the period, per method (Rappen). */
  revenue: { method: PaymentMethod; amount: number }[];
  revenueTotal: number;
  /** Invoice totals of the executed bookings of the period. */
  invoicedTotal: number;
  bookingsByStatus: { status: BookingStatus; count: number }[];
  byEmployee: EmployeeStats[];
  byService: { serviceId: number; name: string; count: number; revenue: number }[];
  occupancy: number | null;
  rows: BookingRow[];
}

const METHODS: PaymentMethod[] = ['CASH', 'CARD', 'POSTCARD', 'VOUCHER'];
const STATUSES: BookingStatus[] = ['OPEN', 'EXECUTED', 'CANCELED', 'NO_SHOW'];
const MAX_DAYS = 366;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

type ReportEmployee = Prisma.EmployeeGetPayload<{ include: { timetables: { include: { ranges: true } } } }>;

/** Working time from the timetables, with the same rules as availability (closures included). */
function employeeStats(
  req: ReportRequest,
  employees: ReportEmployee[],
  locations: { id: number; closedFrom: Date | null }[],
  closedDates: { date: Date; locations: { id: number }[] }[],
  perEmployee: Map<number, { bookings: Set<number>; bookedMinutes: number; revenue: number }>,
): EmployeeStats[] {
  const dates = listDates(req.dateFrom, req.dateTo);
  const closures = locations.map((l) => ({
    id: l.id,
    closedFrom: l.closedFrom ? l.closedFrom.toISOString().slice(0, 10) : null,
  }));
  const closed = closedDates.map((c) => ({
    date: c.date.toISOString().slice(0, 10),
    locationIds: c.locations.map((l) => l.id),
  }));
  return employees
    .map((employee) => {
      const schedules = daySchedules(
        {
          timetablesEnabled: employee.timetablesEnabled,
          timetables: employee.timetables.map((tt) => ({
            id: tt.id,
            type: tt.type,
            validFrom: tt.validFrom.toISOString().slice(0, 10),
            ranges: tt.ranges,
          })),
        },
        dates,
        closures,
        closed,
      );
      const workingMinutes = schedules
        .flatMap((s) => s.timeRanges)
        .filter((r) => !req.locationId || r.locationId === req.locationId)
        .reduce((sum, r) => sum + (r.end - r.start), 0);
      const entry = perEmployee.get(employee.id);
      const bookedMinutes = entry?.bookedMinutes ?? 0;
      return {
        employeeId: employee.id,
        name: `${employee.firstname} ${employee.lastname}`,
        bookings: entry?.bookings.size ?? 0,
        bookedMinutes,
        workingMinutes,
        occupancy: percent(bookedMinutes, workingMinutes),
        revenue: entry?.revenue ?? 0,
      };
    })
    .filter((e) => e.workingMinutes > 0 || e.bookings > 0);
}

export async function buildReport(ctx: Context, req: ReportRequest): Promise<Report> {
  const vendorId = ctx.vendorId();
  const db = ctx.vendorDb();
  if (
    !isValidDate(req.dateFrom) ||
    !isValidDate(req.dateTo) ||
    req.dateTo < req.dateFrom ||
    moment.utc(req.dateTo).diff(moment.utc(req.dateFrom), 'days') >= MAX_DAYS
  ) {
    throw new ValidationError(m(ctx.lang, 'range'), { date_to: { invalid: m(ctx.lang, 'range') } });
  }
  const vendor = await ctx.vendorDb().vendor.findUniqueOrThrow({ where: { id: vendorId } });
  const tz = vendor.timezone;
  const start = moment.tz(req.dateFrom, tz).startOf('day').toDate();
  const end = moment.tz(req.dateTo, tz).add(1, 'day').startOf('day').toDate();
  const locationFilter = req.locationId ? { locationId: req.locationId } : {};

  const [bookings, payments, employees, locations, closedDates] = await Promise.all([
    db.booking.findMany({
      where: { ...locationFilter, events: { some: { start: { gte: start, lt: end } } } },
      include: {
        events: { orderBy: { start: 'asc' }, include: { employee: { select: { firstname: true, lastname: true } } } },
        invoice: { include: { lines: true, payments: { select: { amount: true } } } },
        customer: { select: { firstname: true, lastname: true } },
        location: { select: { name: true } },
      },
    }),
    db.payment.groupBy({
      by: ['method'],
      where: {
        createdAt: { gte: start, lt: end },
        // By the till that took the payment (older payments: their booking's location).
        ...(req.locationId
          ? { OR: [{ locationId: req.locationId }, { locationId: null, invoice: { booking: locationFilter } }] }
          : {}),
      },
      _sum: { amount: true },
    }),
    db.employee.findMany({
      where: { deletedAt: null },
      include: { timetables: { include: { ranges: true } } },
      orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }],
    }),
    db.location.findMany({ select: { id: true, closedFrom: true } }),
    db.closedDate.findMany({
      where: { date: { gte: new Date(`${req.dateFrom}T00:00:00Z`), lte: new Date(`${req.dateTo}T00:00:00Z`) } },
      include: { locations: { select: { id: true } } },
    }),
  ]);
  const serviceNames = await ctx.vendorDb().serviceTranslation.findMany({
    where: { service: { vendorId } },
    select: { serviceId: true, language: true, name: true },
  });
  const serviceName = (id: number) =>
    pickTranslation(
      serviceNames.filter((n) => n.serviceId === id),
      ctx.lang,
    )?.name ?? `#${id}`;

  const revenue = METHODS.map((method) => ({
    method,
    amount: payments.find((p) => p.method === method)?._sum.amount ?? 0,
  }));
  const bookingsByStatus = STATUSES.map((status) => ({
    status,
    count: bookings.filter((b) => b.status === status).length,
  }));

  const perEmployee = new Map<number, { bookings: Set<number>; bookedMinutes: number; revenue: number }>();
  const perService = new Map<number, { count: number; revenue: number }>();
  const employeeEntry = (id: number) => {
    const e = perEmployee.get(id) ?? { bookings: new Set<number>(), bookedMinutes: 0, revenue: 0 };
    perEmployee.set(id, e);
    return e;
  };
  let invoicedTotal = 0;
  const rows: BookingRow[] = [];
  for (const b of bookings.sort((x, y) => (x.events[0]?.start.getTime() ?? 0) - (y.events[0]?.start.getTime() ?? 0))) {
    const first = b.events[0]!;
    const counted = b.status !== 'CANCELED';
    for (const e of b.events) {
      if (!counted || e.employeeId == null) continue;
      const entry = employeeEntry(e.employeeId);
      entry.bookings.add(b.id);
      entry.bookedMinutes += Math.round((e.end.getTime() - e.start.getTime()) / 60_000);
    }
    if (b.status === 'EXECUTED' && b.invoice) {
      invoicedTotal += b.invoice.total;
      for (const line of b.invoice.lines) {
        if (line.serviceId == null) continue;
        const s = perService.get(line.serviceId) ?? { count: 0, revenue: 0 };
        s.count += line.quantity;
        s.revenue += line.total;
        perService.set(line.serviceId, s);
        const employeeId = b.events.find((e) => e.serviceId === line.serviceId)?.employeeId;
        if (employeeId != null) employeeEntry(employeeId).revenue += line.total;
      }
    }
    const local = moment.tz(first.start, tz);
    const paid = b.invoice?.payments.reduce((s, p) => s + p.amount, 0) ?? 0;
    rows.push({
      bookingId: b.id,
      start: first.start,
      date: local.format('DD.MM.YYYY'),
      time: local.format('HH:mm'),
      location: b.location.name,
      customer: b.customer ? `${b.customer.firstname} ${b.customer.lastname}` : '',
      services: [...new Set(b.events.map((e) => (e.serviceId != null ? serviceName(e.serviceId) : e.summary)))].join(
        ', ',
      ),
      employees: [...new Set(b.events.map((e) => (e.employee ? `${e.employee.firstname} ${e.employee.lastname}` : '')))]
        .filter(Boolean)
        .join(', '),
      status: b.status,
      total: b.invoice?.total ?? 0,
      paid,
      balance: b.invoice ? b.invoice.total - paid : 0,
    });
  }

  const byEmployee = employeeStats(req, employees, locations, closedDates, perEmployee);
  const booked = byEmployee.reduce((s, e) => s + e.bookedMinutes, 0);
  const working = byEmployee.reduce((s, e) => s + e.workingMinutes, 0);

  return {
    dateFrom: req.dateFrom,
    dateTo: req.dateTo,
    locationId: req.locationId ?? null,
    revenue,
    // Money taken: a gift card spent was taken when the card was sold (its sale is a payment).
    revenueTotal: revenue.filter((r) => r.method !== 'VOUCHER').reduce((s, r) => s + r.amount, 0),
    invoicedTotal,
    bookingsByStatus,
    byEmployee,
    byService: [...perService.entries()]
      .map(([serviceId, s]) => ({ serviceId, name: serviceName(serviceId), ...s }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
    occupancy: percent(booked, working),
    rows,
  };
}
