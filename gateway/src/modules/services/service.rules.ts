// Pure rules of a service (no I/O): its new prices (a saved price never changes, a new one starts
// after the last saved one) and its parts (inside the duration, not overlapping).
import moment from 'moment-timezone';
import type { Context } from '../../context.ts';
import { m } from './service.messages.ts';
import type { FieldErrorList } from '../../lib/validate.ts';

export const dateKey = (d: Date) => d.toISOString().slice(0, 10);

export const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && moment(v, 'YYYY-MM-DD', true).isValid();

/** The prices to add: a saved price never changes; a new one starts after the last saved one. */
export function newPrices(
  ctx: Context,
  errors: FieldErrorList,
  saved: { amount: number; validFrom: Date }[],
  input: { amount: number; validFrom?: string | null }[],
  todayKey: string,
) {
  const byDate = new Map(saved.map((p) => [dateKey(p.validFrom), p.amount]));
  const last = saved
    .map((p) => dateKey(p.validFrom))
    .sort()
    .at(-1);
  const added: { amount: number; validFrom: string }[] = [];
  for (const [i, price] of input.entries()) {
    const validFrom = price.validFrom || todayKey;
    if (!isDate(validFrom)) {
      errors.add(`prices.${i}.validFrom`, 'invalid');
      continue;
    }
    const savedAmount = byDate.get(validFrom);
    if (savedAmount !== undefined) {
      if (savedAmount !== price.amount)
        errors.add(`prices.${i}.amount`, 'priceChanged', {}, m(ctx.lang, 'priceChanged'));
      continue;
    }
    if (saved.length && last && validFrom <= last) {
      errors.add(`prices.${i}.validFrom`, 'greaterThan', {}, m(ctx.lang, 'priceNotLater', { date: last }));
    } else if (saved.length && validFrom < todayKey) {
      errors.add(`prices.${i}.validFrom`, 'min', {}, m(ctx.lang, 'priceInPast'));
    } else if (added.some((a) => a.validFrom === validFrom)) {
      errors.add(`prices.${i}.validFrom`, 'valueAlreadyRegistered', { value: validFrom });
    } else added.push({ amount: price.amount, validFrom });
  }
  return added;
}

export function checkParts(
  ctx: Context,
  errors: FieldErrorList,
  duration: number,
  parts: { minutesFromStart: number; duration: number }[],
) {
  const sorted = parts.map((p, i) => ({ ...p, i })).sort((a, b) => a.minutesFromStart - b.minutesFromStart);
  for (const [k, p] of sorted.entries()) {
    if (p.minutesFromStart + p.duration > duration) {
      errors.add(`parts.${p.i}.duration`, 'max', {}, m(ctx.lang, 'partOutside'));
    }
    const prev = sorted[k - 1];
    if (prev && prev.minutesFromStart + prev.duration > p.minutesFromStart) {
      errors.add(`parts.${p.i}.minutesFromStart`, 'overlap', {}, m(ctx.lang, 'partsOverlap'));
    }
  }
}
