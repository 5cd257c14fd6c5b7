import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The methods offered; a loyalty voucher is paid as a voucher whose code is of a loyalty one. */
export type CheckoutMethod = 'CASH' | 'CARD' | 'VOUCHER' | 'FIDELITY' | 'POSTCARD';
export const METHODS: readonly CheckoutMethod[] = ['CASH', 'CARD', 'VOUCHER', 'FIDELITY', 'POSTCARD'];
export const usesVoucher = (method: CheckoutMethod) => method === 'VOUCHER' || method === 'FIDELITY';

export interface VoucherLookup {
  code: string;
  found: boolean;
  kind?: 'GIFT' | 'FIDELITY';
  status?: string;
  balance?: number;
  validUntil?: string;
}

export interface PaymentRow {
  key: number;
  method: CheckoutMethod;
  amount: string;
  code: string;
  lookup: VoucherLookup | null;
}

interface PaymentRowEditorProps {
  row: PaymentRow;
  index: number;
  amountError?: string;
  /** Under the amount: what the till takes when cash is rounded to 5 Rappen. */
  amountHelp?: string;
  codeError?: string;
  /** The voucher's balance, or why it cannot be used. */
  codeHelp?: string;
  onPatch: (change: Partial<PaymentRow>) => void;
  onLookUp: () => void;
  onRemove: () => void;
}

/** One payment of a checkout: its method, amount and, for a voucher, the code looked up. */
export function PaymentRowEditor({
  row: p,
  index,
  amountError,
  amountHelp,
  codeError,
  codeHelp,
  onPatch,
  onLookUp,
  onRemove,
}: PaymentRowEditorProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <Box
      data-testid={`payment-${index}`}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr auto', sm: '180px 140px minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={t('close.method')}
        value={p.method}
        onChange={(e) => onPatch({ method: e.target.value as CheckoutMethod, lookup: null })}
        slotProps={{ htmlInput: { 'data-testid': `payment-method-${index}` } }}
      >
        {METHODS.map((m) => (
          <MenuItem key={m} value={m} data-testid={`method-${m}`}>
            {t(`close.methods.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('close.amount')}
        value={p.amount}
        onChange={(e) => onPatch({ amount: e.target.value })}
        error={!!amountError}
        helperText={amountError ?? amountHelp}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': `payment-amount-${index}` },
          formHelperText: { 'data-testid': `payment-help-${index}` } as object,
        }}
      />
      <Box sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        {usesVoucher(p.method) ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('close.voucherCode')}
              value={p.code}
              onChange={(e) => onPatch({ code: e.target.value.toUpperCase() })}
              onBlur={onLookUp}
              error={!!codeError}
              helperText={codeError ?? codeHelp}
              slotProps={{ htmlInput: { maxLength: 12, 'data-testid': `payment-code-${index}` } }}
              sx={{ flex: 1 }}
            />
            <Button size="sm" variant="soft" onClick={onLookUp} sx={{ mt: 0.5 }}>
              {t('close.lookUp')}
            </Button>
          </Box>
        ) : null}
      </Box>
      <IconButton aria-label={t('close.removePayment', { n: index + 1 })} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
