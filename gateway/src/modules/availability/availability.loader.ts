// Availability input for the pure engine in one query per request in the usual case.
//
// The vendor's availability configuration (settings, locations, closed dates, workplaces,
// machines, services, employees, timetables) changes rarely: it is cached per process and vendor
// with its version. Database triggers bump that version in the transaction of every write to those
// rows (migration 0010), and each request reads the current version in the same query as the busy
// intervals of its range: a configuration committed by any gateway, script or SQL console is seen
// by the next request of every gateway, without pubsub or TTL. A stale version costs one reload.
// The exclusion constraints on events remain the guard against double bookings.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import {
  type AvailabilityInput,
  addDays,
  calculatedDuration,
  isValidDate,
  localMinuteToInstant,
  type Preference,
  type TimetableRange,
} from '../../scheduling/index.ts';
import { nowMs } from '../../lib/clock.ts';

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
/** Exceptional timetables and closed dates older than this many days are not cached. */
const CACHE_PAST_DAYS = 62;
/** Vendors whose configuration a process keeps (least recently loaded dropped first). */
const CACHE_MAX_VENDORS = 500;

interface ServiceRow {
  id: number;
  duration: number;
  fixedDuration: boolean;
  breakDuration: number;
  clientExitDuration: number;
  executionOrder: number;
  parts: { minutesFromStart: number; duration: number }[];
  employees: { id: number; preference: Preference }[];
  workplaceIds: number[];
  machineModelIds: number[];
}

interface TimetableRow {
  id: number;
  type: 'RECURRING' | 'EXCEPTIONAL';
  validFrom: string;
  ranges: TimetableRange[];
}

interface EmployeeRow {
  id: number;
  timetablesEnabled: boolean;
  workplaceIds: number[];
  serviceIds: number[];
  timetables: TimetableRow[];
}

/** The vendor's availability configuration, as one row of JSON columns. */
interface ConfigRow {
  id: number;
  version: number;
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
  locations: { id: number; closedFrom: string | null }[];
  closedDates: { date: string; locationIds: number[] }[];
  workplaces: { id: number; locationId: number }[];
  machines: { id: number; machineModelId: number; locationId: number }[];
  services: ServiceRow[];
  employees: EmployeeRow[];
}

/** A configuration ready for requests: the row with its lookups, and the dates it covers. */
interface VendorConfig {
  row: ConfigRow;
  /** Exceptional timetables and closed dates from this date on are included. */
  since: string;
  locations: Map<number, { id: number; closedFrom: string | null }>;
  workplaceLocation: Map<number, number>;
  services: Map<number, ServiceRow>;
}

/**
 * Per-request data in one row: the configuration version, the busy lists as compact text
 * ("kind:id:start,end,start,end;..." in epoch ms, kind 0 employee, 1 workplace, 2 machine: cheaper
 * to decode than arrays or one row per resource), and the customer's facts when asked for.
 */
interface RequestRow {
  version: number;
  busy: string | null;
  extra: {
    customer: { favoriteEmployeeId: number | null; favoriteEmployeeOnly: boolean } | null;
    history: { serviceId: number; duration: number }[];
    serviceDayCounts: { serviceId: number; date: string; count: number }[];
  } | null;
}

/** Configurations per client (or transaction) and vendor. */
const caches = new WeakMap<object, Map<number, VendorConfig>>();

/** Drops every cached configuration of this client, or one vendor's (tests, tools). */
export function clearAvailabilityConfigCache(prisma: object, vendorId?: number) {
  if (vendorId === undefined) caches.delete(prisma);
  else caches.get(prisma)?.delete(vendorId);
}

const day = (value: string | null) => (value == null ? null : String(value).slice(0, 10));

