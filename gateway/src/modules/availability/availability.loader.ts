// Availability input for the pure engine in one query per request in the usual case.
//
// The vendor's availability configuration (settings, locations, closed dates, workplaces,
// machines, services, employees, timetables) changes rarely: it is cached per process and vendor
// with its version. Database triggers bump that version in the transaction of every write to those
// rows (migration 0010), and each request reads the current version in the same query as the busy
// intervals of its range: a configuration committed by any gateway, script or SQL console is seen
// by the next request of every gateway, without pubsub or TTL. A stale version costs one reload.
// The exclusion constraints on events remain the guard against double bookings.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { type Lang, t } from '../../lib/i18n.ts';
import { type AvailabilityInput, addDays, isValidDate, localMinuteToInstant } from '../../scheduling/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { assemble, resourcesOf } from './availability.assemble.ts';
import { loadConfig } from './availability.config.ts';
import { loadRequest } from './availability.request.ts';
import type { AvailabilityRequest, RequestRow, VendorConfig } from './availability.rows.ts';

export type { AvailabilityRequest } from './availability.rows.ts';

const MAX_RANGE_DAYS = 93;
/** Exceptional timetables and closed dates older than this many days are not cached. */
const CACHE_PAST_DAYS = 62;
/** Vendors whose configuration a process keeps (least recently loaded dropped first). */
const CACHE_MAX_VENDORS = 500;

/** Configurations per client (or transaction) and vendor. */
const caches = new WeakMap<object, Map<number, VendorConfig>>();

/** Drops every cached configuration of this client, or one vendor's (tests, tools). */
export function clearAvailabilityConfigCache(prisma: object, vendorId?: number) {
  if (vendorId === undefined) caches.delete(prisma);
  else caches.get(prisma)?.delete(vendorId);
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
