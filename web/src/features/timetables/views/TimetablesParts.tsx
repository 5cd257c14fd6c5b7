import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { formatDate, formatWeekday } from '../../../lib/format.ts';
import { TIMETABLE_EXCEPTIONS_QUERY } from '../operations.ts';
import type { useTimetablePanels } from '../panels.ts';
import { TimetablePanel } from './TimetablePanel.tsx';

const weekdayDate = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

interface RangeRow {
  weekday?: number;
  start: string;
  end: string;
  location: { shortName: string };
}

type Panels = ReturnType<typeof useTimetablePanels>;

// One line per weekday (one line for a date exception): its hours, then its place, or each
// range's place when the day is split between locations.
export function rangeSummary(ranges: readonly RangeRow[], language: string): ReactNode {
  const days = new Map<number, RangeRow[]>();
  for (const r of [...ranges].sort((a, b) => (a.weekday ?? 0) - (b.weekday ?? 0)))
    days.set(r.weekday ?? 0, [...(days.get(r.weekday ?? 0) ?? []), r]);
  const lines = [...days].map(([weekday, list]) => {
    const places = [...new Set(list.map((r) => r.location.shortName))];
    const hours = list
      .map(
        (r) =>
          `${r.start}–${r.end === '23:59:59' ? '24:00' : r.end}${places.length > 1 ? ` ${r.location.shortName}` : ''}`,
      )
      .join(', ');
    const day = weekday ? `${formatWeekday(weekdayDate(weekday), language).slice(0, 3)} ` : '';
    return `${day}${hours}${places.length === 1 ? ` · ${places[0]}` : ''}`;
  });
  return lines.length
    ? lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))
    : null;
}

/** The employee's date exceptions, a page at a time, the past ones on demand. */
export const useTimetableExceptions = (employeeId: number | undefined, page: number, past: boolean) =>
  useQuery(TIMETABLE_EXCEPTIONS_QUERY, {
    variables: { employeeId: employeeId ?? 0, page, past },
    skip: !employeeId,
    fetchPolicy: 'cache-and-network',
  });

/** The tier-1 panel open: add or edit a weekly timetable or a date exception. */
export function TimetableTierPanel({
  panels,
  employee,
  locations,
  timezone,
}: {
  panels: Panels;
  employee: ComponentProps<typeof TimetablePanel>['employee'] | undefined;
  locations: ComponentProps<typeof TimetablePanel>['locations'];
  timezone: string;
}) {
  const tier1 = panels.atTier(1);
  if (!tier1 || !employee) return null;
  const common = { employee, locations, timezone };
  switch (tier1.name) {
    case 'ADD_TIMETABLE':
      return <TimetablePanel kind="RECURRING" {...common} onClose={() => panels.close('ADD_TIMETABLE')} />;
    case 'EDIT_TIMETABLE':
      return tier1.id ? (
        <TimetablePanel
          key={tier1.id}
          kind="RECURRING"
          id={Number(tier1.id)}
          {...common}
          onClose={() => panels.close('EDIT_TIMETABLE')}
        />
      ) : null;
    case 'ADD_TIMETABLE_EXCEPTION':
      return <TimetablePanel kind="EXCEPTIONAL" {...common} onClose={() => panels.close('ADD_TIMETABLE_EXCEPTION')} />;
    case 'EDIT_TIMETABLE_EXCEPTION':
      return tier1.id ? (
        <TimetablePanel
          key={tier1.id}
          kind="EXCEPTIONAL"
          id={Number(tier1.id)}
          {...common}
          onClose={() => panels.close('EDIT_TIMETABLE_EXCEPTION')}
        />
      ) : null;
    default:
      return null;
  }
}

/** Whose timetables are shown (staff who may see others'). */
export function EmployeeSelect({
  employees,
  employeeId,
  onChange,
}: {
  employees: readonly { id: number; name: string; timetablesEnabled: boolean }[];
  employeeId: number | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('timetables');
  return (
    <TextField
      select
      size="small"
      label={t('employee')}
      value={employeeId ? String(employeeId) : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ mb: 2, minWidth: 240 }}
      data-testid="timetables-employee"
    >
      {employees.map((e) => (
        <MenuItem key={e.id} value={String(e.id)}>
          {e.name}
          {e.timetablesEnabled ? '' : ` (${t('disabled')})`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The date exceptions, the past ones on demand. */
export function ExceptionsSection({
  exceptions,
  past,
  onPast,
  onPageChange,
  canEdit,
  panels,
}: {
  exceptions: ReturnType<typeof useTimetableExceptions>;
  past: boolean;
  onPast: (past: boolean) => void;
  onPageChange: (page: number) => void;
  canEdit: boolean;
  panels: Panels;
}) {
  const { t, i18n } = useTranslation('timetables');
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('exceptions')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={past} onChange={(e) => onPast(e.target.checked)} />}
          label={t('showPast')}
        />
      </Stack>
      <ListView
        data-testid="timetable-exceptions-list"
        items={exceptions.data?.timetableDateExceptions.items}
        loading={exceptions.loading}
        error={exceptions.error}
        onRetry={() => void exceptions.refetch()}
        keyOf={(x) => x.id}
        empty={{ message: t('emptyExceptions') }}
        pagination={exceptions.data?.timetableDateExceptions.pagination}
        onPageChange={onPageChange}
        renderItem={(x) => (
          <Paper variant="outlined">
            <ListItemButton
              disabled={!canEdit}
              onClick={() => panels.open('EDIT_TIMETABLE_EXCEPTION', x.id)}
              sx={{ display: 'block' }}
            >
              <Typography sx={{ fontWeight: 500 }}>
                {formatWeekday(x.date, i18n.language)} {formatDate(x.date)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {rangeSummary(x.ranges, i18n.language) || t('dayOff')}
              </Typography>
            </ListItemButton>
          </Paper>
        )}
      />
    </Box>
  );
}