async function loadConfig(prisma: PrismaClient, vendorId: number, since: string): Promise<VendorConfig | null> {
  const [row] = await prisma.$queryRaw<ConfigRow[]>`
    SELECT v.id, COALESCE((SELECT cv.version FROM "AvailabilityConfigVersion" cv WHERE cv."vendorId" = v.id), 0) AS version,
      v.timezone, v."workplacesEnabled", v."machinesEnabled", v."bookingSlotsPropositionInterval",
      v."minStart", v."maxEnd", v."cancellationNotice", v."availableBookingsInterval", v."capacityThreshold",
      v."actualFreeTimeSlotFirstBooking", v."dailyServiceLimit",
      COALESCE((SELECT json_agg(json_build_object('id', l.id, 'closedFrom', l."closedFrom") ORDER BY l.id)
        FROM "Location" l WHERE l."vendorId" = v.id), '[]') AS locations,
      COALESCE((SELECT json_agg(json_build_object('date', cd.date,
          'locationIds', (SELECT COALESCE(json_agg(x."B"), '[]') FROM "_ClosedDateToLocation" x WHERE x."A" = cd.id))
          ORDER BY cd.date, cd.id)
        FROM "ClosedDate" cd WHERE cd."vendorId" = v.id AND cd.date >= ${since}::date), '[]') AS "closedDates",
      COALESCE((SELECT json_agg(json_build_object('id', w.id, 'locationId', w."locationId") ORDER BY w.id)
        FROM "Workplace" w WHERE w."vendorId" = v.id), '[]') AS workplaces,
      COALESCE((SELECT json_agg(json_build_object('id', mc.id, 'machineModelId', mc."machineModelId",
          'locationId', mc."locationId") ORDER BY mc.id)
        FROM "Machine" mc WHERE mc."vendorId" = v.id), '[]') AS machines,
      COALESCE((SELECT json_agg(json_build_object('id', s.id, 'duration', s.duration, 'fixedDuration', s."fixedDuration",
          'breakDuration', s."breakDuration", 'clientExitDuration', s."clientExitDuration",
          'executionOrder', s."executionOrder",
          'parts', COALESCE((SELECT json_agg(json_build_object('minutesFromStart', p."minutesFromStart", 'duration', p.duration)
            ORDER BY p.position, p.id) FROM "ServicePart" p WHERE p."serviceId" = s.id), '[]'),
          'employees', COALESCE((SELECT json_agg(json_build_object('id', es."employeeId", 'preference', es.preference)
            ORDER BY es."employeeId") FROM "EmployeeService" es JOIN "Employee" em ON em.id = es."employeeId"
            WHERE es."serviceId" = s.id AND em."deletedAt" IS NULL), '[]'),
          'workplaceIds', COALESCE((SELECT json_agg(sw."workplaceId" ORDER BY sw."workplaceId") FROM "ServiceWorkplace" sw
            WHERE sw."serviceId" = s.id), '[]'),
          'machineModelIds', COALESCE((SELECT json_agg(mm."machineModelId" ORDER BY mm."machineModelId")
            FROM "MachineModelService" mm WHERE mm."serviceId" = s.id), '[]')) ORDER BY s.id)
        FROM "Service" s WHERE s."vendorId" = v.id AND s."deletedAt" IS NULL), '[]') AS services,
      COALESCE((SELECT json_agg(json_build_object('id', em.id, 'timetablesEnabled', em."timetablesEnabled",
          'workplaceIds', COALESCE((SELECT json_agg(ew."workplaceId" ORDER BY ew."workplaceId") FROM "EmployeeWorkplace" ew
            WHERE ew."employeeId" = em.id), '[]'),
          'serviceIds', COALESCE((SELECT json_agg(es."serviceId") FROM "EmployeeService" es
            WHERE es."employeeId" = em.id), '[]'),
          'timetables', COALESCE((SELECT json_agg(json_build_object('id', tt.id, 'type', tt.type, 'validFrom', tt."validFrom",
              'ranges', (SELECT COALESCE(json_agg(json_build_object('weekday', r.weekday, 'startMinute', r."startMinute",
                'endMinute', r."endMinute", 'locationId', r."locationId") ORDER BY r.id), '[]') FROM "TimetableRange" r
                WHERE r."timetableId" = tt.id)) ORDER BY tt.id)
            FROM "Timetable" tt WHERE tt."employeeId" = em.id
              AND (tt.type = 'RECURRING' OR tt."validFrom" >= ${since}::date)), '[]')) ORDER BY em.id)
        FROM "Employee" em WHERE em."vendorId" = v.id AND em."deletedAt" IS NULL), '[]') AS employees
    FROM "Vendor" v WHERE v.id = ${vendorId}`;
  if (!row) return null;
  row.version = Number(row.version);
  for (const e of row.employees) for (const tt of e.timetables) tt.validFrom = day(tt.validFrom)!;
  for (const c of row.closedDates) c.date = day(c.date)!;
  for (const l of row.locations) l.closedFrom = day(l.closedFrom);
  return {
    row,
    since,
    locations: new Map(row.locations.map((l) => [l.id, l])),
    workplaceLocation: new Map(row.workplaces.map((w) => [w.id, w.locationId])),
    services: new Map(row.services.map((s) => [s.id, s])),
  };
}

