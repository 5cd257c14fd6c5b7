import '../locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { today } from '../../../lib/calendar.ts';
import { flattenErrors } from '../../../lib/validation.ts';
import { rappenOf } from '../../../components/config/fields.tsx';
import { ADD_SERVICE_PRICE_MUTATION } from '../operations.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';

interface PriceHistoryProps {
  serviceId: number;
  prices: readonly { id: number; amount: number; validFrom: string }[];
}

/**
 * Spec §5: a saved price never changes; a new one is added from a later date. The history is read
 * only; the form below adds the next price (its own small form, apart from the service's).
 */
export function PriceHistory({ serviceId, prices }: PriceHistoryProps) {
  const { t } = useTranslation('services');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, { loading }] = useMutation(ADD_SERVICE_PRICE_MUTATION);
  const current = today();

  const submit = async () => {
    const rappen = rappenOf(amount);
    if (rappen === undefined || rappen < 0) {
      setErrors({ amount: t('price.invalidAmount') });
      return;
    }
    setErrors({});
    const { data, error } = await add({ variables: { id: serviceId, amount: rappen, validFrom: from || null } });
    const result = data?.addServicePrice;
    if (result?.__typename === 'Service') {
      setAmount('');
      pushAlert({
        type: 'success',
        message: t('price.added', { price: formatCurrency(rappen), date: formatDate(from) }),
      });
      return;
    }
    const message = error?.message ?? (result && 'message' in result ? result.message : '') ?? '';
    const lines = result?.__typename === 'ValidationError' ? flattenErrors(result.errors) : [];
    const next: Record<string, string> = {};
    for (const line of lines) next[/amount/i.test(line.field) ? 'amount' : 'validFrom'] ??= line.message;
    if (!lines.length) next.validFrom = message;
    setErrors(next);
    pushAlert({ type: 'danger', message: message || t('price.failed') });
  };

  return (
    <Box data-testid="price-history">
      {prices.length ? (
        <Table size="small" aria-label={t('price.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('price.from')}</TableCell>
              <TableCell align="right">{t('price.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {prices.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  {formatDate(p.validFrom)}
                  {p.validFrom > current ? ` · ${t('price.future')}` : ''}
                </TableCell>
                <TableCell align="right">{formatCurrency(p.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('price.none')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1.5, mb: 1 }}>
        {t('price.addHelp')}
      </Typography>
      {/* The date takes the room its label and a date need ("Valable dès le", 01.07.2027); the button stays one line. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(96px, 1fr) minmax(170px, 1.5fr) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          size="small"
          label={t('form.priceChf')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'new-price-amount' } }}
        />
        <DateField
          size="small"
          label={t('form.priceFrom')}
          value={from}
          onChange={setFrom}
          error={Boolean(errors.validFrom)}
          helperText={errors.validFrom}
          testId="new-price-from"
        />
        <Button
          variant="outlined"
          onClick={() => void submit()}
          disabled={loading || !amount}
          data-testid="add-price"
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {t('price.add')}
        </Button>
      </Box>
    </Box>
  );
}
