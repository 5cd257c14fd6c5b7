import '../locales/index.ts';
import EventIcon from '@mui/icons-material/Event';
import LockClockIcon from '@mui/icons-material/LockClock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { eventColor } from './eventColor.ts';
import { DateField } from '../../../components/form/DateTimeFields.tsx';
import { TimeField } from '../../../components/form/DateTimeFields.tsx';

export const EVENT_COLORS = [
  'primary',
  'red',
  'yellow',
  'green',
  'blueGreen',
  'lightBlue',
  'blue',
  'pink',
  'gray',
] as const;
export type EventColorName = (typeof EVENT_COLORS)[number];

export interface NewSlot {
  date: string;
  start: string;
  end: string;
  employeeId: number | null;
  workplaceId: number | null;
  machineId: number | null;
}

export interface PrivateEventValues {
  summary: string;
  date: string;
  start: string;
  end: string;
  employeeId: number;
  color: EventColorName;
}

interface AddEventDialogProps {
  slot: NewSlot | null;
  employees: readonly { id: number; name: string }[];
  /** The user's own employee: a private event on a slot of nobody in particular is theirs. */
  selfEmployeeId?: number | null;
  onClose: () => void;
  onAppointment: (slot: NewSlot) => void;
  /** Spec §4: customer appointments only in live mode; a private event is always possible. */
  live: boolean;
  /** Resolves to a refusal message, or null when saved. */
  onPrivate: (values: PrivateEventValues) => Promise<string | null>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function AddEventDialog({
  slot,
  employees,
  selfEmployeeId,
  onClose,
  onAppointment,
  live,
  onPrivate,
}: AddEventDialogProps) {
  const { t } = useTranslation('agenda');
  const [kind, setKind] = useState<'choice' | 'private'>('choice');
  const [values, setValues] = useState<PrivateEventValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setKind('choice');
    setRefusal(null);
    setValues(
      slot
        ? {
            summary: '',
            date: slot.date,
            start: slot.start,
            end: slot.end,
            employeeId:
              slot.employeeId ??
              (employees.some((e) => e.id === selfEmployeeId) ? selfEmployeeId : null) ??
              employees[0]?.id ??
              0,
            color: 'gray',
          }
        : null,
    );
  }, [slot, employees, selfEmployeeId]);

  if (!slot || !values) return null;
  const invalidTimes = !TIME.test(values.start) || !TIME.test(values.end) || values.end <= values.start;
  const set = (patch: Partial<PrivateEventValues>) => setValues({ ...values, ...patch });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalidTimes || !values.employeeId || !values.date) return;
    setSaving(true);
    setRefusal(null);
    const message = await onPrivate(values);
    setSaving(false);
    if (message) setRefusal(message);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="agenda-add-dialog">
      <DialogTitle>{kind === 'choice' ? t('add.title') : t('add.privateTitle')}</DialogTitle>
      {kind === 'choice' ? (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<EventIcon />}
              onClick={() => onAppointment(slot)}
              disabled={!live}
              aria-describedby={live ? undefined : 'agenda-add-not-live'}
              data-testid="agenda-add-appointment"
            >
              {t('add.appointment')}
            </Button>
            {live ? null : (
              <Typography id="agenda-add-not-live" variant="body2" color="textSecondary">
                {t('add.notLive')}
              </Typography>
            )}
            <Button
              variant="outlined"
              startIcon={<LockClockIcon />}
              onClick={() => setKind('private')}
              data-testid="agenda-add-private"
            >
              {t('add.private')}
            </Button>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancelButton')}</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <PrivateEventFields
              values={values}
              set={set}
              employees={employees}
              refusal={refusal}
              invalidTimes={invalidTimes}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancelButton')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving || invalidTimes || !values.date}
              data-testid="agenda-private-save"
            >
              {t('save')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** The private event's fields: refusal, summary, employee, date, start and end, color. */
function PrivateEventFields({
  values,
  set,
  employees,
  refusal,
  invalidTimes,
}: {
  values: PrivateEventValues;
  set: (patch: Partial<PrivateEventValues>) => void;
  employees: readonly { id: number; name: string }[];
  refusal: string | null;
  invalidTimes: boolean;
}) {
  const { t } = useTranslation('agenda');
  return (
    <>
      {refusal ? (
        <Alert severity="error" data-testid="agenda-private-refusal">
          {refusal}
        </Alert>
      ) : null}
      <TextField
        label={t('add.summary')}
        value={values.summary}
        onChange={(e) => set({ summary: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        autoFocus
      />
      <TextField
        select
        label={t('employee')}
        value={values.employeeId || ''}
        onChange={(e) => set({ employeeId: Number(e.target.value) })}
        required
      >
        {employees.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        label={t('add.date')}
        value={values.date}
        onChange={(date) => set({ date })}
        id="add-event-date"
        required
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TimeField
          label={t('add.start')}
          value={values.start}
          onChange={(start) => set({ start })}
          id="add-event-start"
          required
          fullWidth
        />
        <TimeField
          label={t('add.end')}
          value={values.end}
          onChange={(end) => set({ end })}
          id="add-event-end"
          error={invalidTimes}
          helperText={invalidTimes ? t('add.endAfterStart') : ' '}
          required
          fullWidth
        />
      </Box>
      <TextField
        select
        label={t('add.color')}
        value={values.color}
        onChange={(e) => set({ color: e.target.value as EventColorName })}
      >
        {EVENT_COLORS.map((c) => (
          <MenuItem key={c} value={c}>
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: eventColor(c, 0), mr: 1 }}
            />
            {t(`colors.${c}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