/** What a request needs of the configuration: the employees and resources that may serve it. */
function resourcesOf(config: VendorConfig, locationId: number, serviceIds: number[]) {
  const wanted = new Set(serviceIds);
  const employees = config.row.employees.filter((e) => e.serviceIds.some((id) => wanted.has(id)));
  const workplaces = config.row.workplaces.filter((w) => w.locationId === locationId);
  const machines = config.row.machines.filter((m) => m.locationId === locationId);
  return { employees, workplaces, machines };
}

/**
 * One query: the configuration version, then one row per resource with its busy intervals in the
 * window (epoch ms arrays, no Date object per event), and the customer's facts when asked for.
 */
function loadRequest(
  prisma: PrismaClient,
  config: VendorConfig,
  ids: { employees: number[]; workplaces: number[]; machines: number[] },
  req: AvailabilityRequest,
  window: { start: Date; end: Date },
  serviceIds: number[],
  now: number,
) {
  const vendorId = config.row.id;
  const exclude = req.excludeEventIds ?? [];
  const customerId = req.customerId ?? 0;
  const userId = req.userId ?? 0;
  const withCustomer = customerId > 0 || userId > 0;
  const withCounts = config.row.dailyServiceLimit != null;
  const extra =
    withCustomer || withCounts
      ? Prisma.sql`json_build_object(
          'customer', ${
            withCustomer
              ? Prisma.sql`(SELECT json_build_object('favoriteEmployeeId', c."favoriteEmployeeId",
                  'favoriteEmployeeOnly', c."favoriteEmployeeOnly")
                FROM "Customer" c WHERE (c.id = ${customerId} OR c."userId" = ${userId}) AND c."vendorId" = ${vendorId}
                ORDER BY c.id LIMIT 1)`
              : Prisma.sql`NULL::json`
          },
          -- Past effective durations of the customer, one per booking and service (spec §5).
          'history', ${
            withCustomer
              ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('serviceId', h."serviceId", 'duration', h.d)) FROM (
                  SELECT e."serviceId", max(e."effectiveDuration") AS d FROM "Customer" c
                  JOIN "Booking" b ON b."customerId" = c.id AND b."vendorId" = ${vendorId} AND b.status IN ('OPEN', 'EXECUTED')
                  JOIN "Event" e ON e."bookingId" = b.id
                  WHERE c."vendorId" = ${vendorId} AND (c.id = ${customerId} OR c."userId" = ${userId})
                    AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."effectiveDuration" IS NOT NULL
                    AND e."end" <= ${new Date(now)}
                  GROUP BY e."bookingId", e."serviceId") h), '[]')`
              : Prisma.sql`'[]'::json`
          },
          -- Bookings per requested service and local day, only when the vendor limits them.
          'serviceDayCounts', ${
            withCounts
              ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('serviceId', x."serviceId", 'date', x.d, 'count', x.n)) FROM (
                  SELECT e."serviceId", (e.start AT TIME ZONE ${config.row.timezone})::date AS d,
                    count(DISTINCT e."bookingId")::int AS n
                  FROM "Event" e
                  WHERE e."vendorId" = ${vendorId} AND e.active
                    AND e."serviceId" = ANY(${serviceIds}::int[]) AND e."bookingId" IS NOT NULL
                    AND NOT (e.id = ANY(${exclude}::int[]))
                    AND e.start >= ${req.dateFrom}::date - 1 AND e.start < ${req.dateTo}::date + 2
                  GROUP BY 1, 2) x), '[]')`
              : Prisma.sql`'[]'::json`
          })`
      : Prisma.sql`NULL::json`;
  // Epoch ms as text, formatted only for the lists that use them: the employee's own time
  // (start, end) or the hold of the workplace and machine (customer start and end).
  const ms = (column: Prisma.Sql) => Prisma.sql`(date_part('epoch', ${column}) * 1000)::int8`;
  const busyOf = Prisma.sql`${ms(Prisma.sql`emp.start`)} || ',' || ${ms(Prisma.sql`emp."end"`)}`;
  const hold = Prisma.sql`${ms(Prisma.sql`ev."customerStart"`)} || ',' || ${ms(Prisma.sql`ev."customerEnd"`)}`;
  return prisma.$queryRaw<RequestRow[]>`
    WITH ev AS (
      SELECT e."employeeId", e."workplaceId", e."machineId", e.start, e."end", e."customerStart", e."customerEnd"
      FROM "Event" e
      WHERE e."vendorId" = ${vendorId} AND e.active
        AND e."customerStart" < ${window.end} AND e."customerEnd" > ${window.start}
        -- The same overlap, as the GiST index on the hold's range sees it (migration 0011).
        AND tstzrange(e."customerStart", e."customerEnd", '[]') && tstzrange(${window.start}, ${window.end}, '[)')
        AND NOT (e.id = ANY(${exclude}::int[]))
    ), emp AS (
      SELECT ev."employeeId", ev.start, ev."end" FROM ev WHERE ev."employeeId" = ANY(${ids.employees}::int[])
      UNION ALL
      -- Busy times read from the employees' own calendars (calendar sync).
      SELECT cb."employeeId", cb.start, cb."end" FROM "CalendarBusyBlock" cb
      WHERE cb."vendorId" = ${vendorId} AND cb."employeeId" = ANY(${ids.employees}::int[])
        AND cb.start < ${window.end} AND cb."end" > ${window.start}
    ), lists AS (
      SELECT '0:' || emp."employeeId" || ':' || string_agg(${busyOf}, ',') AS l FROM emp GROUP BY emp."employeeId"
      UNION ALL
      SELECT '1:' || ev."workplaceId" || ':' || string_agg(${hold}, ',') FROM ev
        WHERE ev."workplaceId" = ANY(${ids.workplaces}::int[]) GROUP BY ev."workplaceId"
      UNION ALL
      SELECT '2:' || ev."machineId" || ':' || string_agg(${hold}, ',') FROM ev
        WHERE ev."machineId" = ANY(${ids.machines}::int[]) GROUP BY ev."machineId"
    )
    SELECT COALESCE((SELECT cv.version FROM "AvailabilityConfigVersion" cv WHERE cv."vendorId" = ${vendorId}), 0) AS version,
      (SELECT string_agg(l, ';') FROM lists) AS busy, ${extra} AS extra`;
}

