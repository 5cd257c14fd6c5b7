import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { customerUrl } from '../../customers/urls.ts';

export interface VoucherUse {
  id: number;
  amount: number;
  createdAt: string;
  bookingId?: number | null;
  customerId?: number | null;
}

/** A voucher's use history: when, which booking, how much. */
export function VoucherHistory({ uses, zone }: { uses: readonly VoucherUse[]; zone: string }) {
  const { t } = useTranslation('vouchers');
  return (
    <Box sx={{ mt: 2 }} className="no-print">
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
        <Typography variant="body2" color="textSecondary">
          {t('history.none')}
        </Typography>
      )}
    </Box>
  );
}
