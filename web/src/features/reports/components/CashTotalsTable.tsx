import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import type { CashClosingData } from './CashClosingForm.tsx';

/** The day's totals per payment method, the takings and the gift cards sold and spent. */
export function CashTotalsTable({ closing }: { closing: CashClosingData }) {
  const { t } = useTranslation('reports');
  const rows: { method: PaymentMethod; amount: number }[] = [
    { method: 'CASH', amount: closing.cashTotal },
    { method: 'CARD', amount: closing.cardTotal },
    { method: 'POSTCARD', amount: closing.postcardTotal },
  ];
  return (
    <ScrollRegion label={t('cash.totals')}>
      <Table size="small" aria-label={t('cash.totals')}>
        <TableBody>
          {rows.map((row) => [
            <TableRow key={row.method}>
              <TableCell component="th" scope="row">
                {t(`method.${row.method}`)}
                {closing.negativeMethods.includes(row.method) ? (
                  <Chip size="small" color="warning" label={t('cash.negativeFlag')} sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell
                align="right"
                sx={{ color: row.amount < 0 ? 'error.main' : undefined }}
                data-testid={`cash-total-${row.method}`}
              >
                {formatCurrency(row.amount)}
              </TableCell>
            </TableRow>,
            row.method === 'CASH' && closing.cashRounding ? (
              <TableRow key="rounding">
                <TableCell component="th" scope="row" sx={{ pl: 4 }}>
                  {t('cash.rounding')}
                </TableCell>
                <TableCell align="right" data-testid="cash-rounding">
                  {formatCurrency(closing.cashRounding)}
                </TableCell>
              </TableRow>
            ) : null,
          ])}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('cash.total')}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600, color: closing.total < 0 ? 'error.main' : undefined }}
              data-testid="cash-total"
            >
              {formatCurrency(closing.total)}
            </TableCell>
          </TableRow>
          {closing.voucherSalesTotal ? (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('cash.voucherSales')}
              </TableCell>
              <TableCell align="right" data-testid="cash-voucher-sales">
                {formatCurrency(closing.voucherSalesTotal)}
              </TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell component="th" scope="row">
              {t('cash.voucherSpent')}
            </TableCell>
            <TableCell align="right" data-testid="cash-total-VOUCHER">
              {formatCurrency(closing.voucherTotal)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollRegion>
  );
}
