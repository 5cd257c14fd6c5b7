import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBookingLocationQuery, StaffBookingSetupQuery } from '../../../gql/graphql.ts';
import type { FlowState } from '../flowState.ts';

type Service = StaffBookingLocationQuery['servicesAll'][number];

interface ResourcesStepProps {
  state: FlowState;
  chosenServices: readonly Service[];
  employees: StaffBookingSetupQuery['employeesAll'];
  workplaces: StaffBookingLocationQuery['workplacesAll'] | null;
  machines: StaffBookingLocationQuery['machinesAll'] | null;
  /** A resource changed: the chosen time no longer holds. */
  onChange: (patch: Pick<Partial<FlowState>, 'employeeId' | 'workplaceId' | 'machineId'>) => void;
  nav: ReactNode;
}

/**
 * Step 2 of the staff booking: the employee (only those who do every chosen service can be picked),
 * and, when the vendor uses them, the workplace and the machine.
 */
export function ResourcesStep({
  state,
  chosenServices,
  employees,
  workplaces,
  machines,
  onChange,
  nav,
}: ResourcesStepProps) {
  const { t } = useTranslation('frontDesk');
  const idOf = (value: unknown) => Number(value) || null;
  return (
    <Box component="section" aria-label={t('flow.steps.resources')}>
      <Stack spacing={2}>
        <TextField
          select
          label={t('flow.employee')}
          value={state.employeeId ?? 0}
          onChange={(e) => onChange({ employeeId: idOf(e.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': 'flow-employee' } }}
        >
          <MenuItem value={0}>{t('flow.anyEmployee')}</MenuItem>
          {employees.map((e) => {
            const offers = chosenServices.every((s) => s.employeeIds.includes(e.id));
            return (
              <MenuItem key={e.id} value={e.id} disabled={!offers} data-testid={`flow-employee-${e.id}`}>
                {offers ? e.name : `${e.name} — ${t('flow.offersNone')}`}
              </MenuItem>
            );
          })}
        </TextField>
        {workplaces ? (
          <TextField
            select
            label={t('flow.workplace')}
            value={state.workplaceId ?? 0}
            onChange={(e) => onChange({ workplaceId: idOf(e.target.value) })}
            slotProps={{ htmlInput: { 'data-testid': 'flow-workplace' } }}
          >
            <MenuItem value={0}>{t('flow.any')}</MenuItem>
            {workplaces
              // Only workplaces where at least one chosen service is done.
              .filter((w) => chosenServices.some((s) => s.workplaces.some((sw) => sw.workplaceId === w.id)))
              .map((w) => (
                <MenuItem key={w.id} value={w.id}>
                  {w.name}
                </MenuItem>
              ))}
          </TextField>
        ) : null}
        {machines ? (
          chosenServices.some((s) => s.machineModelIds.length > 0) ? (
            <TextField
              select
              label={t('flow.machine')}
              value={state.machineId ?? 0}
              onChange={(e) => onChange({ machineId: idOf(e.target.value) })}
            >
              <MenuItem value={0}>{t('flow.any')}</MenuItem>
              {machines
                .filter((m) => chosenServices.some((s) => s.machineModelIds.includes(m.machineModelId)))
                .map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {m.name}
                  </MenuItem>
                ))}
            </TextField>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('flow.noMachineNeeded')}
            </Typography>
          )
        ) : null}
      </Stack>
      {nav}
    </Box>
  );
}
