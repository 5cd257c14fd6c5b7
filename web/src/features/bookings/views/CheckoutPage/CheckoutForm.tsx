import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormErrors } from '../../../../components/form/FormErrors.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { formatCurrency, formatDuration, formatLongDate, formatTimeRange, localDate } from '../../../../lib/format.ts';
import { agendaUrl } from '../../../agenda/urls.ts';
import { customerUrl } from '../../../customers/urls.ts';
import { voucherKey } from '../../checkoutMath.ts';
import { BookingCustomerCard } from '../../components/BookingCustomerCard.tsx';
import { CheckoutLines } from '../../components/CheckoutLines.tsx';
import { InvoiceStatusChip } from '../../components/InvoiceStatusChip.tsx';
import { PaymentRowEditor, usesVoucher } from '../../components/PaymentRowEditor.tsx';
import { bookingConfirmationUrl } from '../../urls.ts';
import { type CheckoutFormProps, useCheckoutForm } from './useCheckoutForm.ts';

/** The checkout of one booking: outcome, lines with discounts, payments, submit. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { booking, invoice } = props;
  const {
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
  } = useCheckoutForm(props);
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
            {status === 'EXECUTED' && services.length > 0 ? (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} data-testid="checkout-durations">
                <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {t('close.durations')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('close.durationsHelp')}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
                  }}
                >
                  {services.map((s) => (
                    <TextField
                      key={s.serviceId}
                      label={t('close.durationOf', { service: s.name })}
                      value={durations[s.serviceId] ?? ''}
                      onChange={(e) => setDurations({ ...durations, [s.serviceId]: e.target.value })}
                      error={!!rowErrors[`duration.${s.serviceId}`]}
                      helperText={
                        rowErrors[`duration.${s.serviceId}`] ??
                        t('close.durationPlanned', { duration: formatDuration(s.planned) })
                      }
                      slotProps={{
                        htmlInput: { inputMode: 'numeric', 'data-testid': `checkout-duration-${s.serviceId}` },
                      }}
                    />
                  ))}
                </Box>
              </Box>
            ) : null}
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
