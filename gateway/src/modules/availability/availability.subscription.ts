// Live availability for the public booking page (spec §1, §9: the one public channel, named after
// the product, `salonbook`): guests and customers hear that the
// availability of a location changed on some dates, and reload the slots they show. The change says
// nothing else: no event, booking, customer, employee or time, so nothing personal reaches a guest.
import { PUBLIC_CHANNEL } from '@salon/shared';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { t as tr } from '../../lib/i18n.ts';
import type { EventChangePayload } from '../../pubsub.ts';
import { addDays, isValidDate, localDate } from '../../scheduling/index.ts';

/** The longest range a page may listen to (the loader's limit for one availability request). */
const MAX_RANGE_DAYS = 93;

export interface AvailabilityChangeShape {
  locationId: number;
  /** Local dates of the listened range whose availability may have changed. */
  dates: string[];
}

const AvailabilityChange = builder.objectRef<AvailabilityChangeShape>('AvailabilityChange').implement({
  description:
    'The availability of a location changed on these dates (a booking made, moved or cancelled, a break set): ' +
    'reload the slots shown for them. Carries nothing about who or what changed.',
  fields: (t) => ({
    locationId: t.exposeInt('locationId'),
    dates: t.exposeStringList('dates', { description: 'Local dates YYYY-MM-DD in the vendor time zone.' }),
  }),
});

/** Local dates of an event's hold [start, end) that fall in [from, to]. */
export function changedDates(change: Pick<EventChangePayload, 'start' | 'end'>, tz: string, from: string, to: string) {
  const first = localDate(change.start, tz);
  const last = localDate(Math.max(change.start, change.end - 1), tz);
  const dates: string[] = [];
  for (let d = first < from ? from : first; d <= last && d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The vendor's time zone, when the location is one of its own; else not found. */
async function locationZone(ctx: Context, vendorId: number, locationId: number) {
  const location = await ctx.prisma.location.findFirst({
    where: { id: locationId, vendorId },
    select: { vendor: { select: { timezone: true } } },
  });
  if (!location) throw new NotFoundError(tr(ctx.lang, 'notFound.location'));
  return location.vendor.timezone;
}

/** The public channel's field (spec §1, §9); `availabilityChanged` is its former name. */
const publicChannel = (name: string, deprecationReason?: string) =>
  builder.subscriptionField(name, (t) =>
    t.field({
      type: AvailabilityChange,
      deprecationReason,
      description:
        'Public: the availability of a location changed on dates of [from, to]. For the booking page of guests ' +
        'and customers; the change names only the location and the dates.',
      args: {
        vendorId: t.arg.int({ required: true }),
        locationId: t.arg.int({ required: true }),
        from: t.arg({ type: 'Date', required: true }),
        to: t.arg({ type: 'Date', required: true }),
      },
      subscribe: async (_root, args, ctx) => {
        const { from, to, vendorId, locationId } = args;
        if (!isValidDate(from) || !isValidDate(to) || from > to || to > addDays(from, MAX_RANGE_DAYS)) {
          throw new ValidationError(tr(ctx.lang, 'form.errors'), {
            to: { invalid: tr(ctx.lang, 'validation.invalid') },
          });
        }
        const tz = await locationZone(ctx, vendorId, locationId);
        // The vendor's own channel; events of another location do not change this one's slots.
        const changes = ctx.app.pubsub
          .subscribe(
            'calendar:events',
            vendorId,
            (p) =>
              p.vendorId === vendorId &&
              (p.locationId == null || p.locationId === locationId) &&
              changedDates(p, tz, from, to).length > 0,
          )
          [Symbol.asyncIterator]();
        // Only the location and the dates leave the server.
        const public_: AsyncIterableIterator<AvailabilityChangeShape> = {
          [Symbol.asyncIterator]: () => public_,
          next: async () => {
            const step = await changes.next();
            return step.done
              ? step
              : { done: false, value: { locationId, dates: changedDates(step.value, tz, from, to) } };
          },
          return: async () => {
            await changes.return?.();
            return { done: true, value: undefined };
          },
        };
        return public_;
      },
      resolve: (change: AvailabilityChangeShape) => change,
    }),
  );

publicChannel(PUBLIC_CHANNEL);
publicChannel('availabilityChanged', `The public channel is named after the product: ${PUBLIC_CHANNEL}.`);
