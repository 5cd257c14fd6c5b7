import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../../domain/money.ts';
import { chfToRappen, voucherKey } from '../../checkoutMath.ts';
import { PaymentRowEditor, usesVoucher } from '../../components/PaymentRowEditor.tsx';
import type { CheckoutInvoice } from './useCheckoutLines.ts';
import type { PaymentsState } from './usePayments.ts';

interface PaymentsSectionProps {
  invoice: CheckoutInvoice;
  open: boolean;
  payments: PaymentsState;
  rowErrors: Record<string, string>;
}

/** The payments already made, and while open the new ones (with the customer's fidelity vouchers). */
export function PaymentsSection({ invoice, open, payments: pay, rowErrors }: PaymentsSectionProps) {
  const { t } = useTranslation('frontDesk');
  const { payments, addPayment, patch, total, paid } = pay;
  const payWithFidelity = (v: PaymentsState['fidelityVouchers'][number]) => {
    const key = addPayment('FIDELITY', v.code, Math.min(v.balance, Math.max(0, total - paid)) || v.balance);
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
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('close.payments')}
      </Typography>
      {invoice.payments.map((p) => (
        <Typography key={p.id} variant="body2" color="textSecondary">
          {t(`close.methods.${p.method}`)}
          {p.voucherCode ? ` ${p.voucherCode}` : ''} · {formatCurrency(p.amount + p.rounding)}
        </Typography>
      ))}
      {open ? (
        <Stack spacing={2} data-testid="payments">
          {payments.map((p, index) => {
            const message = usesVoucher(p.method) ? pay.voucherMessage(p, index) : null;
            const codeError = rowErrors[`${p.key}.code`] ?? (message?.error ? message.text : undefined);
            const rounding = pay.rowRounding(p);
            const cashHint = rounding
              ? t('close.cashToTake', { amount: formatCurrency(chfToRappen(p.amount) + rounding) })
              : undefined;
            return (
              <PaymentRowEditor
                key={p.key}
                row={p}
                index={index}
                amountError={rowErrors[`${p.key}.amount`]}
                amountHelp={cashHint}
                codeError={codeError}
                codeHelp={message?.text}
                onPatch={(change) => patch(p.key, change)}
                onLookUp={() => void pay.lookUp(p)}
                onRemove={() => pay.remove(p.key)}
              />
            );
          })}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => addPayment()} data-testid="add-payment">
              {t('close.addPayment')}
            </Button>
            {pay.fidelityVouchers
              .filter((v) => !payments.some((p) => voucherKey(p.code) === voucherKey(v.code)))
              .map((v) => (
                <Button key={v.id} variant="soft" size="sm" onClick={() => payWithFidelity(v)}>
                  {t('close.useVoucher', { code: v.code, balance: formatCurrency(v.balance) })}
                </Button>
              ))}
          </Box>
        </Stack>
      ) : null}
    </Paper>
  );
}
