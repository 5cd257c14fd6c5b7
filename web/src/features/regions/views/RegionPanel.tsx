import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ConfigLinkField, NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
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
  const panels = useRegionPanels();
  const list = useQuery(REGIONS_PAGE_QUERY, { fetchPolicy: 'cache-first' });
  const region = list.data?.regionsAll.find((r) => r.id === id);
  const panel = useConfigPanel<RegionValues>({
    id,
    typename: 'Region',
    refetch: ['RegionsPage', 'LocationsPage'],
    documents: {
      create: CREATE_REGION_MUTATION,
      update: UPDATE_REGION_MUTATION,
      remove: DELETE_REGION_MUTATION,
      verifyDelete: VERIFY_DELETE_REGION_QUERY,
    },
    toInput: (values) => ({ name: values.name?.trim(), locationIds: values.locationIds ?? [] }),
    renameField: (f) => (f.startsWith('location') ? 'locationIds' : f),
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  const initialValues = useMemo<Partial<RegionValues>>(
    () => ({ name: region?.name ?? '', locationIds: region?.locations.map((l) => l.id) ?? [] }),
    [region],
  );

  return (
    <ConfigPanel<RegionValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="region"
      entity={region}
      detail={list}
      initialValues={initialValues}
      onClose={onClose}
      beside={
        nested ? (
          <NestedCreatePanels
            links={{ location: 'locationIds' }}
            panels={panels}
            onCreated={(field, lid) => void panel.linkCreated(field, lid)}
          />
        ) : null
      }
    >
      <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
      <ConfigLinkField kind="location" name="locationIds" panels={nested ? panels : undefined} />
    </ConfigPanel>
  );
}
