import '../locales/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/DateTimeFields.tsx';
import { TimeField } from '../../../components/form/DateTimeFields.tsx';

export interface DateExceptionValues {
  employeeId: number;
  date: string;
  /** Not working at all that day (no time range). */
  off: boolean;
  start: string;
  end: string;
  locationId: number;
}

interface DateExceptionDialogProps {
  initial: (Omit<DateExceptionValues, 'locationId'> & { locationId: number | null }) | null;
  employees: readonly { id: number; name: string }[];
  locations: readonly { id: number; name: string }[];
  onClose: () => void;
  /** Resolves to a refusal message, or null when saved. */
  onSave: (values: DateExceptionValues) => Promise<string | null>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Spec §3 Timetable date exception: that day's working time replaces the recurring one. */
export function DateExceptionDialog({ initial, employees, locations, onClose, onSave }: DateExceptionDialogProps) {
  const { t } = useTranslation('agenda');
  const [values, setValues] = useState<DateExceptionValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setRefusal(null);
    setValues(initial ? { ...initial, locationId: initial.locationId ?? locations[0]?.id ?? 0 } : null);
  }, [initial, locations]);

  if (!values) return null;
  const set = (patch: Partial<DateExceptionValues>) => setValues({ ...values, ...patch });
  const invalid = !values.off && (!TIME.test(values.start) || !TIME.test(values.end) || values.end <= values.start);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid || !values.date) return;
    setSaving(true);
    const message = await onSave(values);
    setSaving(false);
    if (message) setRefusal(message);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="agenda-exception-dialog">
      <DialogTitle>{t('exception.title')}</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <TextField
            select
            label={t('employee')}
            value={values.employeeId || ''}
            onChange={(e) => set({ employeeId: Number(e.target.value) })}
          >
            {employees.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <DateField label={t('add.date')} value={values.date} onChange={(date) => set({ date })} id="exception-date" />
          <FormControlLabel
            control={<Checkbox checked={values.off} onChange={(e) => set({ off: e.target.checked })} />}
            label={t('exception.off')}
          />
          {!values.off ? (
            <>
              <Box sx={{ display: 'flex', gap: 2 }}>
                <TimeField
                  label={t('add.start')}
                  value={values.start}
                  onChange={(start) => set({ start })}
                  id="exception-start"
                  fullWidth
                />
                <TimeField
                  label={t('add.end')}
                  value={values.end}
                  onChange={(end) => set({ end })}
                  id="exception-end"
                  error={invalid}
                  helperText={invalid ? t('add.endAfterStart') : ' '}
                  fullWidth
                />
              </Box>
              <TextField
                select
                label={t('exception.location')}
                value={values.locationId || ''}
                onChange={(e) => set({ locationId: Number(e.target.value) })}
              >
                {locations.map((l) => (
                  <MenuItem key={l.id} value={l.id}>
                    {l.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancelButton')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || invalid || !values.date}
            data-testid="agenda-exception-save"
          >
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
