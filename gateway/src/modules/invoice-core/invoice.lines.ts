// Invoice lines of booked services, priced on the booking's day. Apart from invoice.service.ts so
// the booking service can use it without an import cycle.
import type { AnyDb } from '../../db/scoped.ts';
import type { Lang } from '../../lib/i18n.ts';
import { pickTranslation } from '../../lib/translate.ts';
import { lineAmounts } from './invoice.math.ts';

/** Invoice lines for services at the prices valid on a day (UTC midnight of the local date). */
export async function serviceLines(db: AnyDb, serviceIds: readonly number[], day: Date, lang: Lang) {
  const ids = [...new Set(serviceIds)];
  // Sequential: a transaction's connection runs one query at a time.
  const prices = await db.servicePrice.findMany({
    where: { serviceId: { in: ids }, validFrom: { lte: day } },
    orderBy: { validFrom: 'desc' },
  });
  const names = await db.serviceTranslation.findMany({ where: { serviceId: { in: ids } } });
  return linesFrom(serviceIds, prices, names, lang);
}

/**
 * Invoice lines from rows already read: `prices` valid on the day, newest first; `names` the
 * services' translations (the viewer's language, else French, else the first).
 */
export function linesFrom(
  serviceIds: readonly number[],
  prices: readonly { serviceId: number; amount: number }[],
  names: readonly { serviceId: number; language: string; name: string }[],
  lang: Lang,
) {
  return serviceIds.map((serviceId) => {
    const unitPrice = prices.find((p) => p.serviceId === serviceId)?.amount ?? 0;
    const name = pickTranslation(
      names.filter((n) => n.serviceId === serviceId),
      lang,
    );
    return { serviceId, description: name?.name ?? '', ...lineAmounts({ unitPrice, quantity: 1 }) };
  });
}
