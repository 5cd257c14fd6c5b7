import '../locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { FormErrors, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import type { BookingCheckoutQuery } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatCurrency, formatDate, formatLongDate, formatTimeRange, localDate } from '../../../lib/format.ts';
import { flattenErrors } from '../../../lib/validation.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { customerUrl } from '../../customers/urls.ts';
import { BookingCustomerCard } from '../components/BookingCustomerCard.tsx';
import { useBookingLive } from '../hooks/useBookingLive.ts';
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
} from '../checkoutMath.ts';
import {
  BOOKING_CHECKOUT_QUERY,
  CHECKOUT_FIDELITY_VOUCHERS_QUERY,
  CLOSE_BOOKING_MUTATION,
  UPDATE_INVOICE_MUTATION,
  VOUCHER_BY_CODE_QUERY,
} from '../operations.ts';
import { bookingConfirmationUrl } from '../urls.ts';
import { CheckoutLines } from '../components/CheckoutLines.tsx';
import { InvoiceStatusChip } from '../components/InvoiceStatusChip.tsx';
import {
  type CheckoutMethod,
  type PaymentRow,
  PaymentRowEditor,
  usesVoucher,
} from '../components/PaymentRowEditor.tsx';

/** /bookings/close?id=: check a customer out (spec §3 Invoice, §4, §5). */
export function CheckoutPage() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(BOOKING_CHECKOUT_QUERY, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  // Closed at another desk meanwhile: this screen shows it at once.
  useBookingLive(id, { start: data?.booking?.start, end: data?.booking?.end }, () => void refetch());
  const frame = (content: ReactNode) => (
    <StaffPage>
      <PageHeader title={t('close.title')} />
      {content}
    </StaffPage>
  );
  if (!valid) return frame(<EmptyState message={t('flow.notFound')} />);
  if (loading && !data) return <PageLoader />;
  if (error && !data) return frame(<ErrorState error={error} onRetry={() => void refetch()} />);
  const booking = data?.booking;
  if (!booking) return frame(<EmptyState message={t('flow.notFound')} />);
  const invoice = data?.invoice;
  if (!invoice) return frame(<EmptyState message={t('close.noInvoice')} />);
  return <CheckoutForm booking={booking} invoice={invoice} onClosed={() => void refetch()} />;
}

interface CheckoutFormProps {
  booking: NonNullable<BookingCheckoutQuery['booking']>;
  invoice: NonNullable<BookingCheckoutQuery['invoice']>;
  onClosed: () => void;
}

