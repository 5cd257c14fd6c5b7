import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { localeOf } from '../../../lib/languages.ts';
import { type SlotAssignment, slotsOf } from '../../../domain/slotFields.ts';
import { MANAGE_SLOTS_QUERY, MANAGED_BOOKING_FIELDS, MOVE_MANAGED_BOOKING } from '../operations.ts';

/** A start as the page writes it, in the salon's zone ("Friday, 18 June 2027 at 10:00"). */
export const longWhen = (start: string, timezone: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(new Date(start));

/** The free times of the booking's services on a chosen day; a time picked is confirmed, then the booking moves there. */
export function MovePicker(props: {
  booking: {
    token: string;
    vendorId: number;
    locationId: number;
    serviceIds: number[];
    start: string;
    timezone: string;
  };
  onMoved: (token: string) => void;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('manageBooking');
  const b = props.booking;
  const [date, setDate] = useState(() => new Date(b.start).toLocaleDateString('sv-SE', { timeZone: b.timezone }));
  const slots = useQuery(MANAGE_SLOTS_QUERY, {
    variables: {
      input: { vendorId: b.vendorId, locationId: b.locationId, date, services: b.serviceIds.map((id) => ({ id })) },
    },
    skip: !date,
    fetchPolicy: 'network-only',
  });
  const [move, { loading }] = useMutation(MOVE_MANAGED_BOOKING);
  const [confirm, dialog] = useConfirm();
  const pick = async (start: string, assignments: readonly SlotAssignment[]) => {
    // A tap on a time does not move the booking yet: the new time is said and confirmed first.
    const ok = await confirm({
      title: t('moveTitle', { when: longWhen(start, b.timezone, i18n.language) }),
      message: t('moveMessage', { when: longWhen(b.start, b.timezone, i18n.language) }),
      confirmLabel: t('moveConfirm'),
      cancelLabel: t('moveKeep'),
    });
    if (!ok) return;
    const res = await move({
      variables: {
        token: b.token,
        events: assignments.map((a) => ({
          serviceId: a.serviceId,
          employeeId: a.employeeId,
          workplaceId: a.workplaceId ?? null,
          machineId: a.machineId ?? null,
          start: a.start,
        })),
      },
    });
    const result = res.data?.moveManagedBooking;
    if (result?.__typename === 'ManagedBooking') {
      props.onMoved(getFragmentData(MANAGED_BOOKING_FIELDS, result).token);
    } else props.onError(result && 'message' in result ? result.message : t('slotsError'));
  };
  const list = slotsOf(slots.data?.availableSlots);
  return (
    <Box sx={{ mt: 3 }} data-testid="manage-move-picker">
      {dialog}
      <TextField
        type="date"
        label={t('moveDate')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'manage-move-date' } }}
        sx={{ mb: 2 }}
      />
      {slots.loading ? <CircularProgress size={24} /> : null}
      {slots.error ? <Alert severity="error">{t('slotsError')}</Alert> : null}
      {!slots.loading && !slots.error && list.length === 0 ? <Alert severity="info">{t('noSlots')}</Alert> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 }}>
        {list.map((slot) => (
          <Button
            key={slot.start}
            variant="outlined"
            disabled={loading}
            onClick={() => void pick(slot.start, slot.assignments)}
            data-testid={`manage-slot-${slot.time}`}
          >
            {slot.time}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
