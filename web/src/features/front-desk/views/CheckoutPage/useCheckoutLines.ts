import { useMemo, useState } from 'react';
import type { BookingCheckoutQuery } from '../../../../gql/graphql.ts';
import { type ParsedDiscount, lineTotal, parseDiscount, rappenToChf } from '../../checkoutMath.ts';

export type CheckoutBooking = NonNullable<BookingCheckoutQuery['booking']>;
export type CheckoutInvoice = NonNullable<BookingCheckoutQuery['invoice']>;

/** The invoice's lines with the discounts typed at the desk, and the total they give. */
export function useCheckoutLines(invoice: CheckoutInvoice, open: boolean) {
  const [discounts, setDiscounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(invoice.lines.map((l) => [l.id, l.discount ? rappenToChf(l.discount) : ''])),
  );
  const parsedDiscounts = useMemo(() => {
    const out = new Map<number, ParsedDiscount | 'invalid'>();
    for (const l of invoice.lines) out.set(l.id, parseDiscount(discounts[l.id] ?? ''));
    return out;
  }, [discounts, invoice.lines]);
  const total = open
    ? invoice.lines.reduce((sum, l) => {
        const d = parsedDiscounts.get(l.id);
        return sum + lineTotal(l.unitPrice, l.quantity, d === 'invalid' ? null : (d ?? null));
      }, 0)
    : invoice.total;
  return { discounts, setDiscounts, parsedDiscounts, total };
}

export type CheckoutLinesState = ReturnType<typeof useCheckoutLines>;
