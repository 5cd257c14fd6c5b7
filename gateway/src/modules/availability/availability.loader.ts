// One batched load per availability request: everything the pure engine needs, no query per
// slot, per employee or per day.
import moment from 'moment-timezone';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import {
  type AvailabilityInput,
  calculatedDuration,
  type Preference,
  type TimetableRange,
} from '../../scheduling/index.ts';

export interface AvailabilityRequest {
  vendorId: number;
  locationId: number;
  services: { id: number; duration?: number | null }[];
  dateFrom: string;
  dateTo: string;
  employeeId?: number | null;
  favoriteEmployeeOnly?: boolean | null;
  excludeEventIds?: number[] | null;
  /** The customer booking, for favourite employee rules and calculated durations. */
  customerId?: number | null;
  /** Or the logged-in user, whose customer record at the vendor is used. */
  userId?: number | null;
}

const MAX_RANGE_DAYS = 93;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface VendorRow {
  id: number;
  timezone: string;
  workplacesEnabled: boolean;
  machinesEnabled: boolean;
  bookingSlotsPropositionInterval: number;
  minStart: number;
  maxEnd: number;
  cancellationNotice: number;
  availableBookingsInterval: number;
  capacityThreshold: number;
  actualFreeTimeSlotFirstBooking: boolean;
  dailyServiceLimit: number | null;
  serviceDayCounts: { serviceId: number; date: string; count: number }[];
  location: { id: number; closedFrom: string | null } | null;
  closedDates: { date: string; locationIds: number[] }[];
  workplaces: { id: number; locationId: number }[];
  machines: { id: number; machineModelId: number; locationId: number }[];
  customer: { favoriteEmployeeId: number | null; favoriteEmployeeOnly: boolean } | null;
  history: { serviceId: number; duration: number }[];
  services: ServiceRow[];
  employees: EmployeeRow[];
}

interface ServiceRow {
  id: number;
  duration: number;
  fixedDuration: boolean;
  breakDuration: number;
  clientExitDuration: number;
  parts: { minutesFromStart: number; duration: number }[];
  employees: { id: number; preference: Preference }[];
  workplaceIds: number[];
  machineModelIds: number[];
}

interface EmployeeRow {
  id: number;
  timetablesEnabled: boolean;
  workplaceIds: number[];
  timetables: { id: number; type: 'RECURRING' | 'EXCEPTIONAL'; validFrom: string; ranges: TimetableRange[] }[];
}

/** Busy intervals of one resource (kind 0 employee, 1 workplace, 2 machine) in epoch ms. */
interface BusyRow {
  kind: number;
  id: number;
  starts: number[];
  ends: number[];
}

/**
 * Raw SQL, because Prisma's includes cost a query per relation: two queries whatever the data (the
 * vendor with everything about the booking as JSON, then the busy lists in the vendor's window).
 */
