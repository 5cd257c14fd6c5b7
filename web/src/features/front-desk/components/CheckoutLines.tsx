import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingCheckoutQuery } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { type InvoiceStatusName, type ParsedDiscount, lineTotal } from '../checkoutMath.ts';
import { InvoiceStatusChip } from './InvoiceStatusChip.tsx';

interface CheckoutLinesProps {
  lines: NonNullable<BookingCheckoutQuery['invoice']>['lines'];
  /** Open booking: discounts can still be given. */
  open: boolean;
  discounts: Record<number, string>;
  parsedDiscounts: ReadonlyMap<number, ParsedDiscount | 'invalid'>;
  onDiscount: (lineId: number, text: string) => void;
  /** Errors by `line.<id>`. */
  errors: Record<string, string>;
  total: number;
  /** Settled on the invoice. */
  paid: number;
  /** What the 5-Rappen rounding of cash adds to what the till takes. */
  rounding: number;
  projected: InvoiceStatusName;
}

/** The invoice lines with their discounts (an amount or a percentage), the totals and the status they lead to. */
export function CheckoutLines({
  lines,
  open,
  discounts,
  parsedDiscounts,
  onDiscount,
  errors,
  total,
  paid,
  rounding,
  projected,
}: CheckoutLinesProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('close.lines')}
      </Typography>
      <Stack spacing={1.5} data-testid="invoice-lines">
        {lines.map((l) => {
          const d = parsedDiscounts.get(l.id);
          const lt = open ? lineTotal(l.unitPrice, l.quantity, d === 'invalid' ? null : (d ?? null)) : l.total;
          return (
            <Box
              key={l.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 110px 150px 110px' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                {l.description}
                {l.quantity > 1 ? ` × ${l.quantity}` : ''}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ textAlign: { sm: 'right' } }}>
                {formatCurrency(l.unitPrice * l.quantity)}
              </Typography>
              {open ? (
                <TextField
                  size="small"
                  label={t('close.discount')}
                  placeholder="0.00 / 10%"
                  value={discounts[l.id] ?? ''}
                  onChange={(e) => onDiscount(l.id, e.target.value)}
                  error={!!errors[`line.${l.id}`]}
                  helperText={errors[`line.${l.id}`]}
                  slotProps={{ htmlInput: { 'data-testid': `discount-${l.id}`, inputMode: 'decimal' } }}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
                />
              ) : (
                <Typography variant="body2" color="textSecondary" sx={{ textAlign: { sm: 'right' } }}>
                  {l.discount ? `− ${formatCurrency(l.discount)}` : ''}
                </Typography>
              )}
              <Typography sx={{ textAlign: 'right', fontWeight: 600 }}>{formatCurrency(lt)}</Typography>
            </Box>
          );
        })}
      </Stack>
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 2, pt: 1.5, display: 'grid', gap: 0.5 }}>
        <Totals label={t('close.total')} value={formatCurrency(total)} testId="checkout-total" strong />
        {rounding ? (
          <Totals label={t('close.rounding')} value={formatCurrency(rounding)} testId="checkout-rounding" />
        ) : null}
        <Totals label={t('close.paid')} value={formatCurrency(paid + rounding)} testId="checkout-paid" />
        <Totals label={t('close.balance')} value={formatCurrency(total - paid)} testId="checkout-balance" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2">{t('close.invoiceStatus')}</Typography>
          <InvoiceStatusChip status={projected} />
        </Box>
      </Box>
    </Paper>
  );
}

function Totals({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
