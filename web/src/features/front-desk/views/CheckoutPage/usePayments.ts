import { useApolloClient, useQuery } from '@apollo/client/react';
import { paymentRounding } from '@salon/shared/cash-rounding';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../../domain/money.ts';
import { formatDate } from '../../../../lib/dateFormat.ts';
import {
  type InvoiceStatusName,
  chfToRappen,
  invoiceStatusOf,
  rappenToChf,
  repeatedVouchers,
  voucherKey,
} from '../../checkoutMath.ts';
import { type CheckoutMethod, type PaymentRow, usesVoucher } from '../../components/PaymentRowEditor.tsx';
import { CHECKOUT_FIDELITY_VOUCHERS_QUERY, VOUCHER_BY_CODE_QUERY } from '../../operations.ts';
import type { CheckoutBooking, CheckoutInvoice } from './useCheckoutLines.ts';

/** The new payments with their voucher look-ups, what they pay and the invoice status they give. */
export function usePayments(booking: CheckoutBooking, invoice: CheckoutInvoice, open: boolean, total: number) {
  const { t } = useTranslation('frontDesk');
  const client = useApolloClient();
  const tz = booking.vendor.timezone;
  const nextKey = useRef(1);
  const [payments, setPayments] = useState<PaymentRow[]>([]);
  const fidelity = useQuery(CHECKOUT_FIDELITY_VOUCHERS_QUERY, {
    variables: { customerId: booking.customerId ?? 0 },
    skip: !booking.customerId || !open,
  });

  const newPaid = payments.reduce((sum, p) => {
    const amount = chfToRappen(p.amount);
    return Number.isFinite(amount) ? sum + amount : sum;
  }, 0);
  const paid = invoice.amount + (open ? newPaid : 0);
  // Cash is taken to 5 Rappen: what the rounding adds to the cash (already taken, and about to be).
  const rowRounding = (row: PaymentRow) => paymentRounding(row.method, chfToRappen(row.amount));
  const rounding = invoice.cashRounding + (open ? payments.reduce((sum, p) => sum + rowRounding(p), 0) : 0);
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
  const remove = (key: number) => setPayments((rows) => rows.filter((r) => r.key !== key));

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

  const fidelityVouchers = fidelity.data?.fidelityVouchers.items ?? [];
  return {
    payments,
    addPayment,
    patch,
    remove,
    lookUp,
    voucherMessage,
    fidelityVouchers,
    total,
    paid,
    projected,
    rounding,
    rowRounding,
  };
}

export type PaymentsState = ReturnType<typeof usePayments>;
