import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { ROLES } from '../../../lib/auth.ts';
import { SUPPORTED_LANGUAGES } from '../../../lib/languages.ts';
import { ServicePanel } from '../../services/views/ServicePanel.tsx';
import { FormApiCapture, LinkField, SwitchField, appendId, intOf } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import { WorkplacePanel } from '../../workplaces/views/WorkplacePanel.tsx';
import {
  CREATE_EMPLOYEE_MUTATION,
  DELETE_EMPLOYEE_MUTATION,
  EMPLOYEE_QUERY,
  SET_EMPLOYEE_SERVICES_MUTATION,
  SET_EMPLOYEE_WORKPLACES_MUTATION,
  UPDATE_EMPLOYEE_MUTATION,
  VERIFY_DELETE_EMPLOYEE_QUERY,
} from '../operations.ts';
import { EVENT_COLORS, useEmployeePanels } from '../panels.ts';

export interface EmployeeValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  role: 'STAFF' | 'ADMIN';
  language: string;
  color: string;
  position: string;
  timetablesEnabled: boolean;
  canSetTimetable: boolean;
  canCreateBookingsOutOfTimetables: boolean;
  serviceIds: number[];
  workplaceIds: number[];
}

const renameField = (field: string): string => {
  if (field.startsWith('services')) return 'serviceIds';
  if (field.startsWith('workplaces')) return 'workplaceIds';
  return field;
};

interface EmployeePanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  /** On the employees screen: offers the next-tier panels (add service, add workplace). */
  nested?: boolean;
}

