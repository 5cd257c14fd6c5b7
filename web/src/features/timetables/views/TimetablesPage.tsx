import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { ROLES, claimsAtom, roleOf } from '../../../lib/auth.ts';
import { timetableViewTypeAtom } from '../../../lib/persisted.ts';
import { DEFAULT_TIMEZONE } from '../../../lib/zonedTime.ts';
import { today } from '../../../lib/calendar.ts';
import { TIMETABLES_CONTEXT_QUERY, TIMETABLES_QUERY } from '../operations.ts';
import { useTimetablePanels } from '../panels.ts';
import { WeekSchedule } from '../components/WeekSchedule.tsx';
import { RecurringSection } from './RecurringSection.tsx';
import { EmployeeSelect } from '../components/EmployeeSelect.tsx';
import { ExceptionsSection } from '../components/ExceptionsSection.tsx';
import { useTimetableExceptions } from '../hooks/useTimetableExceptions.ts';
import { TimetableTierPanel } from './TimetableTierPanel.tsx';

/**
 * /timetables (staff): recurring weekly hours per employee (newest first, 25 per page) and date
 * exceptions (20 per page). Admins, or an employee allowed to set timetables, may change them (§6).
 */
export function TimetablesPage() {
  const { t } = useTranslation('timetables');
  const claims = useAtomValue(claimsAtom);
  const admin = roleOf(claims) >= ROLES.admin;
  const panels = useTimetablePanels();
  // Spec §3 "Persisted locally": the timetable view type (the timetables, or the week as worked).
  const [viewType, setViewType] = useAtom(timetableViewTypeAtom);
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
  const exceptions = useTimetableExceptions(employeeId, exceptionPage, past);

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
        <EmployeeSelect
          employees={employees}
          employeeId={employeeId}
          onChange={(value) => {
            setPage(1);
            setExceptionPage(1);
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('employee', value);
              return next;
            });
          }}
        />
      ) : null}
      {employee && !employee.timetablesEnabled ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('timetablesDisabled')}
        </Alert>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={viewType}
        onChange={(_, value: typeof viewType | null) => value && setViewType(value)}
        aria-label={t('view.label')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="list" data-testid="timetables-view-list">
          {t('view.list')}
        </ToggleButton>
        <ToggleButton value="calendar" data-testid="timetables-view-calendar">
          {t('view.calendar')}
        </ToggleButton>
      </ToggleButtonGroup>
      {viewType === 'calendar' && employeeId ? <WeekSchedule employeeId={employeeId} timezone={timezone} /> : null}
      <Stack spacing={3} sx={{ display: viewType === 'calendar' ? 'none' : undefined }}>
        <RecurringSection
          timetables={timetables}
          loading={timetables.loading || context.loading}
          error={timetables.error ?? context.error}
          onPageChange={setPage}
          canAdd={canEdit && !!employee}
          canEdit={canEdit}
          panels={panels}
        />
        <ExceptionsSection
          exceptions={exceptions}
          past={past}
          onPast={(checked) => {
            setPast(checked);
            setExceptionPage(1);
          }}
          onPageChange={setExceptionPage}
          canEdit={canEdit}
          panels={panels}
        />
      </Stack>
      {canEdit ? (
        <TimetableTierPanel panels={panels} employee={employee} locations={locations} timezone={timezone} />
      ) : null}
    </StaffPage>
  );
}
