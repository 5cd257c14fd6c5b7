import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../../../components/form/FormErrors.tsx';
import { useConfirm } from '../../../../components/scaffold/ConfirmDialog.tsx';
import type { BookingCheckoutQuery } from '../../../../gql/graphql.ts';
import { pushAlert } from '../../../../lib/alerts.ts';
import { formatCurrency, formatDate } from '../../../../lib/format.ts';
import { flattenErrors } from '../../../../lib/validation.ts';
import {
  type InvoiceStatusName,
  type ParsedDiscount,
  chfToRappen,
  invoiceStatusOf,
  lineTotal,
  parseDiscount,
  rappenToChf,
  repeatedVouchers,
  voucherKey,
} from '../../checkoutMath.ts';
import { type CheckoutMethod, type PaymentRow, usesVoucher } from '../../components/PaymentRowEditor.tsx';
import {
  CHECKOUT_FIDELITY_VOUCHERS_QUERY,
  CLOSE_BOOKING_MUTATION,
  UPDATE_INVOICE_MUTATION,
  VOUCHER_BY_CODE_QUERY,
} from '../../operations.ts';

export interface CheckoutFormProps {
  booking: NonNullable<BookingCheckoutQuery['booking']>;
  invoice: NonNullable<BookingCheckoutQuery['invoice']>;
  onClosed: () => void;
}

/**
 * The state of a checkout: the outcome, line discounts, new payments with their voucher look-ups, the
 * totals they give, and the submit that saves the discounts then closes the booking.
 */
