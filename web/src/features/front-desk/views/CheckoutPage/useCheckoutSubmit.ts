import { useMutation } from '@apollo/client/react';
import { useBackdropWhile } from '../../../../lib/backdrop.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../../../components/form/FormErrors.tsx';
import { useConfirm } from '../../../../components/scaffold/ConfirmDialog.tsx';
import { pushAlert } from '../../../../lib/alerts.ts';
import { formatCurrency } from '../../../../domain/money.ts';
import { formatDate } from '../../../../lib/dateFormat.ts';
import { flattenErrors } from '../../../../lib/validation.ts';
import { chfToRappen, voucherKey } from '../../checkoutMath.ts';
import { usesVoucher } from '../../components/PaymentRowEditor.tsx';
import { CLOSE_BOOKING_MUTATION, UPDATE_INVOICE_MUTATION } from '../../operations.ts';
import type { ActualDurationsState } from './useActualDurations.ts';
import type { CheckoutBooking, CheckoutInvoice, CheckoutLinesState } from './useCheckoutLines.ts';
import type { PaymentsState } from './usePayments.ts';

interface SubmitInput {
  booking: CheckoutBooking;
  invoice: CheckoutInvoice;
  status: 'EXECUTED' | 'NO_SHOW';
  lines: CheckoutLinesState;
  payments: PaymentsState;
  durations: ActualDurationsState;
  onClosed: () => void;
}

/** The submit: client checks, a check of negative payments, the discounts saved, then the booking closed. */
export function useCheckoutSubmit({
  booking,
  invoice,
  status,
  lines,
  payments: pay,
  durations,
  onClosed,
}: SubmitInput) {
  const { t } = useTranslation('frontDesk');
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  useBackdropWhile(busy);
  const [confirm, confirmDialog] = useConfirm();
  const [updateInvoice] = useMutation(UPDATE_INVOICE_MUTATION);
  const [closeBooking] = useMutation(CLOSE_BOOKING_MUTATION);
  const { parsedDiscounts } = lines;
  const { payments, voucherMessage } = pay;

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
    const actual = durations.actual();
    if (status === 'EXECUTED') {
      for (const d of actual) if (d.minutes === null) errors[`duration.${d.serviceId}`] = t('close.invalidDuration');
    }
    setRowErrors(errors);
    if (Object.keys(errors).length) {
      pushAlert({ type: 'danger', message: t('flow.failed') });
      return;
    }
    // Closed as done before it starts, the customer's last visit would lie in the future: ask first.
    const start = booking.start ?? booking.events[0]?.start ?? null;
    if (status === 'EXECUTED' && start && Date.parse(start) > Date.now()) {
      const anyway = await confirm({
        title: t('close.futureTitle'),
        message: t('close.futureMessage', { date: formatDate(start, booking.vendor.timezone) }),
        confirmLabel: t('close.futureConfirm'),
      });
      if (!anyway) return;
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

  return { rowErrors, failure, busy, confirmDialog, submit };
}
