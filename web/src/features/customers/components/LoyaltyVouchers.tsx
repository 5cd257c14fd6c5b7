import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { FIDELITY_VOUCHERS_QUERY } from '../operations.ts';

/** Loyalty vouchers of a customer that still have a balance, 5 per page (spec §9). */
export function LoyaltyVouchers({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(FIDELITY_VOUCHERS_QUERY, {
    variables: { id: customerId, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.fidelityVouchers;
  return (
    <ListView
      items={result?.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      keyOf={(v) => v.id}
      empty={{ message: t('loyalty.noVouchers') }}
      pagination={result?.pagination}
      onPageChange={setPage}
      renderItem={(voucher) => (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{voucher.code}</Typography>
            <Chip size="small" label={t(`voucherStatus.${voucher.status}`)} />
            <Box sx={{ flex: 1 }} />
            <Typography variant="body2">
              {t('loyalty.balance', {
                balance: formatCurrency(voucher.balance),
                face: formatCurrency(voucher.faceValue),
              })}
            </Typography>
          </Box>
          <Typography variant="caption" color="textSecondary">
            {t('loyalty.validUntil', { date: formatDate(voucher.validUntil) })}
          </Typography>
        </Paper>
      )}
    />
  );
}
