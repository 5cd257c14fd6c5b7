import './locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmailSendButton } from '../EmailSendButton.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { formatCurrency, formatDate, formatTime } from '../../lib/format.ts';
import { EMAIL_INVOICE, INVOICE_QUERY } from './operations.ts';
import { InvoiceHeader } from './InvoiceHeader.tsx';

const PRINT_ID = 'invoice-print';

// Printing shows the invoice alone, on white, over the whole page (the app around it is hidden).
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${PRINT_ID}, #${PRINT_ID} *`]: { visibility: 'visible' },
        [`#${PRINT_ID}`]: { position: 'fixed', inset: 0, padding: '16mm', background: '#fff', color: '#000' },
        '.no-print': { display: 'none !important' },
        '@page': { size: 'A4', margin: 0 },
      },
    }}
  />
);

/** An invoice's lines and payments, printable (print stylesheet). */
export function InvoiceDetail({ id, zone }: { id: number; zone: string }) {
  const { t } = useTranslation('invoice');
  const { data, loading, error, refetch } = useQuery(INVOICE_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [email] = useMutation(EMAIL_INVOICE);
  const invoice = data?.invoice;
  if (error && !invoice) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!invoice) {
    return loading ? (
      <Skeleton variant="rounded" height={300} aria-label={t('loading')} />
    ) : (
      <Typography>{t('invoice.notFound')}</Typography>
    );
  }
  const receipt = invoice.receipt;
  return (
    <Box id={PRINT_ID} data-testid="invoice-detail">
      {printStyles}
      <InvoiceHeader invoice={invoice} zone={zone} />
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" aria-label={t('invoice.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('invoice.description')}</TableCell>
              <TableCell align="right">{t('invoice.quantity')}</TableCell>
              <TableCell align="right">{t('invoice.unitPrice')}</TableCell>
              <TableCell align="right">{t('invoice.discount')}</TableCell>
              <TableCell align="right">{t('invoice.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatCurrency(line.unitPrice)}</TableCell>
                <TableCell align="right">{line.discount ? `− ${formatCurrency(line.discount)}` : ''}</TableCell>
                <TableCell align="right">{formatCurrency(line.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                {t('invoice.grandTotal')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="invoice-total">
                {formatCurrency(invoice.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('invoice.payments')}
      </Typography>
      {invoice.payments.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('invoice.payments')}>
            <TableBody>
              {invoice.payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    {formatDate(p.createdAt, zone)} {formatTime(p.createdAt, zone)}
                  </TableCell>
                  <TableCell>
                    {t(`method.${p.method}`)}
                    {p.voucherCode ? ` ${p.voucherCode}` : ''}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', color: p.amount < 0 ? 'error.main' : undefined }}
                  >
                    {formatCurrency(p.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('invoice.noPayment')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography>{t('invoice.paid', { amount: formatCurrency(invoice.amount) })}</Typography>
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
      <Box className="no-print" sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <EmailSendButton
          defaultTo={invoice.customer?.email}
          data-testid="invoice-email"
          onSend={async (to) => {
            const { data: sent, error: failure } = await email({ variables: { id: invoice.id, to } });
            const answer = sent?.emailInvoice;
            if (answer?.__typename === 'MutationEmailInvoiceSuccess') return { to: answer.data };
            return { error: (answer && 'message' in answer ? answer.message : failure?.message) ?? '' };
          }}
        />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="invoice-print">
          {t('invoice.print')}
        </Button>
      </Box>
    </Box>
  );
}
