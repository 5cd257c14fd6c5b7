import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/scaffold/ListView.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { ROLES, claimsAtom, roleOf } from '../../../lib/auth.ts';
import { DEFAULT_TIMEZONE, formatDate, today } from '../../../lib/format.ts';
import { TIMETABLES_CONTEXT_QUERY, TIMETABLES_QUERY } from '../operations.ts';
import { useTimetablePanels } from '../panels.ts';
import {
  EmployeeSelect,
  ExceptionsSection,
  rangeSummary,
  TimetableTierPanel,
  useTimetableExceptions,
} from './TimetablesParts.tsx';

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
                    {rangeSummary(x.ranges, i18n.language) || t('form.notWorking')}
                  </Typography>
                </ListItemButton>
              </Paper>
            )}
          />
        </Box>
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