/**
 * The engine's input for a request: the vendor's cached configuration, checked against its current
 * version, and the busy intervals of the range. One query when the cache is current, two when it is
 * not (three when a configuration write lands between them).
 */
export async function loadAvailabilityInput(
  prisma: PrismaClient,
  lang: Lang,
  req: AvailabilityRequest,
  now: number = nowMs(),
): Promise<AvailabilityInput> {
  if (!req.services.length)
    throw new ValidationError(t(lang, 'booking.noEvents'), { services: { required: t(lang, 'validation.required') } });
  if (!isValidDate(req.dateFrom) || !isValidDate(req.dateTo)) {
    throw new ValidationError(t(lang, 'form.errors'), { date_from: { invalid: t(lang, 'validation.invalid') } });
  }
  const serviceIds = [...new Set(req.services.map((s) => s.id))];
  let cache = caches.get(prisma);
  if (!cache) {
    cache = new Map();
    caches.set(prisma, cache);
  }
  // Exceptional timetables start up to a day before the range; ranges further back than the
  // cached dates are loaded for the request alone.
  const needSince = addDays(req.dateFrom, -1);
  const cacheSince = addDays(new Date(now).toISOString().slice(0, 10), -CACHE_PAST_DAYS);
  const cacheable = needSince >= cacheSince;
  const reload = async () => {
    const fresh = await loadConfig(prisma, req.vendorId, cacheable ? cacheSince : needSince);
    if (fresh && cacheable) {
      cache.delete(req.vendorId);
      cache.set(req.vendorId, fresh);
      if (cache.size > CACHE_MAX_VENDORS) cache.delete(cache.keys().next().value!);
    }
    return fresh;
  };
  const cached = cache.get(req.vendorId);
  let config = cached && cached.since <= needSince ? cached : await reload();
  if (!config) throw new NotFoundError(t(lang, 'notFound.vendor'));

  const location = config.locations.get(req.locationId);
  if (!location) throw new NotFoundError(t(lang, 'notFound.location'));
  const tz = config.row.timezone;
  if (req.dateFrom > req.dateTo || req.dateTo > addDays(req.dateFrom, MAX_RANGE_DAYS)) {
    throw new ValidationError(t(lang, 'form.errors'), { date_to: { invalid: t(lang, 'validation.invalid') } });
  }
  // Resources are held up to a day around the range (bookings crossing midnight, long services).
  const window = {
    start: new Date(localMinuteToInstant(addDays(req.dateFrom, -1), 0, tz)),
    end: new Date(localMinuteToInstant(addDays(req.dateTo, 2), 0, tz) - 1),
  };

  let resources = resourcesOf(config, req.locationId, serviceIds);
  let row: RequestRow | undefined;
  for (let attempt = 0; ; attempt++) {
    const ids = {
      employees: resources.employees.map((e) => e.id),
      workplaces: resources.workplaces.map((w) => w.id),
      machines: resources.machines.map((m) => m.id),
    };
    [row] = await loadRequest(prisma, config, ids, req, window, serviceIds, now);
    const version = Number(row?.version ?? 0);
    if (version === config.row.version || attempt === 2) break;
    // The configuration changed since it was cached: reload it and read the busy lists again.
    config = await reload();
    if (!config) throw new NotFoundError(t(lang, 'notFound.vendor'));
    resources = resourcesOf(config, req.locationId, serviceIds);
  }
  return assemble(config, resources, row, req, serviceIds, now, lang);
}

