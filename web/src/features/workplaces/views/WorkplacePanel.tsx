import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ConfigLinkField, NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { intOf } from '../../../components/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
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
  const panels = useWorkplacePanels();
  const detail = useQuery(WORKPLACE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
  });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const workplace = detail.data?.workplace;
  const locations = (lookups.data?.locationsAll ?? []).filter((l) => !l.closedFrom || l.id === workplace?.locationId);
  const panel = useConfigPanel<WorkplaceValues>({
    id,
    typename: 'Workplace',
    refetch: ['WorkplacesPage'],
    documents: {
      create: CREATE_WORKPLACE_MUTATION,
      update: UPDATE_WORKPLACE_MUTATION,
      remove: DELETE_WORKPLACE_MUTATION,
      verifyDelete: VERIFY_DELETE_WORKPLACE_QUERY,
    },
    toInput: (values) => ({
      name: values.name?.trim(),
      locationId: intOf(values.locationId),
      employees: (values.employeeIds ?? []).map((eid) => ({ id: eid })),
      services: (values.serviceIds ?? []).map((sid) => ({ id: sid })),
      machineIds: values.machineIds ?? [],
    }),
    renameField,
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  const initialValues = useMemo<Partial<WorkplaceValues>>(() => {
    if (id === undefined) {
      const only = lookups.data?.locationsAll.length === 1 ? String(lookups.data.locationsAll[0].id) : '';
      return { name: '', locationId: only, employeeIds: [], serviceIds: [], machineIds: [] };
    }
    if (!workplace) return {};
    return {
      name: workplace.name,
      locationId: String(workplace.locationId),
      employeeIds: (workplace.employees ?? []).map((e) => e.employeeId),
      serviceIds: workplace.services.map((s) => s.serviceId),
      machineIds: workplace.machines.map((m) => m.id),
    };
  }, [id, workplace, lookups.data]);

  return (
    <ConfigPanel<WorkplaceValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="workplace"
      entity={workplace}
      detail={detail}
      loading={!lookups.data}
      initialValues={initialValues}
      onClose={onClose}
      beside={
        nested ? (
          <NestedCreatePanels
            links={{ employee: 'employeeIds', service: 'serviceIds', machine: 'machineIds' }}
            panels={panels}
            onCreated={(field, x) => void panel.linkCreated(field, x)}
          />
        ) : null
      }
    >
      <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
      <TextInput name="locationId" select label={t('form.location')} rules={['required']}>
        {locations.map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>
            {l.name}
          </MenuItem>
        ))}
      </TextInput>
      <ConfigLinkField kind="employee" name="employeeIds" panels={nested ? panels : undefined} />
      <ConfigLinkField kind="service" name="serviceIds" panels={nested ? panels : undefined} />
      <ConfigLinkField kind="machine" name="machineIds" panels={nested ? panels : undefined} />
    </ConfigPanel>
  );
}
