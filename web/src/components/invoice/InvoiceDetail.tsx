import './locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
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
import { ErrorState } from '../ErrorState.tsx';
import { formatCurrency } from '../../domain/money.ts';
import { INVOICE_QUERY } from './operations.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoiceHeader } from './InvoiceHeader.tsx';
import { InvoicePayments } from './InvoicePayments.tsx';

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

/** An invoice's lines and payments, printable (print stylesheet), and as a PDF with its QR-bill. */
export function InvoiceDetail({ id, zone }: { id: number; zone: string }) {
  const { t } = useTranslation('invoice');
  const { data, loading, error, refetch } = useQuery(INVOICE_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const invoice = data?.invoice;
  if (error && !invoice) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!invoice) {
    return loading ? (
      <Skeleton variant="rounded" height={300} aria-label={t('loading')} />
    ) : (
      <Typography>{t('invoice.notFound')}</Typography>
    );
  }
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
            {invoice.cashRounding ? (
              <TableRow>
                <TableCell colSpan={4}>{t('invoice.rounding')}</TableCell>
                <TableCell align="right" data-testid="invoice-rounding">
                  {formatCurrency(invoice.cashRounding)}
                </TableCell>
              </TableRow>
            ) : null}
          </TableFooter>
        </Table>
      </Box>
      <InvoicePayments invoice={invoice} zone={zone} />
      <InvoiceActions invoice={invoice} number={invoice.receipt.number} />
    </Box>
  );
}
