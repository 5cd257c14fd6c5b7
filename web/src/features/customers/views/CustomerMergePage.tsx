import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { FormErrors, type FormFailure } from '../../../components/form/FormErrors.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { CustomerPicker } from '../../../components/CustomerPicker.tsx';
import { type MergeSide, MergePreview } from '../components/MergePreview.tsx';
import { MERGE_CUSTOMERS, MERGE_SIDE_QUERY } from '../operations.ts';
import { customerMergeUrl, customerUrl } from '../urls.ts';

type Picked = [kept: number | null, merged: number | null];

/** The two customers picked, from the address (`?ids=kept&ids=merged`; 0 for a first slot left empty). */
function pickedIds(params: URLSearchParams): Picked {
  const ids = params.getAll('ids').map(Number).filter(Number.isInteger);
  return [ids[0] || null, ids[1] ?? null];
}

function useMergeSide(id: number | null) {
  const { data, loading, error, refetch } = useQuery(MERGE_SIDE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id == null,
    fetchPolicy: 'network-only',
  });
  const side: MergeSide | null =
    data?.customer && id != null
      ? {
          id: data.customer.id,
          name: data.customer.name,
          email: data.customer.email,
          phoneMobile: data.customer.phoneMobile,
          city: data.customer.city,
          openBookings: data.open.pagination.count,
          closedBookings: data.closed.pagination.count,
          invoices: data.invoices.pagination.count,
          comments: data.comments.pagination.count,
          vouchers: data.vouchers.pagination.count,
          points: data.pointsStats.points,
        }
      : null;
  return { side, loading, error, refetch };
}

/** Merge two duplicate customers: pick both, see what moves to the kept one, confirm. */
export function CustomerMergePage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [keptId, mergedId] = pickedIds(params);
  const kept = useMergeSide(keptId);
  const merged = useMergeSide(mergedId);
  const [merge, { loading: merging }] = useMutation(MERGE_CUSTOMERS, {
    refetchQueries: ['CustomersList'],
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // From the address as it is now: a second pick made before the first is drawn keeps the first.
  const changeIds = (change: (ids: Picked) => Picked) => {
    setFailure(null);
    setParams(
      (current) => {
        const [kept, merged] = change(pickedIds(current));
        // Both slots are kept in order (an empty first one is written as 0, which no customer has).
        const list = merged != null ? [kept ?? 0, merged] : kept != null ? [kept] : [];
        return new URLSearchParams(customerMergeUrl(list).split('?')[1] ?? '');
      },
      { replace: true },
    );
  };

  const submit = async () => {
    if (!kept.side || !merged.side) return;
    const ok = await confirm({
      title: t('merge.confirmTitle'),
      message: t('merge.confirmText', { merged: merged.side.name, kept: kept.side.name }),
      confirmLabel: t('merge.confirm'),
      danger: true,
    });
    if (!ok) return;
    const { data, error } = await merge({ variables: { id: kept.side.id, idsToDelete: [merged.side.id] } });
    const outcome = outcomeOf(data?.mergeCustomers, ['Customer'], error, t('merge.failed'));
    if (!outcome.ok) {
      setFailure(outcome.failure);
      pushAlert({ type: 'danger', message: outcome.failure.message });
      return;
    }
    pushAlert({ type: 'success', message: t('merge.done', { name: kept.side.name }) });
    navigate(customerUrl(kept.side.id));
  };

  const sideError = kept.error ?? merged.error;
  return (
    <StaffPage>
      <PageHeader title={t('merge.title')} subtitle={t('merge.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <CustomerPicker
            label={t('merge.pickKept')}
            value={keptId}
            exclude={mergedId}
            onChange={(id) => changeIds(([, merged]) => [id, merged])}
            data-testid="merge-pick-kept"
          />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="text"
            startIcon={<SwapIcon />}
            onClick={() => changeIds(([kept, merged]) => [merged, kept])}
            disabled={!keptId || !mergedId}
          >
            {t('merge.swap')}
          </Button>
        </Box>
        <Box sx={{ flex: 1 }}>
          <CustomerPicker
            label={t('merge.pickMerged')}
            value={mergedId}
            exclude={keptId}
            onChange={(id) => changeIds(([kept]) => [kept, id])}
            data-testid="merge-pick-merged"
          />
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {sideError ? (
          <ErrorState
            error={sideError}
            onRetry={() => {
              void kept.refetch();
              void merged.refetch();
            }}
          />
        ) : kept.side && merged.side ? (
          <>
            <MergePreview kept={kept.side} merged={merged.side} />
            <FormErrors failure={failure} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button variant="danger" onClick={() => void submit()} disabled={merging} data-testid="merge-submit">
                {t('merge.submit')}
              </Button>
            </Box>
          </>
        ) : (keptId && kept.loading) || (mergedId && merged.loading) ? (
          <Skeleton variant="rounded" height={200} aria-label={t('card.loading')} />
        ) : (
          <Typography color="textSecondary">{t('merge.pickBoth')}</Typography>
        )}
      </Paper>
      {confirmDialog}
    </StaffPage>
  );
}
