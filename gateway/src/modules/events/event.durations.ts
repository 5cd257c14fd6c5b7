// Spec §5 calculated duration: what a customer's past appointments of a service really took (the
// effective durations recorded when staff resize or close them) and the median that follows.
import type { Context } from '../../context.ts';
import { nowMs } from '../../lib/clock.ts';
import { t } from '../../lib/i18n.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { calculatedDuration } from '../../scheduling/index.ts';

/** Past events of one service for a customer, newest first, and the calculated duration (spec §5). */
export async function serviceHistory(ctx: Context, serviceId: number, customerId: number) {
  const customer = await ctx.vendorDb().customer.findUnique({ where: { id: customerId } });
  if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
  const events = await ctx.vendorDb().event.findMany({
    where: { serviceId, booking: { customerId, status: { in: ['OPEN', 'EXECUTED'] } } },
    orderBy: [{ start: 'desc' }, { id: 'desc' }],
  });
  const now = nowMs();
  const perBooking = new Map<number, number>();
  for (const e of events) {
    if (e.end.getTime() <= now && e.effectiveDuration != null && e.bookingId != null)
      perBooking.set(e.bookingId, e.effectiveDuration);
  }
  return { events, calculatedDuration: calculatedDuration([...perBooking.values()]) };
}

export interface CustomerServiceDuration {
  serviceId: number;
  standardDuration: number;
  fixedDuration: boolean;
  calculatedDuration: number | null;
  pastCount: number;
}

/**
 * For staff booking for a customer: each service's standard duration beside the customer's
 * calculated one (spec §5, the median of past effective durations, one per booking, rounded up to
 * 5 minutes), which availability and the booking use by default. A fixed duration has none.
 */
export async function customerServiceDurations(
  ctx: Context,
  customerId: number,
  serviceIds: readonly number[],
): Promise<CustomerServiceDuration[]> {
  const ids = [...new Set(serviceIds)].slice(0, 50);
  const customer = await ctx.vendorDb().customer.findUnique({ where: { id: customerId } });
  if (!customer) throw new NotFoundError(t(ctx.lang, 'notFound.customer'));
  const [services, events] = await Promise.all([
    ctx
      .vendorDb()
      .service.findMany({ where: { id: { in: ids } }, select: { id: true, duration: true, fixedDuration: true } }),
    ctx.vendorDb().event.findMany({
      where: {
        serviceId: { in: ids },
        effectiveDuration: { not: null },
        end: { lte: new Date(nowMs()) },
        booking: { customerId, status: { in: ['OPEN', 'EXECUTED'] } },
      },
      select: { bookingId: true, serviceId: true, effectiveDuration: true },
    }),
  ]);
  const past = new Map<number, Map<number, number>>();
  for (const e of events) {
    const perBooking = past.get(e.serviceId!) ?? new Map<number, number>();
    perBooking.set(e.bookingId!, Math.max(perBooking.get(e.bookingId!) ?? 0, e.effectiveDuration!));
    past.set(e.serviceId!, perBooking);
  }
  const byId = new Map(services.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const durations = [...(past.get(id)?.values() ?? [])];
    return [
      {
        serviceId: id,
        standardDuration: s.duration,
        fixedDuration: s.fixedDuration,
        calculatedDuration: s.fixedDuration ? null : calculatedDuration(durations),
        pastCount: durations.length,
      },
    ];
  });
}
