import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../domain/phone.ts';

/** One side of a merge: the customer and how many of each thing they hold. */
export interface MergeSide {
  id: number;
  name: string;
  email?: string | null;
  phoneMobile?: string | null;
  city?: string | null;
  openBookings: number;
  closedBookings: number;
  invoices: number;
  comments: number;
  vouchers: number;
  points: number;
}

export const MERGE_COUNTS = ['openBookings', 'closedBookings', 'invoices', 'comments', 'vouchers', 'points'] as const;

/** What moves from the merged customer to the kept one, and what the kept one holds afterwards. */
export function MergePreview({ kept, merged }: { kept: MergeSide; merged: MergeSide }) {
  const { t } = useTranslation('customers');
  const moves = MERGE_COUNTS.filter((key) => merged[key] > 0);
  return (
    <Box data-testid="merge-preview">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('merge.warning', { merged: merged.name, kept: kept.name })}
      </Alert>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('merge.previewTitle')}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('merge.kept')}</TableCell>
              <TableCell>{t('merge.merged')}</TableCell>
              <TableCell>{t('merge.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('column.name')}
              </TableCell>
              <TableCell>{kept.name}</TableCell>
              <TableCell>{merged.name}</TableCell>
              <TableCell>{kept.name}</TableCell>
            </TableRow>
            {(['email', 'phoneMobile', 'city'] as const).map((field) => {
              const show = (side: MergeSide) =>
                field === 'phoneMobile' ? formatPhone(side[field]) : (side[field] ?? '');
              // An empty field of the kept customer takes the merged one's value.
              const after = show(kept) || show(merged);
              return (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {t(`field.${field}`)}
                  </TableCell>
                  <TableCell>{show(kept)}</TableCell>
                  <TableCell>{show(merged)}</TableCell>
                  <TableCell>{after}</TableCell>
                </TableRow>
              );
            })}
            {MERGE_COUNTS.map((key) => (
              <TableRow key={key} data-testid={`merge-row-${key}`}>
                <TableCell component="th" scope="row">
                  {t(`merge.count.${key}`)}
                </TableCell>
                <TableCell>{kept[key]}</TableCell>
                <TableCell>{merged[key]}</TableCell>
                <TableCell sx={{ fontWeight: merged[key] ? 600 : undefined }}>{kept[key] + merged[key]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box component="p" sx={{ mt: 2 }} data-testid="merge-summary">
        {moves.length
          ? t('merge.moves', {
              list: moves.map((key) => `${merged[key]} ${t(`merge.count.${key}`).toLowerCase()}`).join(', '),
            })
          : t('merge.nothingMoves')}
      </Box>
    </Box>
  );
}
