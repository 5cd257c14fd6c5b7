import WarningIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { CashTotalsTable } from './CashTotalsTable.tsx';

export interface CashClosingData {
  saved: boolean;
  /** Cash settled on invoices. */
  cashTotal: number;
  /** What the 5-Rappen rounding of cash payments added to the till (its own line). */
  cashRounding?: number;
  cardTotal: number;
  postcardTotal: number;
  /** Gift cards spent: shown, not takings. */
  voucherTotal: number;
  /** Gift cards sold (inside cash, card and PostFinance). */
  voucherSalesTotal?: number;
  /** Takings: cash + card + PostFinance. */
  total: number;
  openingFloat?: number;
  hasNegative: boolean;
  negativeMethods: readonly PaymentMethod[];
  countedCash?: number | null;
  cashDifference?: number | null;
  createdAt?: string | null;
}

const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;

/** The cash the day put in the till: what was settled in cash and its 5-Rappen rounding. */
export const cashInTill = (closing: Pick<CashClosingData, 'cashTotal' | 'cashRounding'>) =>
  closing.cashTotal + (closing.cashRounding ?? 0);

/** CHF as typed ("1234.50", "1234,5") to Rappen, or null when it is not an amount. */
export function parseChf(text: string): number | null {
  const clean = text.trim().replace(/[’'\s]/g, '');
  if (!AMOUNT.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

interface CashClosingFormProps {
  closing: CashClosingData;
  zone: string;
  saving?: boolean;
  /** Saves the day with the counted cash and the opening float (Rappen); the page asks for confirmation. */
  onSave: (countedCash: number, openingFloat: number) => void;
}

/** The day's totals per payment method, the cash counted in the till and the difference; read-only once saved. */
export function CashClosingForm({ closing, zone, saving = false, onSave }: CashClosingFormProps) {
  const { t } = useTranslation('reports');
  const [counted, setCounted] = useState('');
  const [float, setFloat] = useState('0');
  const [touched, setTouched] = useState(false);
  const countedRappen = closing.saved ? (closing.countedCash ?? null) : parseChf(counted);
  const floatRappen = closing.saved ? (closing.openingFloat ?? 0) : parseChf(float);
  const difference = closing.saved
    ? (closing.cashDifference ?? null)
    : countedRappen == null || floatRappen == null
      ? null
      : countedRappen - floatRappen - cashInTill(closing);
  const invalid = !closing.saved && touched && countedRappen == null;
  const floatInvalid = !closing.saved && floatRappen == null;
  return (
    <Box data-testid="cash-closing-form">
      {closing.saved ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="cash-closing-saved">
          {t('cash.savedOn', {
            date: closing.createdAt ? formatDate(closing.createdAt, zone) : '',
            time: closing.createdAt ? formatTime(closing.createdAt, zone) : '',
          })}
        </Alert>
      ) : null}
      {closing.hasNegative ? (
        <Alert severity="warning" icon={<WarningIcon />} sx={{ mb: 2 }} data-testid="cash-closing-negative">
          {t('cash.negative', {
            methods: closing.negativeMethods.map((m) => t(`method.${m}`)).join(', ') || t('cash.total'),
          })}
        </Alert>
      ) : null}
      <CashTotalsTable closing={closing} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!closing.saved && countedRappen != null && floatRappen != null) onSave(countedRappen, floatRappen);
        }}
        sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label={t('cash.float')}
          value={closing.saved ? formatCurrency(closing.openingFloat ?? 0) : float}
          onChange={(event) => setFloat(event.target.value)}
          error={floatInvalid}
          helperText={floatInvalid ? t('cash.countedInvalid') : t('cash.floatHelp')}
          slotProps={{
            input: { readOnly: closing.saved },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'cash-float' },
          }}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        />
        <TextField
          label={t('cash.counted')}
          value={closing.saved ? formatCurrency(closing.countedCash) : counted}
          onChange={(event) => setCounted(event.target.value)}
          onBlur={() => setTouched(true)}
          required={!closing.saved}
          error={invalid}
          helperText={invalid ? t('cash.countedInvalid') : t('cash.countedHelp')}
          slotProps={{
            input: { readOnly: closing.saved },
            htmlInput: { inputMode: 'decimal', 'data-testid': 'cash-counted' },
          }}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        />
        <Box sx={{ minWidth: 180 }}>
          <Typography variant="caption" color="textSecondary">
            {t('cash.difference')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            data-testid="cash-difference"
            sx={{
              color:
                difference == null || difference === 0 ? undefined : difference < 0 ? 'error.main' : 'warning.main',
            }}
          >
            {difference == null
              ? '—'
              : `${difference < 0 ? '−' : difference > 0 ? '+' : ''}${difference ? ' ' : ''}${formatCurrency(Math.abs(difference))}`}
          </Typography>
          {difference != null && difference !== 0 ? (
            <Typography variant="caption">{difference < 0 ? t('cash.missing') : t('cash.surplus')}</Typography>
          ) : null}
        </Box>
        {closing.saved ? null : (
          <Button type="submit" variant="primary" disabled={saving} sx={{ ml: { sm: 'auto' } }} data-testid="cash-save">
            {saving ? t('cash.saving') : t('cash.save')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
