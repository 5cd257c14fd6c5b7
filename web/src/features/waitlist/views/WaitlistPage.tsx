import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import type { WaitlistEntriesQuery, WaitlistStatus } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';
import { useVendorZone } from '../../../lib/useVendorZone.ts';
import { DELETE_WAITLIST_ENTRY, WAITLIST_PAGE_QUERY } from '../operations.ts';

type Entry = WaitlistEntriesQuery['waitlistEntries']['items'][number];
const STATUSES: (WaitlistStatus | '')[] = ['', 'WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED'];

/** /waitlist: the vendor's waiting customers in the order they are offered freed times, with delete. */
export function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const zone = useVendorZone();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WaitlistStatus | ''>('');
  const [confirm, dialog] = useConfirm();
  const { data, previousData, loading, error, refetch } = useQuery(WAITLIST_PAGE_QUERY, {
    variables: { page, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_WAITLIST_ENTRY, { refetchQueries: ['WaitlistEntries'] });
  const result = (data ?? previousData)?.waitlistEntries;

  const onDelete = async (entry: Entry) => {
    const ok = await confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteMessage', { name: entry.customerName }),
      danger: true,
    });
    if (!ok) return;
    const { data: answer, error: failure } = await remove({ variables: { id: entry.id } });
    const outcome = outcomeOf(answer?.deleteWaitlistEntry, ['DeleteResult'], failure);
    pushAlert(
      outcome.ok
        ? { type: 'success', message: t('list.deleted') }
        : { type: 'danger', message: outcome.failure.message },
    );
  };

  return (
    <StaffPage>
      {dialog}
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <TextField
        select
        size="small"
        label={t('list.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as WaitlistStatus | '');
          setPage(1);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 200 }}
      >
        {STATUSES.map((s) => (
          <MenuItem key={s || 'active'} value={s}>
            {s ? t(`status.${s}`) : t('list.active')}
          </MenuItem>
        ))}
      </TextField>
      <ListView<Entry>
        data-testid="waitlist-list"
        items={result?.items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        keyOf={(e) => e.id}
        empty={{ message: t('list.empty') }}
        pagination={result?.pagination}
        onPageChange={setPage}
        renderItem={(e) => (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{e.customerName}</Typography>
                  <Chip
                    size="small"
                    label={t(`status.${e.status}`)}
                    color={e.status === 'OFFERED' ? 'primary' : 'default'}
                  />
                </Stack>
                <Typography variant="body2">{e.serviceNames.join(', ')}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {[
                    e.locationName,
                    `${formatDate(e.dateFrom)} – ${formatDate(e.dateTo)}`,
                    e.timeFrom || e.timeTo ? `${e.timeFrom ?? '00:00'}–${e.timeTo ?? '24:00'}` : null,
                    e.employeeName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {e.status === 'OFFERED' && e.offeredStarts.length ? (
                  <Typography variant="body2" color="primary">
                    {t('list.offered', {
                      times: e.offeredStarts.map((s) => `${formatDate(s, zone)} ${formatTime(s, zone)}`).join(', '),
                    })}
                  </Typography>
                ) : null}
              </Stack>
              <IconButton aria-label={t('list.delete', { name: e.customerName })} onClick={() => void onDelete(e)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
        )}
      />
    </StaffPage>
  );
}
