// Creating a booking: verified against the engine, then saved in one transaction; the database's
// exclusion constraints are the last line against a race for the same slot.
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AuthenticationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { Role } from '../../lib/roles.ts';
import { serviceTimeline, verifyBooking } from '../../scheduling/index.ts';
import { loadAvailabilityInput } from '../availability/availability.loader.ts';
import { publishEventChanges } from '../events/event.publish.ts';

export interface BookingEventRequest {
  serviceId: number;
  employeeId: number;
  workplaceId?: number | null;
  machineId?: number | null;
  start?: Date | null;
  /** Wall-clock "YYYY-MM-DD HH:mm" in the vendor's time zone, instead of start. */
  localStart?: string | null;
}

export interface CreateBookingRequest {
  vendorId: number;
  locationId: number;
  customerId?: number | null;
  comment?: string | null;
  privateComment?: string | null;
  events: BookingEventRequest[];
  legalConditions?: { id: number; accepted: boolean }[] | null;
}

/** True for a PostgreSQL exclusion violation (SQLSTATE 23P01), however the driver wraps it. */
export function isOverlapViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const text = `${(e as { message?: string }).message ?? ''} ${(e as { code?: string }).code ?? ''}`;
    if (/23P01|no_overlap|exclusion constraint/i.test(text)) return true;
    return Object.values(e as Record<string, unknown>).some(visit) || visit((e as { cause?: unknown }).cause);
  };
  return visit(error);
}

const slotTaken = (ctx: Context, count: number) =>
  new ConflictError(t(ctx.lang, count > 1 ? 'booking.slotsTaken' : 'booking.slotTaken'));