function CheckoutForm({ booking, invoice, onClosed }: CheckoutFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.resolvedLanguage ?? 'fr';
  const client = useApolloClient();
  const tz = booking.vendor.timezone;
  const open = booking.status === 'OPEN';
  const [status, setStatus] = useState<'EXECUTED' | 'NO_SHOW'>('EXECUTED');
  const [discounts, setDiscounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(invoice.lines.map((l) => [l.id, l.discount ? rappenToChf(l.discount) : ''])),
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
      }
      setRowErrors(byRow);
      setFailure({ message, fieldErrors });
      pushAlert({ type: 'danger', message });
    } finally {
      setBusy(false);
    }
  };

  const start = booking.start ?? booking.events[0]?.start ?? null;
  return (
    <StaffPage>
      <PageHeader
        title={t('close.title')}
        subtitle={
          start
            ? `${formatLongDate(localDate(start, tz), language, tz)}, ${formatTimeRange(start, booking.end ?? start, tz)} · ${booking.location.name}`
            : booking.location.name
        }
        actions={
          <Button component={RouterLink} to={bookingConfirmationUrl(booking.id)} variant="text">
            {t('close.booking')} {booking.id}
          </Button>
        }
      />
      {confirmDialog}
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {booking.customerId ? <BookingCustomerCard customerId={booking.customerId} /> : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              ...new Set(booking.events.map((e) => [e.service?.name, e.employee?.name].filter(Boolean).join(' · '))),
            ].join(', ')}
          </Typography>
          {!open ? (
            <Box
              sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="checkout-closed"
            >
              <Chip label={t(`confirmation.status.${booking.status}`)} color="primary" size="small" />
              <Typography variant="body2">{t('close.invoiceStatus')}</Typography>
              <InvoiceStatusChip status={invoice.status} />
              {booking.customerId ? (
                <Button component={RouterLink} to={customerUrl(booking.customerId)} size="sm" variant="text">
                  {t('confirmation.customer')}
                </Button>
              ) : null}
              <Button
                component={RouterLink}
                to={agendaUrl({ date: start ? localDate(start, tz) : undefined })}
                size="sm"
                variant="text"
              >
                {t('confirmation.agenda')}
              </Button>
            </Box>
          ) : null}
        </Paper>

        {open ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('close.outcome')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={status}
              onChange={(_e, value) => value && setStatus(value)}
              size="small"
              color="primary"
            >
              <ToggleButton value="EXECUTED" data-testid="close-executed">
                {t('close.executed')}
              </ToggleButton>
              <ToggleButton value="NO_SHOW" data-testid="close-no-show">
                {t('close.noShow')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Paper>
        ) : null}

        <CheckoutLines
          lines={invoice.lines}
          open={open}
          discounts={discounts}
          parsedDiscounts={parsedDiscounts}
          onDiscount={(lineId, text) => setDiscounts({ ...discounts, [lineId]: text })}
          errors={rowErrors}
          total={total}
          paid={paid}
          projected={projected}
        />

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('close.payments')}
          </Typography>
          {invoice.payments.map((p) => (
            <Typography key={p.id} variant="body2" color="text.secondary">
              {t(`close.methods.${p.method}`)}
              {p.voucherCode ? ` ${p.voucherCode}` : ''} · {formatCurrency(p.amount)}
            </Typography>
          ))}
          {open ? (
            <Stack spacing={2} data-testid="payments">
              {payments.map((p, index) => {
                const message = usesVoucher(p.method) ? voucherMessage(p, index) : null;
                const codeError = rowErrors[`${p.key}.code`] ?? (message?.error ? message.text : undefined);
                return (
                  <PaymentRowEditor
                    key={p.key}
                    row={p}
                    index={index}
                    amountError={rowErrors[`${p.key}.amount`]}
                    codeError={codeError}
                    codeHelp={message?.text}
                    onPatch={(change) => patch(p.key, change)}
                    onLookUp={() => void lookUp(p)}
                    onRemove={() => setPayments((rows) => rows.filter((r) => r.key !== p.key))}
                  />
                );
              })}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => addPayment()}
                  data-testid="add-payment"
                >
                  {t('close.addPayment')}
                </Button>
                {(fidelity.data?.fidelityVouchers.items ?? [])
                  .filter((v) => !payments.some((p) => voucherKey(p.code) === voucherKey(v.code)))
                  .map((v) => (
                    <Button
                      key={v.id}
                      variant="soft"
                      size="sm"
                      onClick={() => {
                        const key = addPayment(
                          'FIDELITY',
                          v.code,
                          Math.min(v.balance, Math.max(0, total - paid)) || v.balance,
                        );
                        patch(key, {
                          lookup: {
                            code: voucherKey(v.code),
                            found: true,
                            kind: 'FIDELITY',
                            status: 'active',
                            balance: v.balance,
                            validUntil: v.validUntil,
                          },
                        });
                      }}
                    >
                      {t('close.useVoucher', { code: v.code, balance: formatCurrency(v.balance) })}
                    </Button>
                  ))}
              </Box>
            </Stack>
          ) : null}
        </Paper>

        {open ? (
          <Box>
            <FormErrors failure={failure} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button
                variant="primary"
                size="lg"
                disabled={busy}
                onClick={() => void submit()}
                data-testid="close-submit"
              >
                {busy ? t('close.submitting') : t('close.submit')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Stack>
    </StaffPage>
  );
}
