import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatusName } from '../checkoutMath.ts';

const STATUS_COLOR: Record<InvoiceStatusName, 'default' | 'warning' | 'success' | 'info'> = {
  OPEN: 'default',
  PARTIAL: 'warning',
  PAID: 'success',
  OVERPAID: 'info',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatusName }) {
  const { t } = useTranslation('frontDesk');
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={t(`close.statuses.${status}`)}
      data-testid="invoice-status"
      data-status={status}
    />
  );
}
