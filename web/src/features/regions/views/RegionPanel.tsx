import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import type { FormApi } from 'final-form';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { LocationPanel } from '../../locations/views/LocationPanel.tsx';
import { FormApiCapture, LinkField, appendId } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import {
  CREATE_REGION_MUTATION,
  DELETE_REGION_MUTATION,
  REGIONS_PAGE_QUERY,
  UPDATE_REGION_MUTATION,
  VERIFY_DELETE_REGION_QUERY,
} from '../operations.ts';
import { useRegionPanels } from '../panels.ts';

interface RegionValues {
  name: string;
  locationIds: number[];
}

interface RegionPanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  nested?: boolean;
}

/** ADD_REGION / EDIT_REGION: a name and its locations. */
export function RegionPanel({ tier, id, onClose, onSaved, nested = false }: RegionPanelProps) {
  const { t } = useTranslation('regions');
  const client = useApolloClient();
  const panels = useRegionPanels();
  const formApi = useRef<FormApi<RegionValues> | null>(null);
  const editing = id !== undefined;
  const list = useQuery(REGIONS_PAGE_QUERY, { fetchPolicy: 'cache-first' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_REGION_MUTATION);
  const [update] = useMutation(UPDATE_REGION_MUTATION);
  const [deleteRegion] = useMutation(DELETE_REGION_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const region = list.data?.regionsAll.find((r) => r.id === id);

  const initialValues = useMemo<Partial<RegionValues>>(
    () => ({ name: region?.name ?? '', locationIds: region?.locations.map((l) => l.id) ?? [] }),
    [region],
  );
  const refresh = () =>
    client.refetchQueries({
      include: ['RegionsPage', 'LocationsPage', 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'],
    });
  const rename = (f: string) => (f.startsWith('location') ? 'locationIds' : f);

  const submit = async (values: RegionValues) => {
    const input = { name: values.name?.trim(), locationIds: values.locationIds ?? [] };
    if (editing) {
      const { data, error } = await update({ variables: { id, input } });
      const outcome = configOutcome(data?.updateRegion, ['Region'], error, rename);
      if (!outcome.ok) return outcome;
      await refresh();
      onSaved?.(id);
      return { ok: true as const, message: t('toast.edited', { name: values.name }) };
    }
    const { data, error } = await create({ variables: { input } });
    const result = data?.createRegion;
    const outcome = configOutcome(result, ['Region'], error, rename);
    if (!outcome.ok || result?.__typename !== 'Region') return outcome;
    await refresh();
    onSaved?.(result.id);
    return { ok: true as const, message: t('toast.added', { name: result.name }) };
  };

  const remove = async () => {
    if (!editing || !region) return;
    const done = await runDelete({
      name: region.name,
      deletedMessage: t('toast.deleted', { name: region.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_REGION_QUERY, variables: { id }, fetchPolicy: 'network-only' })).data
          ?.verifyDeleteRegion,
      remove: async () => {
        const { data, error } = await deleteRegion({ variables: { id } });
        return failureOf(data?.deleteRegion, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  return (
    <>
      {deleteDialog}
      <SidePanel
        open
        tier={tier}
        title={editing ? (region?.name ?? t('panel.edit')) : t('panel.add')}
        onClose={onClose}
        data-testid="region-panel"
      >
        <EntityForm<RegionValues>
          key={region?.id ?? 'new'}
          initialValues={initialValues}
          onSubmit={submit}
          onSaved={onClose}
          data-testid="region-form"
          secondaryActions={
            editing ? (
              <Button variant="danger" onClick={() => void remove()}>
                {t('panel.delete')}
              </Button>
            ) : null
          }
        >
          <FormApiCapture apiRef={formApi} />
          <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
          <LinkField
            name="locationIds"
            label={t('form.locations')}
            options={(lookups.data?.locationsAll ?? []).map((l) => ({ id: l.id, label: l.name }))}
            onCreate={nested ? () => panels.open('ADD_LOCATION') : undefined}
            createLabel={t('form.newLocation')}
          />
        </EntityForm>
      </SidePanel>
      {nested && panels.isOpen('ADD_LOCATION') ? (
        <LocationPanel
          tier={2}
          onClose={() => panels.close('ADD_LOCATION')}
          onSaved={(lid) => appendId(formApi, 'locationIds', lid)}
        />
      ) : null}
    </>
  );
}