export async function loadAvailabilityInput(
  prisma: PrismaClient,
  lang: Lang,
  req: AvailabilityRequest,
  now: number = Date.now(),
): Promise<AvailabilityInput> {
  if (!req.services.length)
    throw new ValidationError(t(lang, 'booking.noEvents'), { services: { required: t(lang, 'validation.required') } });
  if (!DATE.test(req.dateFrom) || !DATE.test(req.dateTo)) {
    throw new ValidationError(t(lang, 'form.errors'), { date_from: { invalid: t(lang, 'validation.invalid') } });
  }
  const serviceIds = [...new Set(req.services.map((s) => s.id))];
  const customerId = req.customerId ?? 0;
  const userId = req.userId ?? 0;
  const exclude = req.excludeEventIds ?? [];
  const [vendor] = await prisma.$queryRaw<VendorRow[]>`
    SELECT v.id, v.timezone, v."workplacesEnabled", v."machinesEnabled", v."bookingSlotsPropositionInterval",
      v."minStart", v."maxEnd", v."cancellationNotice", v."availableBookingsInterval", v."capacityThreshold",
      v."actualFreeTimeSlotFirstBooking", v."dailyServiceLimit",
      -- Bookings per requested service and local day, only when the vendor limits them.
      COALESCE((SELECT json_agg(json_build_object('serviceId', x."serviceId", 'date', x.d, 'count', x.n)) FROM (
          SELECT e."serviceId", (e.start AT TIME ZONE v.timezone)::date AS d, count(DISTINCT e."bookingId")::int AS n
          FROM "Event" e
          WHERE v."dailyServiceLimit" IS NOT NULL AND e."vendorId" = v.id AND e.active
            AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."bookingId" IS NOT NULL
            AND NOT (e.id = ANY(${exclude}::int[]))
            AND e.start >= ${req.dateFrom}::date - 1 AND e.start < ${req.dateTo}::date + 2
          GROUP BY 1, 2) x), '[]') AS "serviceDayCounts",
      (SELECT json_build_object('id', l.id, 'closedFrom', l."closedFrom") FROM "Location" l
        WHERE l.id = ${req.locationId} AND l."vendorId" = v.id) AS location,
      COALESCE((SELECT json_agg(json_build_object('date', cd.date,
          'locationIds', (SELECT COALESCE(json_agg(x."B"), '[]') FROM "_ClosedDateToLocation" x WHERE x."A" = cd.id)))
        FROM "ClosedDate" cd WHERE cd."vendorId" = v.id
          AND cd.date BETWEEN ${req.dateFrom}::date AND ${req.dateTo}::date), '[]') AS "closedDates",
      COALESCE((SELECT json_agg(json_build_object('id', w.id, 'locationId', w."locationId") ORDER BY w.id)
        FROM "Workplace" w WHERE w."vendorId" = v.id AND w."locationId" = ${req.locationId}), '[]') AS workplaces,
      COALESCE((SELECT json_agg(json_build_object('id', mc.id, 'machineModelId', mc."machineModelId",
          'locationId', mc."locationId") ORDER BY mc.id)
        FROM "Machine" mc WHERE mc."vendorId" = v.id AND mc."locationId" = ${req.locationId}), '[]') AS machines,
      (SELECT json_build_object('favoriteEmployeeId', c."favoriteEmployeeId",
          'favoriteEmployeeOnly', c."favoriteEmployeeOnly")
        FROM "Customer" c WHERE (c.id = ${customerId} OR c."userId" = ${userId}) AND c."vendorId" = v.id
        ORDER BY c.id LIMIT 1) AS customer,
      -- Past effective durations of the customer, one per booking and service (spec §5).
      COALESCE((SELECT json_agg(json_build_object('serviceId', h."serviceId", 'duration', h.d)) FROM (
          SELECT e."serviceId", max(e."effectiveDuration") AS d FROM "Customer" c
          JOIN "Booking" b ON b."customerId" = c.id AND b."vendorId" = v.id AND b.status IN ('OPEN', 'EXECUTED')
          JOIN "Event" e ON e."bookingId" = b.id
          WHERE c."vendorId" = v.id AND (c.id = ${customerId} OR c."userId" = ${userId})
            AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."effectiveDuration" IS NOT NULL
            AND e."end" <= ${new Date(now)}
          GROUP BY e."bookingId", e."serviceId") h), '[]') AS history,
      COALESCE((SELECT json_agg(json_build_object('id', s.id, 'duration', s.duration, 'fixedDuration', s."fixedDuration",
          'breakDuration', s."breakDuration", 'clientExitDuration', s."clientExitDuration",
          'parts', COALESCE((SELECT json_agg(json_build_object('minutesFromStart', p."minutesFromStart", 'duration', p.duration)
            ORDER BY p.position, p.id) FROM "ServicePart" p WHERE p."serviceId" = s.id), '[]'),
          'employees', COALESCE((SELECT json_agg(json_build_object('id', es."employeeId", 'preference', es.preference)
            ORDER BY es."employeeId") FROM "EmployeeService" es JOIN "Employee" em ON em.id = es."employeeId"
            WHERE es."serviceId" = s.id AND em."deletedAt" IS NULL), '[]'),
          'workplaceIds', COALESCE((SELECT json_agg(sw."workplaceId" ORDER BY sw."workplaceId") FROM "ServiceWorkplace" sw
            WHERE sw."serviceId" = s.id), '[]'),
          'machineModelIds', COALESCE((SELECT json_agg(mm."machineModelId" ORDER BY mm."machineModelId")
            FROM "MachineModelService" mm WHERE mm."serviceId" = s.id), '[]')))
        FROM "Service" s
        WHERE s.id = ANY(${serviceIds}::int[]) AND s."vendorId" = v.id AND s."deletedAt" IS NULL
          -- Bookable at the location (spec §5): no workplaces at all, or one there.
          AND (NOT EXISTS (SELECT 1 FROM "ServiceWorkplace" sw WHERE sw."serviceId" = s.id)
            OR EXISTS (SELECT 1 FROM "ServiceWorkplace" sw JOIN "Workplace" w ON w.id = sw."workplaceId"
              WHERE sw."serviceId" = s.id AND w."locationId" = ${req.locationId}))), '[]') AS services,
      COALESCE((SELECT json_agg(json_build_object('id', em.id, 'timetablesEnabled', em."timetablesEnabled",
          'workplaceIds', COALESCE((SELECT json_agg(ew."workplaceId" ORDER BY ew."workplaceId") FROM "EmployeeWorkplace" ew
            WHERE ew."employeeId" = em.id), '[]'),
          'timetables', COALESCE((SELECT json_agg(json_build_object('id', tt.id, 'type', tt.type, 'validFrom', tt."validFrom",
              'ranges', (SELECT COALESCE(json_agg(json_build_object('weekday', r.weekday, 'startMinute', r."startMinute",
                'endMinute', r."endMinute", 'locationId', r."locationId")), '[]') FROM "TimetableRange" r
                WHERE r."timetableId" = tt.id)))
            FROM "Timetable" tt WHERE tt."employeeId" = em.id AND (
              (tt.type = 'RECURRING' AND tt."validFrom" <= ${req.dateTo}::date)
              OR (tt.type = 'EXCEPTIONAL' AND tt."validFrom" BETWEEN ${req.dateFrom}::date - 1 AND ${req.dateTo}::date + 1))),
            '[]')))
        FROM "Employee" em
        WHERE em."vendorId" = v.id AND em."deletedAt" IS NULL
          AND EXISTS (SELECT 1 FROM "EmployeeService" es WHERE es."employeeId" = em.id
            AND es."serviceId" = ANY(${serviceIds}::int[]))), '[]') AS employees
    FROM "Vendor" v WHERE v.id = ${req.vendorId}`;
  if (!vendor) throw new NotFoundError(t(lang, 'notFound.vendor'));
  const location = vendor.location;
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

  const busyRows = await // Busy lists aggregated in the database, as epoch ms arrays, one row per resource: only the
  // resources that can serve this booking, and no Date object per event.
  prisma.$queryRaw<BusyRow[]>`
      WITH ev AS (
        SELECT e."employeeId", e."workplaceId", e."machineId",
          (extract(epoch FROM e.start) * 1000)::float8 AS s, (extract(epoch FROM e."end") * 1000)::float8 AS en,
          (extract(epoch FROM e."customerStart") * 1000)::float8 AS cs,
          (extract(epoch FROM e."customerEnd") * 1000)::float8 AS ce
        FROM "Event" e
        WHERE e."vendorId" = ${vendor.id} AND e.active
          AND e."customerStart" < ${windowEnd} AND e."customerEnd" > ${windowStart}
          AND NOT (e.id = ANY(${exclude}::int[]))
      )
      SELECT 0 AS kind, ev."employeeId" AS id, array_agg(ev.s) AS starts, array_agg(ev.en) AS ends FROM ev
        WHERE ev."employeeId" IN (SELECT es."employeeId" FROM "EmployeeService" es WHERE es."serviceId" = ANY(${serviceIds}::int[]))
        GROUP BY ev."employeeId"
      UNION ALL
      SELECT 1, ev."workplaceId", array_agg(ev.cs), array_agg(ev.ce) FROM ev
        WHERE ev."workplaceId" IN (SELECT w.id FROM "Workplace" w WHERE w."locationId" = ${location.id})
        GROUP BY ev."workplaceId"
      UNION ALL
      SELECT 2, ev."machineId", array_agg(ev.cs), array_agg(ev.ce) FROM ev
        WHERE ev."machineId" IN (SELECT mc.id FROM "Machine" mc WHERE mc."locationId" = ${location.id})
        GROUP BY ev."machineId"`;
  const byId = new Map(vendor.services.map((s) => [s.id, s]));
  const missing = serviceIds.filter((id) => !byId.has(id));
  if (missing.length) throw new NotFoundError(t(lang, 'notFound.service'));

  const [employeeBusy, workplaceBusy, machineBusy] = [0, 1, 2].map(
    (kind) =>
      new Map(
        busyRows
          .filter((r) => r.kind === kind)
          .map((r) => [r.id, r.starts.map((start, i): [number, number] => [Number(start), Number(r.ends[i])])]),
      ),
  ) as [Map<number, [number, number][]>, Map<number, [number, number][]>, Map<number, [number, number][]>];
  // Booked minutes per employee in the window, to prefer the least loaded among equals.
  const load: Record<number, number> = {};
  for (const [id, list] of employeeBusy) {
    load[id] = list.reduce((sum, [a, b]) => sum + (b - a) / 60_000, 0);
  }
  const history = new Map<number, number[]>();
  for (const h of vendor.history) history.set(h.serviceId, [...(history.get(h.serviceId) ?? []), h.duration]);

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
      capacityThresholdPercent: vendor.capacityThreshold,
      firstSlotAtFreeStart: vendor.actualFreeTimeSlotFirstBooking,
      dailyServiceLimit: vendor.dailyServiceLimit,
    },
    serviceDayCounts: Object.fromEntries(
      vendor.serviceDayCounts.map((c) => [`${c.serviceId}|${String(c.date).slice(0, 10)}`, Number(c.count)]),
    ),
    services: req.services.map((requested) => {
      const s = byId.get(requested.id)!;
      return {
        id: s.id,
        // The effective duration: a requested one, else the customer's calculated duration (spec
        // §5), else the standard one; a fixed duration never changes.
        duration: s.fixedDuration
          ? s.duration
          : requested.duration && requested.duration > 0
            ? requested.duration
            : (calculatedDuration(history.get(s.id) ?? []) ?? s.duration),
        breakDuration: s.breakDuration,
        clientExitDuration: s.clientExitDuration,
        parts: s.parts,
        employees: s.employees,
        workplaceIds: s.workplaceIds,
        machineModelIds: s.machineModelIds,
      };
    }),
    employees: vendor.employees.map((e) => ({
      id: e.id,
      timetablesEnabled: e.timetablesEnabled,
      workplaceIds: e.workplaceIds,
      busy: employeeBusy.get(e.id) ?? [],
      timetables: e.timetables.map((tt) => ({ ...tt, validFrom: String(tt.validFrom).slice(0, 10) })),
    })),
    workplaces: vendor.workplaces.map((w) => ({ ...w, busy: workplaceBusy.get(w.id) ?? [] })),
    machines: vendor.machines.map((m) => ({ ...m, busy: machineBusy.get(m.id) ?? [] })),
    locations: [{ id: location.id, closedFrom: location.closedFrom ? String(location.closedFrom).slice(0, 10) : null }],
    closedDates: vendor.closedDates.map((c) => ({ date: String(c.date).slice(0, 10), locationIds: c.locationIds })),
    employeeId: req.employeeId ?? null,
    favoriteEmployeeId: vendor.customer?.favoriteEmployeeId ?? null,
    favoriteEmployeeOnly: Boolean(req.favoriteEmployeeOnly ?? vendor.customer?.favoriteEmployeeOnly),
    load,
  };
}
