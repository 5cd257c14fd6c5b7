import './locales/index.ts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../gql/graphql.ts';
import { formatCurrency } from '../../domain/money.ts';

interface TakenPayment {
  id: number;
  method: PaymentMethod;
  /** Rappen settled on the invoice. */
  amount: number;
  /** What the 5-Rappen rounding of cash added. */
  rounding: number;
  voucherCode?: string | null;
  createdAt: string;
}

/** Payments as the till took them: when, how (with the gift card's code), and the amount taken. */
export function PaymentRows({ payments, when }: { payments: readonly TakenPayment[]; when: (at: string) => string }) {
  const { t } = useTranslation('invoice');
  return payments.map((p) => (
    <TableRow key={p.id}>
      <TableCell>{when(p.createdAt)}</TableCell>
      <TableCell>
        {t(`method.${p.method}`)}
        {p.voucherCode ? ` ${p.voucherCode}` : ''}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: p.amount < 0 ? 'error.main' : undefined }}>
        {formatCurrency(p.amount + p.rounding)}
      </TableCell>
    </TableRow>
  ));
}
