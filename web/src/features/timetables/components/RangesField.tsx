import '../locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Field, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { RangeValue } from '../panels.ts';
import { TimeField } from '../../../components/form/DateTimeFields.tsx';

interface RangesFieldProps {
  /** 1..7 for a weekly timetable; [0] for a date exception. */
  weekdays: readonly number[];
  locations: readonly { id: number; name: string }[];
  weekdayName: (weekday: number) => string;
  /** The employee's own locations (their workplaces), first by name; null: every location is theirs. */
  workLocationIds?: readonly number[] | null;
}

/** The location a new range gets: the employee's own first, else the first one. */
export function defaultLocation(
  locations: readonly { id: number }[],
  workLocationIds?: readonly number[] | null,
): string {
  const own = workLocationIds?.find((id) => locations.some((l) => l.id === id));
  const id = own ?? locations[0]?.id;
  return id == null ? '' : String(id);
}

/** Working time ranges (start, end, location) per weekday, or for one date. */
export function RangesField({ weekdays, locations, weekdayName, workLocationIds }: RangesFieldProps) {
  const { t } = useTranslation('timetables');
  const { submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { submitErrors: true, dirtySinceLastSubmit: true },
  });
  return (
    <Field<RangeValue[]> name="ranges">
      {({ input }) => {
        const ranges: RangeValue[] = Array.isArray(input.value) ? input.value : [];
        const update = (index: number, patch: Partial<RangeValue>) =>
          input.onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
        const add = (weekday: number) => {
          const last = [...ranges].reverse().find((r) => r.weekday === weekday);
          // Spec §3: a first time range defaults to 00:00–23:59:59 (shown 23:59).
          input.onChange([
            ...ranges,
            {
              weekday,
              start: last ? last.end : '00:00',
              end: last ? '20:00' : '23:59',
              locationId: last?.locationId ?? defaultLocation(locations, workLocationIds),
            },
          ]);
        };
        return (
          <Stack spacing={1.5} data-testid="ranges-field">
            {weekdays.map((weekday) => {
              const rows = ranges.map((r, i) => ({ r, i })).filter(({ r }) => r.weekday === weekday);
              return (
                <Box key={weekday}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle2">{weekday ? weekdayName(weekday) : t('form.hours')}</Typography>
                    <Button size="sm" variant="text" startIcon={<AddIcon />} onClick={() => add(weekday)}>
                      {t('form.addRange')}
                    </Button>
                  </Stack>
                  {rows.length === 0 ? (
                    <Typography variant="body2" color="textSecondary">
                      {t('form.notWorking')}
                    </Typography>
                  ) : null}
                  {rows.map(({ r, i }) => {
                    const error = dirtySinceLastSubmit
                      ? undefined
                      : (submitErrors as Record<string, string> | undefined)?.[`range_${i}`];
                    return (
                      <Box key={i} sx={{ mt: 1 }}>
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 }}
                        >
                          <TimeField
                            size="small"
                            label={t('form.start')}
                            value={r.start}
                            onChange={(start) => update(i, { start })}
                            error={Boolean(error)}
                            // The clock button takes room: 120 px hold HH:mm and leave the location its name.
                            sx={{ width: { xs: 'calc(50% - 28px)', sm: 120 } }}
                          />
                          <TimeField
                            size="small"
                            label={t('form.end')}
                            value={r.end}
                            onChange={(end) => update(i, { end })}
                            error={Boolean(error)}
                            sx={{ width: { xs: 'calc(50% - 28px)', sm: 120 } }}
                          />
                          <TextField
                            size="small"
                            select
                            label={t('form.location')}
                            value={r.locationId}
                            onChange={(e) => update(i, { locationId: e.target.value })}
                            sx={{ flex: 1, minWidth: 120 }}
                          >
                            {locations.map((l) => (
                              <MenuItem key={l.id} value={String(l.id)}>
                                {l.name}
                              </MenuItem>
                            ))}
                          </TextField>
                          <IconButton
                            aria-label={t('form.removeRange')}
                            onClick={() => input.onChange(ranges.filter((_, j) => j !== i))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Stack>
                        {error ? (
                          <Typography variant="caption" color="error" role="alert">
                            {error}
                          </Typography>
                        ) : workLocationIds && r.locationId && !workLocationIds.includes(Number(r.locationId)) ? (
                          <Typography
                            variant="caption"
                            sx={{ color: 'warning.dark', display: 'block' }}
                            data-testid="range-location-warning"
                          >
                            {t('form.noWorkplaceHere')}
                          </Typography>
                        ) : null}
                      </Box>
                    );
                  })}
                </Box>
              );
            })}
          </Stack>
        );
      }}
    </Field>
  );
}
