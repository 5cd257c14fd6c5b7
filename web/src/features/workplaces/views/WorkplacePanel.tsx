import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import type { FormApi } from 'final-form';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { EmployeePanel } from '../../employees/views/EmployeePanel.tsx';
import { MachinePanel } from '../../machines/views/MachinePanel.tsx';
import { ServicePanel } from '../../services/views/ServicePanel.tsx';
import { FormApiCapture, LinkField, appendId, intOf } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import {
  CREATE_WORKPLACE_MUTATION,
  DELETE_WORKPLACE_MUTATION,
  UPDATE_WORKPLACE_MUTATION,
  VERIFY_DELETE_WORKPLACE_QUERY,
  WORKPLACE_QUERY,
} from '../operations.ts';
import { useWorkplacePanels } from '../panels.ts';

export interface WorkplaceValues {
  name: string;
  locationId: string;
  employeeIds: number[];
  serviceIds: number[];
  machineIds: number[];
}

const renameField = (field: string): string => {
  if (field.startsWith('services')) return 'serviceIds';
  if (field.startsWith('employees')) return 'employeeIds';
  if (field.startsWith('machine')) return 'machineIds';
  return field;
};

interface WorkplacePanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  nested?: boolean;
}

/** ADD_WORKPLACE / EDIT_WORKPLACE: name, location, the employees, services and machines it has. */
export function WorkplacePanel({ tier, id, onClose, onSaved, nested = false }: WorkplacePanelProps) {
  const { t } = useTranslation('workplaces');
  const client = useApolloClient();
  const panels = useWorkplacePanels();
  const formApi = useRef<FormApi<WorkplaceValues> | null>(null);
  const editing = id !== undefined;
  const detail = useQuery(WORKPLACE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_WORKPLACE_MUTATION);
  const [update] = useMutation(UPDATE_WORKPLACE_MUTATION);
  const [deleteWorkplace] = useMutation(DELETE_WORKPLACE_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const workplace = detail.data?.workplace;
  const locations = (lookups.data?.locationsAll ?? []).filter((l) => !l.closedFrom || l.id === workplace?.locationId);

  const initialValues = useMemo<Partial<WorkplaceValues>>(() => {
    if (!editing) {
      const only = lookups.data?.locationsAll.length === 1 ? String(lookups.data.locationsAll[0].id) : '';
      return { name: '', locationId: only, employeeIds: [], serviceIds: [], machineIds: [] };
    }
    if (!workplace) return {};
    return {
      name: workplace.name,
      locationId: String(workplace.locationId),
      employeeIds: workplace.employees.map((e) => e.employeeId),
      serviceIds: workplace.services.map((s) => s.serviceId),
      machineIds: workplace.machines.map((m) => m.id),
    };
  }, [editing, workplace, lookups.data]);

  const refresh = () =>
    client.refetchQueries({ include: ['WorkplacesPage', 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'] });

  const toInput = (values: WorkplaceValues) => ({
    name: values.name?.trim(),
    locationId: intOf(values.locationId),
    employees: (values.employeeIds ?? []).map((eid) => ({ id: eid })),
    services: (values.serviceIds ?? []).map((sid) => ({ id: sid })),
    machineIds: values.machineIds ?? [],
  });

  const submit = async (values: WorkplaceValues) => {
    if (editing) {
      const { data, error } = await update({ variables: { id, input: toInput(values) } });
      const outcome = configOutcome(data?.updateWorkplace, ['Workplace'], error, renameField);
      if (!outcome.ok) return outcome;
      await refresh();
      onSaved?.(id);
      return { ok: true as const, message: t('toast.edited', { name: values.name }) };
    }
    const { data, error } = await create({ variables: { input: toInput(values) } });
    const result = data?.createWorkplace;
    const outcome = configOutcome(result, ['Workplace'], error, renameField);
    if (!outcome.ok || result?.__typename !== 'Workplace') return outcome;
    await refresh();
    onSaved?.(result.id);
    return { ok: true as const, message: t('toast.added', { name: result.name }) };
  };

  // A next-tier entity is linked when the workplace is saved (the form holds the link until then),
  // and at once when the workplace already exists.
  const linkCreated = async (field: 'employeeIds' | 'serviceIds' | 'machineIds', newId: number) => {
    appendId(formApi, field, newId);
    const form = formApi.current;
    if (!editing || !form) return;
    await update({ variables: { id, input: toInput(form.getState().values) } });
    await refresh();
  };

  const remove = async () => {
    if (!editing || !workplace) return;
    const done = await runDelete({
      name: workplace.name,
      deletedMessage: t('toast.deleted', { name: workplace.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_WORKPLACE_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteWorkplace,
      remove: async () => {
        const { data, error } = await deleteWorkplace({ variables: { id } });
        return failureOf(data?.deleteWorkplace, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  const title = editing ? (workplace?.name ?? t('panel.edit')) : t('panel.add');
  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if ((editing && !workplace) || !lookups.data) body = <Skeleton variant="rounded" height={240} />;
  else {
    body = (
      <EntityForm<WorkplaceValues>
        key={workplace?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="workplace-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()} data-testid="workplace-delete">
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <FormApiCapture apiRef={formApi} />
        <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
        <TextInput name="locationId" select label={t('form.location')} rules={['required']}>
          {locations.map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.name}
            </MenuItem>
          ))}
        </TextInput>
        <LinkField
          name="employeeIds"
          label={t('form.employees')}
          options={(lookups.data?.employeesAll ?? []).map((e) => ({ id: e.id, label: e.name }))}
          onCreate={nested ? () => panels.open('ADD_EMPLOYEE') : undefined}
          createLabel={t('form.newEmployee')}
        />
        <LinkField
          name="serviceIds"
          label={t('form.services')}
          options={(lookups.data?.servicesAll ?? []).map((s) => ({ id: s.id, label: s.name }))}
          onCreate={nested ? () => panels.open('ADD_SERVICE') : undefined}
          createLabel={t('form.newService')}
        />
        <LinkField
          name="machineIds"
          label={t('form.machines')}
          options={(lookups.data?.machinesAll ?? []).map((m) => ({ id: m.id, label: m.name }))}
          onCreate={nested ? () => panels.open('ADD_MACHINE') : undefined}
          createLabel={t('form.newMachine')}
        />
      </EntityForm>
    );
  }

  return (
    <>
      {deleteDialog}
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid="workplace-panel">
        {body}
      </SidePanel>
      {nested && panels.isOpen('ADD_EMPLOYEE') ? (
        <EmployeePanel
          tier={2}
          onClose={() => panels.close('ADD_EMPLOYEE')}
          onSaved={(x) => void linkCreated('employeeIds', x)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_SERVICE') ? (
        <ServicePanel
          tier={2}
          onClose={() => panels.close('ADD_SERVICE')}
          onSaved={(x) => void linkCreated('serviceIds', x)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_MACHINE') ? (
        <MachinePanel
          tier={2}
          onClose={() => panels.close('ADD_MACHINE')}
          onSaved={(x) => void linkCreated('machineIds', x)}
        />
      ) : null}
    </>
  );
}
