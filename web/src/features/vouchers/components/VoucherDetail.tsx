import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { VoucherStatus } from '../../../gql/graphql.ts';
import { formatCurrency, formatDate, formatTime } from '../../../lib/format.ts';
import { customerUrl } from '../../customers/urls.ts';
import { VOUCHER_FIELDS } from '../operations.ts';

export const STATUS_COLOR: Record<VoucherStatus, ChipProps['color']> = {
  active: 'success',
  partiallyUsed: 'info',
  inProgress: 'warning',
  used: 'default',
  expired: 'error',
};

interface Use {
  id: number;
  amount: number;
  createdAt: string;
  bookingId?: number | null;
  customerId?: number | null;
}

/** A gift card: code, status of spec §4, value and balance, validity and (when given) its use history. */
export function VoucherDetail({
  voucher: ref,
  uses,
  zone,
}: {
  voucher: FragmentType<typeof VOUCHER_FIELDS>;
  uses?: readonly Use[];
  zone: string;
}) {
  const { t } = useTranslation('vouchers');
  const voucher = getFragmentData(VOUCHER_FIELDS, ref);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="voucher-detail">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="p"
          variant="h6"
          sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
          data-testid="voucher-code"
        >
          {voucher.code}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOR[voucher.status]}
          label={t(`status.${voucher.status}`)}
          data-testid="voucher-status"
        />
        <Chip size="small" variant="outlined" label={t(`kind.${voucher.kind}`)} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mt: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('faceValue')}
          </Typography>
          <Typography>{formatCurrency(voucher.faceValue)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('balance')}
          </Typography>
          <Typography data-testid="voucher-balance">{formatCurrency(voucher.balance)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('validFrom')}
          </Typography>
          <Typography>{formatDate(voucher.validFrom)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('validUntil')}
          </Typography>
          <Typography>{formatDate(voucher.validUntil)}</Typography>
        </Box>
      </Box>
      {uses ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('history.title')}
          </Typography>
          {uses.length ? (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('history.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('history.date')}</TableCell>
                    <TableCell>{t('history.booking')}</TableCell>
                    <TableCell align="right">{t('history.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {uses.map((use) => (
                    <TableRow key={use.id}>
                      <TableCell>
                        {formatDate(use.createdAt, zone)} {formatTime(use.createdAt, zone)}
                      </TableCell>
                      <TableCell>
                        {use.customerId ? (
                          <Link component={RouterLink} to={customerUrl(use.customerId)}>
                            {t('history.bookingNo', { id: use.bookingId ?? '—' })}
                          </Link>
                        ) : (
                          t('history.bookingNo', { id: use.bookingId ?? '—' })
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatCurrency(use.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('history.none')}
            </Typography>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