function assemble(
  config: VendorConfig,
  resources: ReturnType<typeof resourcesOf>,
  row: RequestRow | undefined,
  req: AvailabilityRequest,
  serviceIds: number[],
  now: number,
  lang: Lang,
): AvailabilityInput {
  const vendor = config.row;
  const location = config.locations.get(req.locationId);
  if (!location) throw new NotFoundError(t(lang, 'notFound.location'));
  // Bookable at the location (spec §5): needs no workplace at all, or one there.
  const bookable = (s: ServiceRow) =>
    s.workplaceIds.length === 0 || s.workplaceIds.some((id) => config.workplaceLocation.get(id) === req.locationId);
  const byId = new Map<number, ServiceRow>();
  for (const id of serviceIds) {
    const s = config.services.get(id);
    if (s && bookable(s)) byId.set(id, s);
  }
  if (byId.size !== serviceIds.length) throw new NotFoundError(t(lang, 'notFound.service'));

  const employeeBusy = new Map<number, [number, number][]>();
  const workplaceBusy = new Map<number, [number, number][]>();
  const machineBusy = new Map<number, [number, number][]>();
  const busyMaps = [employeeBusy, workplaceBusy, machineBusy];
  for (const list of row?.busy ? row.busy.split(';') : []) {
    const [kind, id, values] = list.split(':') as [string, string, string];
    const numbers = values.split(',');
    const intervals: [number, number][] = new Array(numbers.length / 2);
    for (let i = 0; i < intervals.length; i++) intervals[i] = [Number(numbers[2 * i]), Number(numbers[2 * i + 1])];
    busyMaps[Number(kind)]?.set(Number(id), intervals);
  }
  const extra = row?.extra ?? null;
  // Booked minutes per employee in the window, to prefer the least loaded among equals.
  const load: Record<number, number> = {};
  for (const [id, list] of employeeBusy) {
    let sum = 0;
    for (const [a, b] of list) sum += (b - a) / 60_000;
    load[id] = sum;
  }
  const history = new Map<number, number[]>();
  for (const h of extra?.history ?? []) history.set(h.serviceId, [...(history.get(h.serviceId) ?? []), h.duration]);
  const customer = extra?.customer ?? null;

  // Exceptional timetables of the day before to the day after the range; recurring ones from
  // before its end.
  const exceptionalFrom = addDays(req.dateFrom, -1);
  const exceptionalTo = addDays(req.dateTo, 1);
  const timetablesOf = (e: EmployeeRow) =>
    e.timetables.filter((tt) =>
      tt.type === 'RECURRING'
        ? tt.validFrom <= req.dateTo
        : tt.validFrom >= exceptionalFrom && tt.validFrom <= exceptionalTo,
    );

  return {
    timezone: vendor.timezone,
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
      (extra?.serviceDayCounts ?? []).map((c) => [`${c.serviceId}|${String(c.date).slice(0, 10)}`, Number(c.count)]),
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
        executionOrder: s.executionOrder ?? 0,
        parts: s.parts,
        employees: s.employees,
        workplaceIds: s.workplaceIds,
        machineModelIds: s.machineModelIds,
      };
    }),
    employees: resources.employees.map((e) => ({
      id: e.id,
      timetablesEnabled: e.timetablesEnabled,
      workplaceIds: e.workplaceIds,
      busy: employeeBusy.get(e.id) ?? [],
      timetables: timetablesOf(e),
    })),
    workplaces: resources.workplaces.map((w) => ({ ...w, busy: workplaceBusy.get(w.id) ?? [] })),
    machines: resources.machines.map((m) => ({ ...m, busy: machineBusy.get(m.id) ?? [] })),
    locations: [{ id: location.id, closedFrom: location.closedFrom }],
    closedDates: vendor.closedDates.filter((c) => c.date >= req.dateFrom && c.date <= req.dateTo),
    employeeId: req.employeeId ?? null,
    favoriteEmployeeId: customer?.favoriteEmployeeId ?? null,
    favoriteEmployeeOnly: Boolean(req.favoriteEmployeeOnly ?? customer?.favoriteEmployeeOnly),
    load,
  };
}
