import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDate } from '../../../lib/dateFormat.ts';
import { today as todayIn } from '../../../lib/calendar.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { SellVoucherForm } from '../components/SellVoucherForm.tsx';
import { STATUS_COLOR, VoucherDetail } from '../components/VoucherDetail.tsx';
import { VOUCHER_BY_CODE_QUERY, VOUCHER_FIELDS, VOUCHERS_QUERY } from '../operations.ts';

const SELL_PANEL = 'SELL_VOUCHER';
const CODE = /^[A-Za-z]{8}$/;

export function VouchersPage() {
  const { t } = useTranslation('vouchers');
  const zone = useVendorZone();
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(code);
  useEffect(() => setTyped(code), [code]);
  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const lookup = useQuery(VOUCHER_BY_CODE_QUERY, {
    variables: { code },
    skip: !CODE.test(code),
    fetchPolicy: 'network-only',
  });
  const list = useQuery(VOUCHERS_QUERY, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const result = (list.data ?? list.previousData)?.vouchers;
  const found = lookup.data?.voucherByCode;
  const typedValid = CODE.test(typed.trim());

  return (
    <StaffPage>
      <PageHeader
        title={t('title')}
        actions={
          <Button
            variant="primary"
            startIcon={<AddIcon />}
            onClick={() => setParam({ panel: SELL_PANEL })}
            data-testid="voucher-sell"
          >
            {t('sell.action')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typedValid) setParam({ code: typed.trim().toUpperCase() });
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('lookup.label')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typed.trim() !== '' && !typedValid}
            helperText={typed.trim() !== '' && !typedValid ? t('lookup.invalid') : ' '}
            slotProps={{ htmlInput: { maxLength: 8, 'data-testid': 'voucher-lookup', autoCapitalize: 'characters' } }}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={!typedValid}>
            {t('lookup.submit')}
          </Button>
        </Box>
        {CODE.test(code) ? (
          <Box sx={{ mt: 1 }}>
            {lookup.error ? (
              <ErrorState error={lookup.error} onRetry={() => void lookup.refetch()} />
            ) : lookup.loading ? (
              <Typography color="textSecondary">{t('lookup.loading')}</Typography>
            ) : found ? (
              <VoucherDetail voucher={found} uses={found.uses ?? undefined} zone={zone} />
            ) : (
              <Alert severity="warning">{t('lookup.notFound', { code })}</Alert>
            )}
          </Box>
        ) : null}
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('list.title')}
      </Typography>
      <ListView
        items={result?.items}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        keyOf={(v) => v.id}
        empty={{ message: t('list.empty') }}
        pagination={result?.pagination}
        onPageChange={(next) => setParam({ page: next > 1 ? String(next) : null })}
        data-testid="vouchers-list"
        renderItem={(item) => {
          const v = getFragmentData(VOUCHER_FIELDS, item);
          return (
            <Paper
              variant="outlined"
              sx={{ p: 1.5, cursor: 'pointer' }}
              onClick={() => setParam({ code: v.code })}
              role="button"
              tabIndex={0}
              aria-label={t('list.open', { code: v.code })}
              onKeyDown={(event) => event.key === 'Enter' && setParam({ code: v.code })}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{v.code}</Typography>
                <Chip size="small" color={STATUS_COLOR[v.status]} label={t(`status.${v.status}`)} />
                <Box sx={{ flex: 1 }} />
                <Typography variant="body2">
                  {t('list.balance', { balance: formatCurrency(v.balance), face: formatCurrency(v.faceValue) })}
                </Typography>
              </Stack>
              <Typography variant="caption" color="textSecondary">
                {t('list.validity', { from: formatDate(v.validFrom), until: formatDate(v.validUntil) })}
              </Typography>
            </Paper>
          );
        }}
      />
      <SidePanel
        open={params.get('panel') === SELL_PANEL}
        tier={1}
        title={t('sell.title')}
        onClose={() => setParam({ panel: null })}
        data-testid="sell-voucher-panel"
      >
        {params.get('panel') === SELL_PANEL ? (
          <SellVoucherForm today={todayIn(zone)} onSold={(sold) => setParam({ panel: null, code: sold, page: null })} />
        ) : null}
      </SidePanel>
    </StaffPage>
  );
}
