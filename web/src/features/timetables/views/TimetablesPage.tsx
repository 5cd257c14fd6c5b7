import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { ROLES, claimsAtom, roleOf } from '../../../lib/auth.ts';
import { DEFAULT_TIMEZONE, formatDate, formatWeekday, today } from '../../../lib/format.ts';
import { TIMETABLES_CONTEXT_QUERY, TIMETABLES_QUERY, TIMETABLE_EXCEPTIONS_QUERY } from '../operations.ts';
import { useTimetablePanels } from '../panels.ts';
import { TimetablePanel } from './TimetablePanel.tsx';

const weekdayDate = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

interface RangeRow {
  weekday?: number;
  start: string;
  end: string;
  location: { shortName: string };
}

/**
 * /timetables (staff): recurring weekly hours per employee (newest first, 25 per page) and date
 * exceptions (20 per page). Admins, or an employee allowed to set timetables, may change them (§6).
 */
export function TimetablesPage() {
  const { t, i18n } = useTranslation('timetables');
  const claims = useAtomValue(claimsAtom);
  const admin = roleOf(claims) >= ROLES.admin;
  const panels = useTimetablePanels();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [exceptionPage, setExceptionPage] = useState(1);
  const [past, setPast] = useState(false);
  const context = useQuery(TIMETABLES_CONTEXT_QUERY, {
    variables: { vendorId: claims?.vendorId ?? 0 },
    skip: !claims?.vendorId,
    fetchPolicy: 'cache-and-network',
  });
  const timezone = context.data?.vendor?.timezone ?? DEFAULT_TIMEZONE;
  const employees = (context.data?.employeesAll ?? []).filter((e) => admin || e.id === claims?.employeeId);
  const own = context.data?.employeesAll.find((e) => e.id === claims?.employeeId);
  const fallback =
    employees.find((e) => e.id === claims?.employeeId && e.timetablesEnabled) ??
    employees.find((e) => e.timetablesEnabled) ??
    employees[0];
  const employeeId = Number(params.get('employee')) || fallback?.id;
  const employee = employees.find((e) => e.id === employeeId);
  const canEdit = admin || Boolean(own?.canSetTimetable);
  const locations = (context.data?.locationsAll ?? []).filter((l) => !l.closedFrom || l.closedFrom > today(timezone));

  const timetables = useQuery(TIMETABLES_QUERY, {
    variables: { employeeId: employeeId ?? 0, page },
    skip: !employeeId,
    fetchPolicy: 'cache-and-network',
  });
  const exceptions = useQuery(TIMETABLE_EXCEPTIONS_QUERY, {
    variables: { employeeId: employeeId ?? 0, page: exceptionPage, past },
    skip: !employeeId,
    fetchPolicy: 'cache-and-network',
  });

  // One line per weekday (one line for a date exception): its hours, then its place, or each
  // range's place when the day is split between locations.
  const summary = (ranges: readonly RangeRow[]) => {
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
      const day = weekday ? `${formatWeekday(weekdayDate(weekday), i18n.language).slice(0, 3)} ` : '';
      return `${day}${hours}${places.length === 1 ? ` · ${places[0]}` : ''}`;
    });
    return lines.length
      ? lines.map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))
      : null;
  };

  const tier1 = panels.atTier(1);
  const panelFor = () => {
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
        return (
          <TimetablePanel kind="EXCEPTIONAL" {...common} onClose={() => panels.close('ADD_TIMETABLE_EXCEPTION')} />
        );
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
  };

  return (
    <StaffPage>
      <PageHeader
        title={t('title')}
        actions={
          canEdit && employee ? (
            <>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => panels.open('ADD_TIMETABLE_EXCEPTION')}
                data-testid="timetables-add-exception"
              >
                {t('addException')}
              </Button>
              <Button
                variant="primary"
                startIcon={<AddIcon />}
                onClick={() => panels.open('ADD_TIMETABLE')}
                data-testid="timetables-add"
              >
                {t('add')}
              </Button>
            </>
          ) : null
        }
      />
      {!canEdit ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      ) : null}
      {employees.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('employee')}
          value={employeeId ? String(employeeId) : ''}
          onChange={(e) => {
            setPage(1);
            setExceptionPage(1);
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('employee', e.target.value);
              return next;
            });
          }}
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
      ) : null}
      {employee && !employee.timetablesEnabled ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('timetablesDisabled')}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('recurring')}
          </Typography>
          <ListView
            data-testid="timetables-list"
            items={timetables.data?.timetables.items}
            loading={timetables.loading || context.loading}
            error={timetables.error ?? context.error}
            onRetry={() => void timetables.refetch()}
            keyOf={(x) => x.id}
            empty={{
              message: t('emptyRecurring'),
              action:
                canEdit && employee ? (
                  <Button variant="primary" onClick={() => panels.open('ADD_TIMETABLE')}>
                    {t('add')}
                  </Button>
                ) : undefined,
            }}
            pagination={timetables.data?.timetables.pagination}
            onPageChange={setPage}
            renderItem={(x) => (
              <Paper variant="outlined">
                <ListItemButton
                  disabled={!canEdit}
                  onClick={() => panels.open('EDIT_TIMETABLE', x.id)}
                  sx={{ display: 'block' }}
                >
                  <Typography sx={{ fontWeight: 500 }}>{t('validFrom', { date: formatDate(x.validFrom) })}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {summary(x.ranges) || t('form.notWorking')}
                  </Typography>
                </ListItemButton>
              </Paper>
            )}
          />
        </Box>
        <Box>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              {t('exceptions')}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={past}
                  onChange={(e) => {
                    setPast(e.target.checked);
                    setExceptionPage(1);
                  }}
                />
              }
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
            onPageChange={setExceptionPage}
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
                    {summary(x.ranges) || t('dayOff')}
                  </Typography>
                </ListItemButton>
              </Paper>
            )}
          />
        </Box>
      </Stack>
      {canEdit ? panelFor() : null}
    </StaffPage>
  );
}
