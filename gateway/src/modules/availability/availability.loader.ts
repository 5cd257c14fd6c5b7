// One batched load per availability request: everything the pure engine needs, no query per
// slot, per employee or per day.
import moment from 'moment-timezone';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import type { AvailabilityInput } from '../../scheduling/index.ts';
import { servicesAtLocation } from '../vendors/location.type.ts';

export interface AvailabilityRequest {
  vendorId: number;
  locationId: number;
  services: { id: number; duration?: number | null }[];
  dateFrom: string;
  dateTo: string;
  employeeId?: number | null;
  favoriteEmployeeOnly?: boolean | null;
  excludeEventIds?: number[] | null;
  /** The customer booking, for favourite employee rules. */
  customerId?: number | null;
}

const MAX_RANGE_DAYS = 93;
const dateKey = (d: Date) => d.toISOString().slice(0, 10);

export async function loadAvailabilityInput(
  prisma: PrismaClient,
  lang: Lang,
  req: AvailabilityRequest,
  now: number = Date.now(),
): Promise<AvailabilityInput> {
  if (!req.services.length)
    throw new ValidationError(t(lang, 'booking.noEvents'), { services: { required: t(lang, 'validation.required') } });
  const vendor = await prisma.vendor.findUnique({
    where: { id: req.vendorId },
    include: {
      locations: { where: { id: req.locationId } },
      closedDates: {
        where: { date: { gte: new Date(`${req.dateFrom}T00:00:00Z`), lte: new Date(`${req.dateTo}T00:00:00Z`) } },
        include: { locations: { select: { id: true } } },
      },
    },
  });
  if (!vendor) throw new NotFoundError(t(lang, 'notFound.vendor'));
  const location = vendor.locations[0];
  if (!location) throw new NotFoundError(t(lang, 'notFound.location'));
  const tz = vendor.timezone;
  const from = moment.tz(req.dateFrom, tz).startOf('day');
  const to = moment.tz(req.dateTo, tz).endOf('day');
  if (!from.isValid() || !to.isValid() || to.isBefore(from) || to.diff(from, 'days') > MAX_RANGE_DAYS) {
    throw new ValidationError(t(lang, 'form.errors'), { date_to: { invalid: t(lang, 'validation.invalid') } });
  }
  // Resources are held up to a day around the range (bookings crossing midnight, long services).
  const windowStart = from.clone().subtract(1, 'day').toDate();
  const windowEnd = to.clone().add(1, 'day').toDate();
  const exclude = req.excludeEventIds ?? [];

  const serviceIds = [...new Set(req.services.map((s) => s.id))];
  const [serviceRows, employeeRows, events, customer] = await Promise.all([
    prisma.service.findMany({
      where: { ...servicesAtLocation(vendor.id, location.id), id: { in: serviceIds } },
      include: {
        parts: { orderBy: { position: 'asc' } },
        employees: { where: { employee: { deletedAt: null } } },
        workplaces: { include: { workplace: { select: { locationId: true } } } },
        machineModels: true,
      },
    }),
    prisma.employee.findMany({
      where: { vendorId: vendor.id, deletedAt: null, services: { some: { serviceId: { in: serviceIds } } } },
      include: {
        workplaces: true,
        timetables: {
          where: {
            OR: [
              { type: 'RECURRING', validFrom: { lte: to.toDate() } },
              { type: 'EXCEPTIONAL', validFrom: { gte: windowStart, lte: windowEnd } },
            ],
          },
          include: { ranges: true },
        },
      },
    }),
    prisma.event.findMany({
      where: {
        vendorId: vendor.id,
        active: true,
        customerStart: { lt: windowEnd },
        customerEnd: { gt: windowStart },
        ...(exclude.length ? { id: { notIn: exclude } } : {}),
      },
      select: {
        employeeId: true,
        workplaceId: true,
        machineId: true,
        start: true,
        end: true,
        customerStart: true,
        customerEnd: true,
      },
    }),
    req.customerId ? prisma.customer.findFirst({ where: { id: req.customerId, vendorId: vendor.id } }) : null,
  ]);
  const byId = new Map(serviceRows.map((s) => [s.id, s]));
  const missing = serviceIds.filter((id) => !byId.has(id));
  if (missing.length) throw new NotFoundError(t(lang, 'notFound.service'));

  const [workplaceRows, machineRows] = await Promise.all([
    prisma.workplace.findMany({ where: { vendorId: vendor.id, locationId: location.id } }),
    prisma.machine.findMany({ where: { vendorId: vendor.id, locationId: location.id } }),
  ]);

  const busyBy = (key: 'employeeId' | 'workplaceId' | 'machineId', hold: boolean) => {
    const map = new Map<number, [number, number][]>();
    for (const e of events) {
      const id = e[key];
      if (id == null) continue;
      const interval: [number, number] = hold
        ? [e.customerStart.getTime(), e.customerEnd.getTime()]
        : [e.start.getTime(), e.end.getTime()];
      const list = map.get(id) ?? [];
      list.push(interval);
      map.set(id, list);
    }
    return map;
  };
  const employeeBusy = busyBy('employeeId', false);
  const workplaceBusy = busyBy('workplaceId', true);
  const machineBusy = busyBy('machineId', true);
  const load: Record<number, number> = {};
  for (const e of events) {
    if (e.employeeId != null)
      load[e.employeeId] = (load[e.employeeId] ?? 0) + (e.end.getTime() - e.start.getTime()) / 60_000;
  }

  return {
    timezone: tz,
    now,
    locationId: location.id,
    dateFrom: req.dateFrom,
    dateTo: req.dateTo,
    settings: {
      slotIntervalMinutes: vendor.bookingSlotsPropositionInterval,
      minStartMinute: vendor.minStart,
      maxEndMinute: vendor.maxEnd,
      cancellationNoticeHours: vendor.cancellationNotice,
      bookingPeriodDays: vendor.availableBookingsInterval,
      workplacesEnabled: vendor.workplacesEnabled,
      machinesEnabled: vendor.machinesEnabled,
    },
    services: req.services.map((requested) => {
      const s = byId.get(requested.id)!;
      return {
        id: s.id,
        // A requested duration (calculated duration) only replaces the standard one when not fixed.
        duration: !s.fixedDuration && requested.duration && requested.duration > 0 ? requested.duration : s.duration,
        breakDuration: s.breakDuration,
        clientExitDuration: s.clientExitDuration,
        parts: s.parts.map((p) => ({ minutesFromStart: p.minutesFromStart, duration: p.duration })),
        employees: s.employees.map((e) => ({ id: e.employeeId, preference: e.preference })),
        workplaceIds: s.workplaces.map((w) => w.workplaceId),
        machineModelIds: s.machineModels.map((m) => m.machineModelId),
      };
    }),
    employees: employeeRows.map((e) => ({
      id: e.id,
      timetablesEnabled: e.timetablesEnabled,
      workplaceIds: e.workplaces.map((w) => w.workplaceId),
      busy: employeeBusy.get(e.id) ?? [],
      timetables: e.timetables.map((tt) => ({
        type: tt.type,
        validFrom: dateKey(tt.validFrom),
        ranges: tt.ranges.map((r) => ({
          weekday: r.weekday,
          startMinute: r.startMinute,
          endMinute: r.endMinute,
          locationId: r.locationId,
        })),
      })),
    })),
    workplaces: workplaceRows.map((w) => ({ id: w.id, locationId: w.locationId, busy: workplaceBusy.get(w.id) ?? [] })),
    machines: machineRows.map((m) => ({
      id: m.id,
      machineModelId: m.machineModelId,
      locationId: m.locationId,
      busy: machineBusy.get(m.id) ?? [],
    })),
    locations: [{ id: location.id, closedFrom: location.closedFrom ? dateKey(location.closedFrom) : null }],
    closedDates: vendor.closedDates.map((c) => ({ date: dateKey(c.date), locationIds: c.locations.map((l) => l.id) })),
    employeeId: req.employeeId ?? null,
    favoriteEmployeeId: customer?.favoriteEmployeeId ?? null,
    favoriteEmployeeOnly: Boolean(req.favoriteEmployeeOnly ?? customer?.favoriteEmployeeOnly),
    load,
  };
}
