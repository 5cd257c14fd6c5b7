import { useMutation, useQuery } from '@apollo/client/react';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import type { VoucherStatus } from '../../../gql/graphql.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { EmailSendButton } from '../../../components/EmailSendButton.tsx';
import { customerUrl } from '../../customers/urls.ts';
import { invoicesUrl } from '../../invoices/urls.ts';
import { EMAIL_VOUCHER, VOUCHER_BUYER_EMAIL_QUERY, VOUCHER_FIELDS } from '../operations.ts';
import { type VoucherUse, VoucherHistory } from './VoucherHistory.tsx';

const PRINT_ID = 'voucher-print';

// Printing shows the card alone, on white (the app around it is hidden).
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${PRINT_ID}, #${PRINT_ID} *`]: { visibility: 'visible' },
        [`#${PRINT_ID}`]: { position: 'fixed', inset: 0, padding: '16mm', background: '#fff', color: '#000' },
        '.no-print': { display: 'none !important' },
        '@page': { size: 'A5 landscape', margin: 0 },
      },
    }}
  />
);

export const STATUS_COLOR: Record<VoucherStatus, ChipProps['color']> = {
  active: 'success',
  partiallyUsed: 'info',
  inProgress: 'warning',
  used: 'default',
  expired: 'error',
};

/** A gift card: code, status of spec §4, value and balance, validity and (when given) its use history. */
export function VoucherDetail({
  voucher: ref,
  uses,
  zone,
}: {
  voucher: FragmentType<typeof VOUCHER_FIELDS>;
  uses?: readonly VoucherUse[];
  zone: string;
}) {
  const { t } = useTranslation('vouchers');
  const voucher = getFragmentData(VOUCHER_FIELDS, ref);
  const [email] = useMutation(EMAIL_VOUCHER);
  const buyer = useQuery(VOUCHER_BUYER_EMAIL_QUERY, {
    variables: { id: voucher.customerId ?? 0 },
    skip: !uses || voucher.customerId == null || voucher.kind !== 'GIFT',
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="voucher-detail" id={uses ? PRINT_ID : undefined}>
      {uses ? printStyles : null}
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
          <Typography variant="caption" color="textSecondary">
            {t('faceValue')}
          </Typography>
          <Typography>{formatCurrency(voucher.faceValue)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="textSecondary">
            {t('balance')}
          </Typography>
          <Typography data-testid="voucher-balance">{formatCurrency(voucher.balance)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="textSecondary">
            {t('validFrom')}
          </Typography>
          <Typography>{formatDate(voucher.validFrom)}</Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="textSecondary">
            {t('validUntil')}
          </Typography>
          <Typography>{formatDate(voucher.validUntil)}</Typography>
        </Box>
      </Box>
      {voucher.kind === 'GIFT' && (voucher.recipientName || voucher.buyerName) ? (
        <Box sx={{ mt: 1 }} data-testid="voucher-people">
          {voucher.recipientName ? (
            <Typography variant="body2">{t('recipientIs', { name: voucher.recipientName })}</Typography>
          ) : null}
          {voucher.buyerName && voucher.customerId ? (
            <Typography variant="body2" className="no-print">
              {t('boughtBy')}{' '}
              <Link component={RouterLink} to={customerUrl(voucher.customerId)}>
                {voucher.buyerName}
              </Link>
              {voucher.saleInvoiceId ? (
                <>
                  {' · '}
                  <Link component={RouterLink} to={invoicesUrl({ invoice: voucher.saleInvoiceId })}>
                    {t('saleReceipt')}
                  </Link>
                </>
              ) : null}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {uses && voucher.kind === 'GIFT' ? (
        <Box className="no-print" sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <EmailSendButton
            defaultTo={buyer.data?.customer?.email}
            data-testid="voucher-email"
            onSend={async (to) => {
              const { data, error } = await email({ variables: { id: voucher.id, to } });
              const answer = data?.emailVoucher;
              if (answer?.__typename === 'MutationEmailVoucherSuccess') return { to: answer.data };
              return { error: (answer && 'message' in answer ? answer.message : error?.message) ?? '' };
            }}
          />
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            data-testid="voucher-print"
          >
            {t('print')}
          </Button>
        </Box>
      ) : null}
      {uses ? <VoucherHistory uses={uses} zone={zone} /> : null}
    </Paper>
  );
}