export function useCheckoutForm({ booking, invoice, onClosed }: CheckoutFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.resolvedLanguage ?? 'fr';
  const client = useApolloClient();
  const tz = booking.vendor.timezone;
  const open = booking.status === 'OPEN';
  const [status, setStatus] = useState<'EXECUTED' | 'NO_SHOW'>('EXECUTED');
  const [discounts, setDiscounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(invoice.lines.map((l) => [l.id, l.discount ? rappenToChf(l.discount) : ''])),
  );
  // Spec §5: what each service really took, recorded on closing (its blocks' length unless typed).
  const services = useMemo(() => serviceDurations(booking.events), [booking.events]);
  const [durations, setDurations] = useState<Record<number, string>>(() =>
    Object.fromEntries(services.map((s) => [s.serviceId, String(s.minutes)])),
  );
  const nextKey = useRef(1);
  const [payments, setPayments] = useState<PaymentRow[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const [updateInvoice] = useMutation(UPDATE_INVOICE_MUTATION);
  const [closeBooking] = useMutation(CLOSE_BOOKING_MUTATION);
  const fidelity = useQuery(CHECKOUT_FIDELITY_VOUCHERS_QUERY, {
    variables: { customerId: booking.customerId ?? 0 },
    skip: !booking.customerId || !open,
  });

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
  const newPaid = payments.reduce((sum, p) => {
    const amount = chfToRappen(p.amount);
    return Number.isFinite(amount) ? sum + amount : sum;
  }, 0);
  const paid = invoice.amount + (open ? newPaid : 0);
  const projected: InvoiceStatusName = open ? invoiceStatusOf(total, paid) : invoice.status;
  const repeated = repeatedVouchers(payments.map((p) => ({ voucher: usesVoucher(p.method), code: p.code })));

  // A status change is seen by everyone: the server publishes the booking's events on closing.
  useEffect(() => {
    if (!open) setPayments([]);
  }, [open]);

  const addPayment = (method: CheckoutMethod = 'CASH', code = '', amount?: number) => {
    const due = Math.max(0, total - paid);
    const row: PaymentRow = {
      key: nextKey.current++,
      method,
      amount: rappenToChf(amount ?? due),
      code,
      lookup: null,
    };
    setPayments((rows) => [...rows, row]);
    return row.key;
  };
  const patch = (key: number, change: Partial<PaymentRow>) =>
    setPayments((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const lookUp = async (row: PaymentRow) => {
    const code = voucherKey(row.code);
    if (!code) return;
    const { data } = await client
      .query({ query: VOUCHER_BY_CODE_QUERY, variables: { code }, fetchPolicy: 'network-only' })
      .catch(() => ({ data: undefined }));
    const voucher = data?.voucherByCode;
    patch(row.key, {
      code,
      lookup: voucher
        ? {
            code,
            found: true,
            kind: voucher.kind,
            status: voucher.status,
            balance: voucher.balance,
            validUntil: voucher.validUntil,
          }
        : { code, found: false },
    });
  };

  /** The message under a voucher row: balance, or why it cannot be used. */
  const voucherMessage = (row: PaymentRow, index: number): { error: boolean; text: string } | null => {
    if (repeated.has(index)) return { error: true, text: t('close.voucherTwice') };
    const lookup = row.lookup;
    if (!lookup || lookup.code !== voucherKey(row.code)) return null;
    if (!lookup.found) return { error: true, text: t('close.voucherNotFound') };
    if (row.method === 'FIDELITY' && lookup.kind !== 'FIDELITY')
      return { error: true, text: t('close.voucherWrongKind') };
    if (row.method === 'VOUCHER' && lookup.kind === 'FIDELITY')
      return { error: true, text: t('close.voucherGiftKind') };
    if (lookup.status !== 'active' && lookup.status !== 'partiallyUsed') {
      return { error: true, text: t('close.voucherNotSpendable', { status: lookup.status }) };
    }
    const amount = chfToRappen(row.amount);
    if (Number.isFinite(amount) && amount > (lookup.balance ?? 0)) {
      return { error: true, text: t('close.overBalance', { balance: formatCurrency(lookup.balance ?? 0) }) };
    }
    return {
      error: false,
      text: t('close.voucherBalance', {
        code: lookup.code,
        balance: formatCurrency(lookup.balance ?? 0),
        date: formatDate(lookup.validUntil ?? '', tz),
      }),
    };
  };

  const submit = async () => {
    setFailure(null);
    // Client checks first: amounts, codes, the same voucher twice (spec §5).
    const errors: Record<string, string> = {};
    payments.forEach((p, i) => {
      const amount = chfToRappen(p.amount);
      if (!Number.isFinite(amount)) errors[`${p.key}.amount`] = t('close.invalidAmount');
      else if (amount === 0) errors[`${p.key}.amount`] = t('close.zeroAmount');
      if (usesVoucher(p.method)) {
        const message = voucherMessage(p, i);
        if (!voucherKey(p.code)) errors[`${p.key}.code`] = t('forms:validation.required' as never);
        else if (message?.error) errors[`${p.key}.code`] = message.text;
      }
    });
    for (const l of invoice.lines) {
      if (parsedDiscounts.get(l.id) === 'invalid') errors[`line.${l.id}`] = t('close.invalidAmount');
    }
    const actual = services.map((s) => ({ serviceId: s.serviceId, minutes: parseMinutes(durations[s.serviceId]) }));
    if (status === 'EXECUTED') {
      for (const d of actual) if (d.minutes === null) errors[`duration.${d.serviceId}`] = t('close.invalidDuration');
    }
    setRowErrors(errors);
    if (Object.keys(errors).length) {
      pushAlert({ type: 'danger', message: t('flow.failed') });
      return;
    }
    const amounts = payments.map((p) => chfToRappen(p.amount));
    const refund = amounts.filter((a) => a < 0).reduce((s, a) => s + a, 0);
    let confirmNegative = false;
    if (refund < 0) {
      // Spec §5: negative payments prompt a check.
      confirmNegative = await confirm({
        title: t('close.negativeTitle'),
        message: t('close.negativeMessage', { amount: formatCurrency(-refund) }),
        confirmLabel: t('close.negativeConfirm'),
        danger: true,
      });
      if (!confirmNegative) return;
    }
    setBusy(true);
    try {
      const changedLines = invoice.lines.some((l) => {
        const d = parsedDiscounts.get(l.id);
        const rappen = d && d !== 'invalid' && 'rappen' in d ? d.rappen : null;
        return (d === null ? 0 : rappen) !== l.discount;
      });
      if (changedLines) {
        const { data, error } = await updateInvoice({
          variables: {
            id: invoice.id,
            input: {
              lines: invoice.lines.map((l) => {
                const d = parsedDiscounts.get(l.id);
                return {
                  serviceId: l.serviceId,
                  description: l.description,
                  unitPrice: l.unitPrice,
                  quantity: l.quantity,
                  discount: d && d !== 'invalid' && 'rappen' in d ? d.rappen : 0,
                  discountPercent: d && d !== 'invalid' && 'percent' in d ? d.percent : undefined,
                };
              }),
            },
          },
        });
        const result = data?.updateInvoice;
        if (error || result?.__typename !== 'Invoice') {
          const message = (result && 'message' in result ? result.message : error?.message) || t('close.failed');
          setFailure({
            message,
            fieldErrors: result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [],
          });
          pushAlert({ type: 'danger', message });
          return;
        }
      }
      const { data, error } = await closeBooking({
        variables: {
          id: booking.id,
          input: {
            status,
            confirmNegative,
            durations:
              status === 'EXECUTED' ? actual.map((d) => ({ serviceId: d.serviceId, minutes: d.minutes! })) : undefined,
            payments: payments.map((p, i) => ({
              method: usesVoucher(p.method) ? 'VOUCHER' : p.method,
              amount: amounts[i]!,
              voucherCode: usesVoucher(p.method) ? voucherKey(p.code) : undefined,
            })),
          },
        },
      });
      const result = data?.closeBooking;
      if (result?.__typename === 'Booking') {
        pushAlert({ type: 'success', message: t('close.closed') });
        onClosed();
        return;
      }
      const message = (result && 'message' in result ? result.message : error?.message) || t('close.failed');
      const fieldErrors = result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
      // Server field errors ("payments.1.voucher_code") go under their rows too.
      const byRow: Record<string, string> = {};
      for (const fe of fieldErrors) {
        const match = /^payments\.(\d+)\.(amount|voucher_code)$/.exec(fe.field);
        const row = match ? payments[Number(match[1])] : undefined;
        if (row && match) byRow[`${row.key}.${match[2] === 'amount' ? 'amount' : 'code'}`] = fe.message;
        const duration = /^durations\.(\d+)\./.exec(fe.field);
        const service = duration ? actual[Number(duration[1])] : undefined;
        if (service) byRow[`duration.${service.serviceId}`] = fe.message;
      }
      setRowErrors(byRow);
      setFailure({ message, fieldErrors });
      pushAlert({ type: 'danger', message });
    } finally {
      setBusy(false);
    }
  };

  return {
    t,
    language,
    tz,
    open,
    status,
    setStatus,
    discounts,
    setDiscounts,
    parsedDiscounts,
    services,
    durations,
    setDurations,
    payments,
    setPayments,
    rowErrors,
    failure,
    busy,
    confirmDialog,
    fidelity,
    total,
    paid,
    projected,
    addPayment,
    patch,
    lookUp,
    voucherMessage,
    submit,
  };
}

/** Whole minutes from 5 to 720, else null. */
export function parseMinutes(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 5 && n <= 720 ? n : null;
}

/**
 * The services of a booking with the minutes each took so far: the recorded effective duration (a
 * resize in the calendar), else the span of the service's blocks.
 */
export function serviceDurations(
  events: readonly {
    start: string;
    end: string;
    effectiveDuration?: number | null;
    service?: { id: number; name: string; duration: number } | null;
  }[],
): { serviceId: number; name: string; planned: number; minutes: number }[] {
  const out = new Map<
    number,
    { serviceId: number; name: string; planned: number; first: number; last: number; known: number | null }
  >();
  for (const e of events) {
    if (!e.service) continue;
    const seen = out.get(e.service.id);
    out.set(e.service.id, {
      serviceId: e.service.id,
      name: e.service.name,
      planned: e.service.duration,
      first: Math.min(seen?.first ?? Number.POSITIVE_INFINITY, Date.parse(e.start)),
      last: Math.max(seen?.last ?? 0, Date.parse(e.end)),
      known: seen?.known ?? e.effectiveDuration ?? null,
    });
  }
  return [...out.values()].map((s) => ({
    serviceId: s.serviceId,
    name: s.name,
    planned: s.planned,
    minutes: s.known ?? Math.round((s.last - s.first) / 60_000),
  }));
}
