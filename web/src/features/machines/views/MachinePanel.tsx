import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FormApi } from 'final-form';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { ServicePanel } from '../../services/views/ServicePanel.tsx';
import { FormApiCapture, LinkField, appendId, intOf } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import { WorkplacePanel } from '../../workplaces/views/WorkplacePanel.tsx';
import { ModelDialog } from '../components/ModelDialog.tsx';
import {
  CREATE_MACHINE_MUTATION,
  DELETE_MACHINE_MUTATION,
  MACHINE_QUERY,
  UPDATE_MACHINE_MUTATION,
  VERIFY_DELETE_MACHINE_QUERY,
} from '../operations.ts';
import { useMachinePanels } from '../panels.ts';

export interface MachineValues {
  name: string;
  locationId: string;
  machineModelId: string;
  serviceIds: number[];
  workplaceIds: number[];
}

const renameField = (field: string): string => {
  if (field.startsWith('services')) return 'serviceIds';
  if (field.startsWith('workplace')) return 'workplaceIds';
  return field;
};

interface MachinePanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  nested?: boolean;
}

/** ADD_MACHINE / EDIT_MACHINE: a shared resource of a model at a location, its services and workplaces. */
export function MachinePanel({ tier, id, onClose, onSaved, nested = false }: MachinePanelProps) {
  const { t } = useTranslation('machines');
  const client = useApolloClient();
  const panels = useMachinePanels();
  const formApi = useRef<FormApi<MachineValues> | null>(null);
  const [modelOpen, setModelOpen] = useState(false);
  const editing = id !== undefined;
  const detail = useQuery(MACHINE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_MACHINE_MUTATION);
  const [update] = useMutation(UPDATE_MACHINE_MUTATION);
  const [deleteMachine] = useMutation(DELETE_MACHINE_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const machine = detail.data?.machine;

  const initialValues = useMemo<Partial<MachineValues>>(() => {
    if (!editing) {
      const only = lookups.data?.locationsAll.length === 1 ? String(lookups.data.locationsAll[0].id) : '';
      return { name: '', locationId: only, machineModelId: '', serviceIds: [], workplaceIds: [] };
    }
    if (!machine) return {};
    return {
      name: machine.name,
      locationId: String(machine.locationId),
      machineModelId: String(machine.machineModelId),
      serviceIds: machine.services.map((s) => s.serviceId),
      workplaceIds: machine.workplaces.map((w) => w.id),
    };
  }, [editing, machine, lookups.data]);

  const refresh = () =>
    client.refetchQueries({ include: ['MachinesPage', 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'] });

  const toInput = (values: MachineValues) => ({
    name: values.name?.trim(),
    locationId: intOf(values.locationId),
    machineModelId: intOf(values.machineModelId),
    services: (values.serviceIds ?? []).map((sid) => ({ id: sid })),
    workplaceIds: values.workplaceIds ?? [],
  });

  const submit = async (values: MachineValues) => {
    if (editing) {
      const { data, error } = await update({ variables: { id, input: toInput(values) } });
      const outcome = configOutcome(data?.updateMachine, ['Machine'], error, renameField);
      if (!outcome.ok) return outcome;
      await refresh();
      onSaved?.(id);
      return { ok: true as const, message: t('toast.edited', { name: values.name }) };
    }
    const { data, error } = await create({ variables: { input: toInput(values) } });
    const result = data?.createMachine;
    const outcome = configOutcome(result, ['Machine'], error, renameField);
    if (!outcome.ok || result?.__typename !== 'Machine') return outcome;
    await refresh();
    onSaved?.(result.id);
    return { ok: true as const, message: t('toast.added', { name: result.name }) };
  };

  const linkCreated = async (field: 'serviceIds' | 'workplaceIds', newId: number) => {
    appendId(formApi, field, newId);
    const form = formApi.current;
    if (!editing || !form) return;
    await update({ variables: { id, input: toInput(form.getState().values) } });
    await refresh();
  };

  const remove = async () => {
    if (!editing || !machine) return;
    const done = await runDelete({
      name: machine.name,
      deletedMessage: t('toast.deleted', { name: machine.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_MACHINE_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteMachine,
      remove: async () => {
        const { data, error } = await deleteMachine({ variables: { id } });
        return failureOf(data?.deleteMachine, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  const title = editing ? (machine?.name ?? t('panel.edit')) : t('panel.add');
  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if ((editing && !machine) || !lookups.data) body = <Skeleton variant="rounded" height={240} />;
  else {
    body = (
      <EntityForm<MachineValues>
        key={machine?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="machine-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()} data-testid="machine-delete">
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <FormApiCapture apiRef={formApi} />
        <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
        <TextInput name="locationId" select label={t('form.location')} rules={['required']}>
          {(lookups.data?.locationsAll ?? []).map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.name}
            </MenuItem>
          ))}
        </TextInput>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput name="machineModelId" select label={t('form.model')} rules={['required']} sx={{ flex: 1 }}>
            {(lookups.data?.machineModelsAll ?? []).map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.name}
              </MenuItem>
            ))}
          </TextInput>
          <IconButton aria-label={t('model.add')} onClick={() => setModelOpen(true)} sx={{ mt: 1 }}>
            <AddIcon />
          </IconButton>
        </Stack>
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
      </EntityForm>
    );
  }

  return (
    <>
      {deleteDialog}
      <ModelDialog
        open={modelOpen}
        onClose={() => setModelOpen(false)}
        onSaved={(mid) => formApi.current?.change('machineModelId', String(mid))}
      />
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid="machine-panel">
        {body}
      </SidePanel>
      {nested && panels.isOpen('ADD_SERVICE') ? (
        <ServicePanel
          tier={2}
          onClose={() => panels.close('ADD_SERVICE')}
          onSaved={(x) => void linkCreated('serviceIds', x)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_WORKPLACE') ? (
        <WorkplacePanel
          tier={2}
          onClose={() => panels.close('ADD_WORKPLACE')}
          onSaved={(x) => void linkCreated('workplaceIds', x)}
        />
      ) : null}
    </>
  );
}
