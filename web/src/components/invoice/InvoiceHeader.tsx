import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailQuery } from '../../gql/graphql.ts';
import { formatDate, formatTime } from '../../lib/dateFormat.ts';

/** The receipt's head: the salon, the receipt number, dates and status, and the customer's address. */
export function InvoiceHeader({
  invoice,
  zone,
}: {
  invoice: NonNullable<InvoiceDetailQuery['invoice']>;
  zone: string;
}) {
  const { t } = useTranslation('invoice');
  const location = invoice.booking?.location;
  const receipt = invoice.receipt;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box data-testid="receipt-vendor">
          <Typography variant="h6" component="p">
            {receipt.vendorName}
          </Typography>
          <Typography variant="body2">
            {[receipt.street, receipt.zipCity].filter(Boolean).join(', ')}
            <br />
            {[receipt.phone, receipt.email, receipt.website].filter(Boolean).join(' · ')}
            {receipt.vatNumber ? (
              <>
                <br />
                {t('invoice.vatNumber', { number: receipt.vatNumber })}
              </>
            ) : null}
          </Typography>
          {location ? (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {t('invoice.at', {
                location: [location.name, location.street, location.city].filter(Boolean).join(', '),
              })}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h6" component="p">
            {t('invoice.receiptNumber', { number: receipt.number })}
          </Typography>
          {invoice.voucherSoldCode ? (
            <Typography variant="body2">{t('invoice.voucherSale', { code: invoice.voucherSoldCode })}</Typography>
          ) : null}
          <Typography variant="body2">{t('invoice.date', { date: formatDate(invoice.createdAt, zone) })}</Typography>
          {invoice.booking?.start ? (
            <Typography variant="body2">
              {t('invoice.booking', {
                date: formatDate(invoice.booking.start, zone),
                time: formatTime(invoice.booking.start, zone),
              })}
            </Typography>
          ) : null}
          <Chip size="small" label={t(`status.${invoice.status}`)} sx={{ mt: 0.5 }} />
        </Box>
      </Box>
      {invoice.customer ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          <strong>{invoice.customer.name}</strong>
          {invoice.customer.address ? (
            <>
              <br />
              {invoice.customer.address}
            </>
          ) : null}
          {invoice.customer.zip || invoice.customer.city ? (
            <>
              <br />
              {[invoice.customer.zip, invoice.customer.city].filter(Boolean).join(' ')}
            </>
          ) : null}
        </Typography>
      ) : null}
    </>
  );
}
