import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { invoicesUrl } from '../../invoices/urls.ts';
import { CUSTOMER_INVOICES_QUERY } from '../operations.ts';

/** A customer's invoices; one opens in the customer view (`onOpen`), where it prints and e-mails. */
export function CustomerInvoices({
  customerId,
  zone,
  onOpen,
}: {
  customerId: number;
  zone: string;
  onOpen: (invoiceId: number) => void;
}) {
  const { t } = useTranslation('customers');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(CUSTOMER_INVOICES_QUERY, {
    variables: { id: customerId, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.invoices;
  return (
    <ListView
      items={result?.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      keyOf={(i) => i.id}
      empty={{ message: t('invoices.empty') }}
      pagination={result?.pagination}
      onPageChange={setPage}
      renderItem={(invoice) => (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link
              component={RouterLink}
              to={invoicesUrl({ invoice: invoice.id })}
              onClick={(event: MouseEvent) => {
                if (event.metaKey || event.ctrlKey) return;
                event.preventDefault();
                onOpen(invoice.id);
              }}
              sx={{ fontWeight: 600 }}
              data-testid={`customer-invoice-${invoice.id}`}
            >
              {t('invoices.number', { id: invoice.id })}
            </Link>
            <Typography variant="body2" color="textSecondary">
              {formatDate(invoice.createdAt, zone)}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Typography>{formatCurrency(invoice.total)}</Typography>
            <Chip size="small" label={t(`invoiceStatus.${invoice.status}`)} />
          </Box>
        </Paper>
      )}
    />
  );
}
