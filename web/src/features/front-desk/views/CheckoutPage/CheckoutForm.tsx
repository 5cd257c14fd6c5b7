import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrors } from '../../../../components/form/FormErrors.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { formatLongDate, formatTimeRange } from '../../../../lib/dateFormat.ts';
import { localDate } from '../../../../lib/zonedTime.ts';
import { CheckoutLines } from '../../components/CheckoutLines.tsx';
import { bookingConfirmationUrl } from '../../urls.ts';
import { ActualDurations } from './ActualDurations.tsx';
import { CheckoutOverview } from './CheckoutOverview.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { type CheckoutBooking, type CheckoutInvoice, useCheckoutLines } from './useCheckoutLines.ts';
import { useActualDurations } from './useActualDurations.ts';
import { useCheckoutSubmit } from './useCheckoutSubmit.ts';
import { usePayments } from './usePayments.ts';

export interface CheckoutFormProps {
  booking: CheckoutBooking;
  invoice: CheckoutInvoice;
  onClosed: () => void;
}

/** The checkout of one booking: outcome, lines with discounts, payments, submit. */
export function CheckoutForm({ booking, invoice, onClosed }: CheckoutFormProps) {
  const { t, i18n } = useTranslation('frontDesk');
  const language = i18n.resolvedLanguage ?? 'fr';
  const tz = booking.vendor.timezone;
  const open = booking.status === 'OPEN';
  const [status, setStatus] = useState<'EXECUTED' | 'NO_SHOW'>('EXECUTED');
  const lines = useCheckoutLines(invoice, open);
  const payments = usePayments(booking, invoice, open, lines.total);
  const durations = useActualDurations(booking);
  const { rowErrors, failure, busy, confirmDialog, submit } = useCheckoutSubmit({
    booking,
    invoice,
    status,
    lines,
    durations,
    payments,
    onClosed,
  });
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
        <CheckoutOverview booking={booking} invoice={invoice} open={open} start={start} />

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
            {status === 'EXECUTED' ? <ActualDurations durations={durations} rowErrors={rowErrors} /> : null}
          </Paper>
        ) : null}

        <CheckoutLines
          lines={invoice.lines}
          open={open}
          discounts={lines.discounts}
          parsedDiscounts={lines.parsedDiscounts}
          onDiscount={(lineId, text) => lines.setDiscounts({ ...lines.discounts, [lineId]: text })}
          errors={rowErrors}
          total={lines.total}
          paid={payments.paid}
          rounding={payments.rounding}
          projected={payments.projected}
        />

        <PaymentsSection invoice={invoice} open={open} payments={payments} rowErrors={rowErrors} />

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
