import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ConfigLinkField, NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { intOf } from '../../../components/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
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
  const panels = useMachinePanels();
  const [modelOpen, setModelOpen] = useState(false);
  const detail = useQuery(MACHINE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
  });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const machine = detail.data?.machine;
  const panel = useConfigPanel<MachineValues>({
    id,
    typename: 'Machine',
    refetch: ['MachinesPage'],
    documents: {
      create: CREATE_MACHINE_MUTATION,
      update: UPDATE_MACHINE_MUTATION,
      remove: DELETE_MACHINE_MUTATION,
      verifyDelete: VERIFY_DELETE_MACHINE_QUERY,
    },
    toInput: (values) => ({
      name: values.name?.trim(),
      locationId: intOf(values.locationId),
      machineModelId: intOf(values.machineModelId),
      services: (values.serviceIds ?? []).map((sid) => ({ id: sid })),
      workplaceIds: values.workplaceIds ?? [],
    }),
    renameField,
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  const initialValues = useMemo<Partial<MachineValues>>(() => {
    if (id === undefined) {
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
  }, [id, machine, lookups.data]);

  return (
    <ConfigPanel<MachineValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="machine"
      entity={machine}
      detail={detail}
      loading={!lookups.data}
      initialValues={initialValues}
      onClose={onClose}
      beside={
        <>
          <ModelDialog
            open={modelOpen}
            onClose={() => setModelOpen(false)}
            onSaved={(mid) => panel.formApi.current?.change('machineModelId', String(mid))}
          />
          {nested ? (
            <NestedCreatePanels
              links={{ service: 'serviceIds', workplace: 'workplaceIds' }}
              panels={panels}
              onCreated={(field, x) => void panel.linkCreated(field, x)}
            />
          ) : null}
        </>
      }
    >
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
      <ConfigLinkField kind="service" name="serviceIds" panels={nested ? panels : undefined} />
      <ConfigLinkField kind="workplace" name="workplaceIds" panels={nested ? panels : undefined} />
    </ConfigPanel>
  );
}
