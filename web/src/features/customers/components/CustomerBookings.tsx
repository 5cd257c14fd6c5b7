import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { bookingEditUrl } from '../../front-desk/urls.ts';
import { invoicesUrl } from '../../invoices/urls.ts';
import { CUSTOMER_BOOKINGS_QUERY } from '../operations.ts';

/** Open (from today) or closed bookings of a customer, 10 per page (spec §4, §9). */
export function CustomerBookings({ customerId, open, zone }: { customerId: number; open: boolean; zone: string }) {
  const { t } = useTranslation('customers');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(CUSTOMER_BOOKINGS_QUERY, {
    variables: { id: customerId, open, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customerBookings;
  return (
    <ListView
      items={result?.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      keyOf={(b) => b.id}
      empty={{ message: open ? t('bookings.emptyOpen') : t('bookings.emptyClosed') }}
      pagination={result?.pagination}
      onPageChange={setPage}
      data-testid={open ? 'customer-open-bookings' : 'customer-closed-bookings'}
      renderItem={(booking) => {
        const services = [...new Set(booking.events.map((e) => e.service?.name).filter(Boolean))].join(', ');
        const employees = [...new Set(booking.events.map((e) => e.employee?.name).filter(Boolean))].join(', ');
        return (
          <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="customer-booking">
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
              <Link component={RouterLink} to={bookingEditUrl(booking.id)} sx={{ fontWeight: 600 }}>
                {booking.start
                  ? `${formatDate(booking.start, zone)} ${formatTime(booking.start, zone)}`
                  : `#${booking.id}`}
              </Link>
              <Chip size="small" label={t(`bookingStatus.${booking.status}`)} />
              {booking.invoice ? (
                <Link component={RouterLink} to={invoicesUrl({ invoice: booking.invoice.id })} variant="body2">
                  {t('bookings.invoice', { total: formatCurrency(booking.invoice.total) })}
                </Link>
              ) : null}
            </Box>
            <Typography variant="body2">{services}</Typography>
            <Typography variant="caption" color="textSecondary">
              {[booking.location.name, employees].filter(Boolean).join(' · ')}
            </Typography>
          </Paper>
        );
      }}
    />
  );
}
