import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailQuery } from '../../gql/graphql.ts';
import { formatCurrency } from '../../domain/money.ts';
import { formatDate, formatTime } from '../../lib/dateFormat.ts';
import { PaymentRows } from './PaymentRows.tsx';

type Invoice = NonNullable<InvoiceDetailQuery['invoice']>;

/** The payments as the till took them (cash rounded to 5 Rappen), what was paid and what is still due, the VAT. */
export function InvoicePayments({ invoice, zone }: { invoice: Invoice; zone: string }) {
  const { t } = useTranslation('invoice');
  const receipt = invoice.receipt;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('invoice.payments')}
      </Typography>
      {invoice.payments.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('invoice.payments')}>
            <TableBody>
              <PaymentRows
                payments={invoice.payments}
                when={(at) => `${formatDate(at, zone)} ${formatTime(at, zone)}`}
              />
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('invoice.noPayment')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="invoice-paid">
          {t('invoice.paid', { amount: formatCurrency(invoice.amount + invoice.cashRounding) })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {invoice.balance < 0
            ? t('invoice.overpaid', { amount: formatCurrency(-invoice.balance) })
            : t('invoice.due', { amount: formatCurrency(invoice.balance) })}
        </Typography>
      </Box>
      {receipt.vatAmount != null && receipt.vatRate != null ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="invoice-vat">
          {t('invoice.vat', {
            rate: (receipt.vatRate / 100).toLocaleString('de-CH', { maximumFractionDigits: 2 }),
            amount: formatCurrency(receipt.vatAmount),
          })}
        </Typography>
      ) : null}
    </>
  );
}