/** ADD_EMPLOYEE / EDIT_EMPLOYEE: name, login (invited by e-mail), role, links, §3/§6 flags, sort order. */
export function EmployeePanel({ tier, id, onClose, onSaved, nested = false }: EmployeePanelProps) {
  const { t } = useTranslation('employees');
  const client = useApolloClient();
  const panels = useEmployeePanels();
  const formApi = useRef<FormApi<EmployeeValues> | null>(null);
  const editing = id !== undefined;
  const detail = useQuery(EMPLOYEE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_EMPLOYEE_MUTATION);
  const [update] = useMutation(UPDATE_EMPLOYEE_MUTATION);
  const [setServices] = useMutation(SET_EMPLOYEE_SERVICES_MUTATION);
  const [setWorkplaces] = useMutation(SET_EMPLOYEE_WORKPLACES_MUTATION);
  const [deleteEmployee] = useMutation(DELETE_EMPLOYEE_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const employee = detail.data?.employee;

  const initialValues = useMemo<Partial<EmployeeValues>>(() => {
    if (!editing) {
      return {
        firstname: '',
        lastname: '',
        email: '',
        password: '',
        role: 'STAFF',
        language: 'fr',
        color: 'primary',
        position: '',
        timetablesEnabled: true,
        canSetTimetable: false,
        canCreateBookingsOutOfTimetables: false,
        serviceIds: [],
        workplaceIds: [],
      };
    }
    if (!employee) return {};
    return {
      firstname: employee.firstname,
      lastname: employee.lastname,
      email: employee.user?.email ?? '',
      password: '',
      role: (employee.user?.role ?? ROLES.staff) >= ROLES.admin ? 'ADMIN' : 'STAFF',
      language: employee.user?.language ?? 'fr',
      color: employee.color,
      position: String(employee.position),
      timetablesEnabled: employee.timetablesEnabled,
      canSetTimetable: employee.canSetTimetable,
      canCreateBookingsOutOfTimetables: employee.canCreateBookingsOutOfTimetables,
      serviceIds: employee.serviceIds,
      workplaceIds: employee.workplaces.map((w) => w.workplaceId),
    };
  }, [editing, employee]);

  const refresh = () =>
    client.refetchQueries({ include: ['EmployeesPage', 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'] });

  const submit = async (values: EmployeeValues) => {
    const input = {
      firstname: values.firstname?.trim(),
      lastname: values.lastname?.trim(),
      email: values.email?.trim() || null,
      password: values.password || null,
      role: values.role,
      language: values.language === 'en' ? ('en' as const) : ('fr' as const),
      color: values.color as never,
      position: intOf(values.position),
      timetablesEnabled: Boolean(values.timetablesEnabled),
      canSetTimetable: Boolean(values.canSetTimetable),
      canCreateBookingsOutOfTimetables: Boolean(values.canCreateBookingsOutOfTimetables),
      services: (values.serviceIds ?? []).map((sid) => ({ id: sid })),
      workplaces: (values.workplaceIds ?? []).map((wid) => ({ id: wid })),
    };
    if (editing) {
      const { data, error } = await update({ variables: { id, input } });
      const outcome = configOutcome(data?.updateEmployee, ['Employee'], error, renameField);
      if (!outcome.ok) return outcome;
      await refresh();
      onSaved?.(id);
      return { ok: true as const, message: t('toast.edited', { name: `${values.firstname} ${values.lastname}` }) };
    }
    const { data, error } = await create({ variables: { input } });
    const result = data?.createEmployee;
    const outcome = configOutcome(result, ['Employee'], error, renameField);
    if (!outcome.ok || result?.__typename !== 'Employee') return outcome;
    await refresh();
    onSaved?.(result.id);
    return { ok: true as const, message: t('toast.added', { name: result.name }) };
  };

  const linkCreated = async (field: 'serviceIds' | 'workplaceIds', newId: number) => {
    appendId(formApi, field, newId);
    if (!editing) return;
    const ids = (formApi.current?.getFieldState(field)?.value as number[] | undefined) ?? [newId];
    if (field === 'serviceIds') await setServices({ variables: { id, ids } });
    else await setWorkplaces({ variables: { id, ids } });
    await refresh();
  };

  const remove = async () => {
    if (!editing || !employee) return;
    const done = await runDelete({
      name: employee.name,
      deletedMessage: t('toast.deleted', { name: employee.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_EMPLOYEE_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteEmployee,
      remove: async () => {
        const { data, error } = await deleteEmployee({ variables: { id } });
        return failureOf(data?.deleteEmployee, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  const title = editing ? (employee?.name ?? t('panel.edit')) : t('panel.add');
  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (editing && !employee) body = <Skeleton variant="rounded" height={320} />;
  else {
    const hasLogin = Boolean(employee?.user);
    body = (
      <EntityForm<EmployeeValues>
        key={employee?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="employee-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()} data-testid="employee-delete">
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <FormApiCapture apiRef={formApi} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="firstname" label={t('form.firstname')} rules={['required', ['maxLength', 100]]} />
          <TextInput name="lastname" label={t('form.lastname')} rules={['required', ['maxLength', 100]]} />
        </Stack>
        <Divider />
        <Typography variant="subtitle1">{t('form.login')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hasLogin ? t('form.loginHelpExisting') : t('form.loginHelp')}
        </Typography>
        <TextInput name="email" type="email" label={t('form.email')} rules={['email']} />
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          label={hasLogin ? t('form.newPassword') : t('form.password')}
          rules={[['minLength', 6]]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="role" select label={t('form.role')} sx={{ flex: 1 }}>
            <MenuItem value="STAFF">{t('roles.staff')}</MenuItem>
            <MenuItem value="ADMIN">{t('roles.admin')}</MenuItem>
          </TextInput>
          <TextInput name="language" select label={t('form.language')} sx={{ flex: 1 }}>
            {SUPPORTED_LANGUAGES.map((lng) => (
              <MenuItem key={lng} value={lng}>
                {t(`languages.${lng}`)}
              </MenuItem>
            ))}
          </TextInput>
        </Stack>
        <Divider />
        <LinkField
          name="serviceIds"
          label={t('form.services')}
          options={(lookups.data?.servicesAll ?? []).map((s) => ({ id: s.id, label: s.name }))}
          onCreate={nested ? () => panels.open('ADD_SERVICE') : undefined}
          createLabel={t('form.newService')}
        />
        <LinkField
          name="workplaceIds"
          label={t('form.workplaces')}
          options={(lookups.data?.workplacesAll ?? []).map((w) => ({ id: w.id, label: w.name }))}
          onCreate={nested ? () => panels.open('ADD_WORKPLACE') : undefined}
          createLabel={t('form.newWorkplace')}
        />
        <Divider />
        <SwitchField name="timetablesEnabled" label={t('form.timetablesEnabled')} />
        <SwitchField name="canSetTimetable" label={t('form.canSetTimetable')} />
        <SwitchField name="canCreateBookingsOutOfTimetables" label={t('form.canCreateOutside')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="color" select label={t('form.color')} sx={{ flex: 1 }}>
            {EVENT_COLORS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`colors.${c}`)}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            name="position"
            type="number"
            label={t('form.position')}
            helperText={t('form.positionHelp')}
            rules={['integer', ['min', 0]]}
            sx={{ flex: 1 }}
          />
        </Stack>
      </EntityForm>
    );
  }

  return (
    <>
      {deleteDialog}
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid="employee-panel">
        {body}
      </SidePanel>
      {nested && panels.isOpen('ADD_SERVICE') ? (
        <ServicePanel
          tier={2}
          onClose={() => panels.close('ADD_SERVICE')}
          onSaved={(sid) => void linkCreated('serviceIds', sid)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_WORKPLACE') ? (
        <WorkplacePanel
          tier={2}
          onClose={() => panels.close('ADD_WORKPLACE')}
          onSaved={(wid) => void linkCreated('workplaceIds', wid)}
        />
      ) : null}
    </>
  );
}
