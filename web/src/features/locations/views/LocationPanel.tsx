import '../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { SwitchField, intOf } from '../../../components/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
import { LocationStatus } from '../components/LocationStatus.tsx';
import {
  CREATE_LOCATION_MUTATION,
  DELETE_LOCATION_MUTATION,
  LOCATION_QUERY,
  UPDATE_LOCATION_MUTATION,
  VERIFY_DELETE_LOCATION_QUERY,
} from '../operations.ts';
import { useLocationPanels } from '../panels.ts';
import { formatPhone } from '../../../domain/phone.ts';

export interface LocationValues {
  name: string;
  shortName: string;
  slug: string;
  regionId: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  isPublic: boolean;
}

const toInput = (values: LocationValues) => ({
  name: values.name?.trim(),
  shortName: values.shortName?.trim(),
  slug: values.slug?.trim() || undefined,
  regionId: intOf(values.regionId) ?? null,
  street: values.street?.trim() ?? '',
  zip: values.zip?.trim() ?? '',
  city: values.city?.trim() ?? '',
  phone: values.phone?.trim() || null,
  email: values.email?.trim() || null,
  isPublic: Boolean(values.isPublic),
});

interface LocationPanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  nested?: boolean;
}

/** ADD_LOCATION / EDIT_LOCATION: address, short name (max 5), slug, region; close, reopen, delete. */
export function LocationPanel({ tier, id, onClose, onSaved, nested = false }: LocationPanelProps) {
  const { t } = useTranslation('locations');
  const panels = useLocationPanels();
  const detail = useQuery(LOCATION_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
  });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const location = detail.data?.location;
  const panel = useConfigPanel<LocationValues>({
    id,
    typename: 'Location',
    refetch: ['LocationsPage', 'LocationDetail', 'OnboardingStatus'],
    documents: {
      create: CREATE_LOCATION_MUTATION,
      update: UPDATE_LOCATION_MUTATION,
      remove: DELETE_LOCATION_MUTATION,
      verifyDelete: VERIFY_DELETE_LOCATION_QUERY,
    },
    toInput,
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  const initialValues = useMemo<Partial<LocationValues>>(() => {
    if (id === undefined) {
      return {
        name: '',
        shortName: '',
        slug: '',
        regionId: '',
        street: '',
        zip: '',
        city: '',
        phone: '',
        email: '',
        isPublic: true,
      };
    }
    if (!location) return {};
    return {
      name: location.name,
      shortName: location.shortName,
      slug: location.slug,
      regionId: location.regionId ? String(location.regionId) : '',
      street: location.street,
      zip: location.zip,
      city: location.city,
      phone: formatPhone(location.phone),
      email: location.email ?? '',
      isPublic: location.isPublic,
    };
  }, [id, location]);

  return (
    <ConfigPanel<LocationValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="location"
      entity={location}
      detail={detail}
      skeletonHeight={320}
      initialValues={initialValues}
      onClose={onClose}
      footer={
        location ? (
          <>
            <Divider sx={{ my: 3 }} />
            <LocationStatus location={location} onChanged={() => void panel.refresh()} />
          </>
        ) : null
      }
      beside={
        nested ? (
          <NestedCreatePanels
            links={{ region: 'regionId' }}
            panels={panels}
            onCreated={(_, rid) => panel.formApi.current?.change('regionId', String(rid))}
          />
        ) : null
      }
    >
      <TextInput name="name" label={t('form.name')} rules={['required', ['maxLength', 100]]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="shortName"
          label={t('form.shortName')}
          helperText={t('form.shortNameHelp')}
          rules={['required', ['maxLength', 5]]}
          sx={{ flex: 1 }}
        />
        <TextInput name="slug" label={t('form.slug')} helperText={t('form.slugHelp')} sx={{ flex: 2 }} />
      </Stack>
      <TextInput name="street" label={t('form.street')} rules={['required']} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="zip" label={t('form.zip')} rules={['required', ['maxLength', 10]]} sx={{ flex: 1 }} />
        <TextInput name="city" label={t('form.city')} rules={['required']} sx={{ flex: 2 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="phone" label={t('form.phone')} rules={['phone']} sx={{ flex: 1 }} />
        <TextInput name="email" type="email" label={t('form.email')} rules={['email']} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput name="regionId" select label={t('form.region')} sx={{ flex: 1 }}>
          <MenuItem value="">{t('form.noRegion')}</MenuItem>
          {(lookups.data?.regionsAll ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextInput>
        {nested ? (
          <Button variant="text" onClick={() => panels.open('ADD_REGION')} sx={{ mt: 1 }}>
            {t('form.newRegion')}
          </Button>
        ) : null}
      </Stack>
      <SwitchField name="isPublic" label={t('form.isPublic')} />
    </ConfigPanel>
  );
}