export async function createBooking(ctx: Context, input: CreateBookingRequest) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationError(t(ctx.lang, 'auth.required'));
  if (!input.events.length) {
    throw new ValidationError(t(ctx.lang, 'booking.noEvents'), {
      events: { required: t(ctx.lang, 'validation.required') },
    });
  }
  const vendor = await ctx.prisma.vendor.findUnique({
    where: { id: input.vendorId },
    include: { legalConditions: true },
  });
  if (!vendor) throw new NotFoundError(t(ctx.lang, 'notFound.vendor'));
  const asStaff = viewer.vendorId === vendor.id && viewer.role >= Role.staff;
  const tz = vendor.timezone;

  // Staff book for a customer of their vendor; anyone else books for themselves.
  let customerId: number;
  if (asStaff) {
    if (!input.customerId) {
      throw new ValidationError(t(ctx.lang, 'booking.customerRequired'), {
        customer_id: { required: t(ctx.lang, 'validation.required') },
      });
    }
    const customer = await ctx.vendorDb().customer.findUnique({ where: { id: input.customerId } });
    if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
    customerId = customer.id;
  } else {
    const required = vendor.legalConditions.filter((c) => c.required);
    const accepted = new Set((input.legalConditions ?? []).filter((c) => c.accepted).map((c) => c.id));
    if (required.some((c) => !accepted.has(c.id))) {
      throw new ValidationError(t(ctx.lang, 'booking.legalConditions'), {
        legal_conditions: { required: t(ctx.lang, 'booking.legalConditions') },
      });
    }
    customerId = (await customerForUser(ctx, vendor.id, viewer.userId)).id;
  }

  const requested = input.events.map((e) => {
    const start = e.start ? e.start.getTime() : moment.tz(e.localStart ?? '', 'YYYY-MM-DD HH:mm', true, tz).valueOf();
    if (!Number.isFinite(start)) {
      throw new ValidationError(t(ctx.lang, 'form.errors'), { start: { invalid: t(ctx.lang, 'validation.invalid') } });
    }
    return {
      serviceId: e.serviceId,
      employeeId: e.employeeId,
      workplaceId: e.workplaceId ?? null,
      machineId: e.machineId ?? null,
      start,
    };
  });
  const dates = requested.map((r) => moment.tz(r.start, tz).format('YYYY-MM-DD')).sort();
  const data = await loadAvailabilityInput(ctx.prisma, ctx.lang, {
    vendorId: vendor.id,
    locationId: input.locationId,
    services: requested.map((r) => ({ id: r.serviceId })),
    dateFrom: dates[0]!,
    dateTo: dates.at(-1)!,
    customerId,
  });
  // Staff may book inside the cancellation notice and with any employee; customers may not.
  if (asStaff) {
    data.settings = { ...data.settings, cancellationNoticeHours: 0, bookingPeriodDays: 0 };
    data.favoriteEmployeeOnly = false;
  }
  const conflicts = verifyBooking(data, requested);
  if (conflicts.length) throw slotTaken(ctx, requested.length);

  const services = new Map(data.services.map((s) => [s.id, s]));
  const partIds = await ctx.prisma.servicePart.findMany({
    where: { serviceId: { in: [...services.keys()] } },
    orderBy: [{ serviceId: 'asc' }, { position: 'asc' }],
  });
  const day = new Date(`${dates[0]}T00:00:00Z`);
  const prices = await ctx.prisma.servicePrice.findMany({
    where: { serviceId: { in: [...services.keys()] }, validFrom: { lte: day } },
    orderBy: { validFrom: 'desc' },
  });
  const names = await ctx.prisma.serviceTranslation.findMany({ where: { serviceId: { in: [...services.keys()] } } });

  const eventRows: Omit<Prisma.EventCreateManyInput, 'bookingId' | 'vendorId'>[] = [];
  for (const [index, r] of requested.entries()) {
    const service = services.get(r.serviceId)!;
    const timeline = serviceTimeline(service, r.start, index === requested.length - 1);
    const ids = partIds.filter((p) => p.serviceId === r.serviceId).map((p) => p.id);
    for (const [i, [s, e]] of timeline.parts.entries()) {
      eventRows.push({
        start: new Date(s),
        end: new Date(e),
        customerStart: new Date(timeline.holdStart),
        customerEnd: new Date(timeline.holdEnd),
        serviceId: r.serviceId,
        servicePartId: ids[i] ?? null,
        employeeId: r.employeeId,
        workplaceId: r.workplaceId,
        machineId: r.machineId,
        locationId: input.locationId,
        effectiveDuration: service.duration,
        manual: asStaff,
      });
    }
  }

  let booking: Awaited<ReturnType<typeof save>>;
  async function save() {
    return ctx.prisma.$transaction(async (tx) => {
      const created = await tx.booking.create({
        data: {
          vendorId: vendor!.id,
          customerId,
          locationId: input.locationId,
          source: asStaff ? 'STAFF' : 'PUBLIC',
          comment: input.comment ?? '',
          privateComment: asStaff ? (input.privateComment ?? '') : '',
          createdByUserId: viewer!.userId,
          legalConditions: {
            create: (input.legalConditions ?? [])
              .filter((c) => vendor!.legalConditions.some((l) => l.id === c.id))
              .map((c) => ({ legalConditionId: c.id, accepted: c.accepted })),
          },
        },
      });
      await tx.event.createMany({
        data: eventRows.map((e) => ({ ...e, vendorId: vendor!.id, bookingId: created.id })),
      });
      const lines = requested.map((r) => {
        const unitPrice = prices.find((p) => p.serviceId === r.serviceId)?.amount ?? 0;
        const name =
          names.find((n) => n.serviceId === r.serviceId && n.language === ctx.lang) ??
          names.find((n) => n.serviceId === r.serviceId);
        return {
          serviceId: r.serviceId,
          description: name?.name ?? '',
          unitPrice,
          quantity: 1,
          discount: 0,
          subtotal: unitPrice,
          total: unitPrice,
        };
      });
      const total = lines.reduce((sum, l) => sum + l.total, 0);
      await tx.invoice.create({
        data: {
          vendorId: vendor!.id,
          bookingId: created.id,
          customerId,
          total,
          balance: total,
          lines: { create: lines },
        },
      });
      return tx.booking.findUniqueOrThrow({ where: { id: created.id }, include: { events: true } });
    });
  }
  try {
    booking = await save();
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTaken(ctx, requested.length);
    throw error;
  }
  await publishEventChanges(ctx.app, 'CREATED', booking.events);
  return booking;
}

/** The customer record of a user at a vendor, created on first booking. */
async function customerForUser(ctx: Context, vendorId: number, userId: number) {
  const existing = await ctx.prisma.customer.findUnique({ where: { vendorId_userId: { vendorId, userId } } });
  if (existing) return existing;
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  try {
    return await ctx.prisma.customer.create({
      data: {
        vendorId,
        userId,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        language: user.language,
      },
    });
  } catch {
    // Created meanwhile by a concurrent request of the same user.
    return ctx.prisma.customer.findUniqueOrThrow({ where: { vendorId_userId: { vendorId, userId } } });
  }
}
