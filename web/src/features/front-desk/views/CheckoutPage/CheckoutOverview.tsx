import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localDate } from '../../../../lib/zonedTime.ts';
import { agendaUrl } from '../../../agenda/urls.ts';
import { customerUrl } from '../../../customers/urls.ts';
import { BookingCustomerCard } from '../../components/BookingCustomerCard.tsx';
import { InvoiceStatusChip } from '../../components/InvoiceStatusChip.tsx';
import type { CheckoutBooking, CheckoutInvoice } from './useCheckoutLines.ts';

interface CheckoutOverviewProps {
  booking: CheckoutBooking;
  invoice: CheckoutInvoice;
  open: boolean;
  start: string | null;
}

/** The customer and what was booked; once closed, the outcome and the invoice's status. */
export function CheckoutOverview({ booking, invoice, open, start }: CheckoutOverviewProps) {
  const { t } = useTranslation('frontDesk');
  const tz = booking.vendor.timezone;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {booking.customerId ? <BookingCustomerCard customerId={booking.customerId} /> : null}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {[...new Set(booking.events.map((e) => [e.service?.name, e.employee?.name].filter(Boolean).join(' · ')))].join(
          ', ',
        )}
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
  );
}
