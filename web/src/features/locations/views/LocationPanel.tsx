import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FormApi } from 'final-form';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { RegionPanel } from '../../regions/views/RegionPanel.tsx';
import { FormApiCapture, SwitchField, intOf } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import { LocationStatus } from '../components/LocationStatus.tsx';
import {
  CREATE_LOCATION_MUTATION,
  DELETE_LOCATION_MUTATION,
  LOCATION_QUERY,
  UPDATE_LOCATION_MUTATION,
  VERIFY_DELETE_LOCATION_QUERY,
} from '../operations.ts';
import { useLocationPanels } from '../panels.ts';

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
  const client = useApolloClient();
  const panels = useLocationPanels();
  const formApi = useRef<FormApi<LocationValues> | null>(null);
  const editing = id !== undefined;
  const detail = useQuery(LOCATION_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_LOCATION_MUTATION);
  const [update] = useMutation(UPDATE_LOCATION_MUTATION);
  const [deleteLocation] = useMutation(DELETE_LOCATION_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const location = detail.data?.location;

  const initialValues = useMemo<Partial<LocationValues>>(() => {
    if (!editing) {
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
      phone: location.phone ?? '',
      email: location.email ?? '',
      isPublic: location.isPublic,
    };
  }, [editing, location]);

  const refresh = () =>
    client.refetchQueries({
      include: [
        'LocationsPage',
        'LocationDetail',
        'ConfigurationErrors',
        'SidebarData',
        'ConfigLookups',
        'OnboardingStatus',
      ],
    });

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

  const submit = async (values: LocationValues) => {
    if (editing) {
      const { data, error } = await update({ variables: { id, input: toInput(values) } });
      const outcome = configOutcome(data?.updateLocation, ['Location'], error);
      if (!outcome.ok) return outcome;
      await refresh();
      onSaved?.(id);
      return { ok: true as const, message: t('toast.edited', { name: values.name }) };
    }
    const { data, error } = await create({ variables: { input: toInput(values) } });
    const result = data?.createLocation;
    const outcome = configOutcome(result, ['Location'], error);
    if (!outcome.ok || result?.__typename !== 'Location') return outcome;
    await refresh();
    onSaved?.(result.id);
    return { ok: true as const, message: t('toast.added', { name: result.name }) };
  };

  const remove = async () => {
    if (!editing || !location) return;
    const done = await runDelete({
      name: location.name,
      deletedMessage: t('toast.deleted', { name: location.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_LOCATION_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteLocation,
      remove: async () => {
        const { data, error } = await deleteLocation({ variables: { id } });
        return failureOf(data?.deleteLocation, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  const title = editing ? (location?.name ?? t('panel.edit')) : t('panel.add');
  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (editing && !location) body = <Skeleton variant="rounded" height={320} />;
  else {
    body = (
      <>
        <EntityForm<LocationValues>
          key={location?.id ?? 'new'}
          initialValues={initialValues}
          onSubmit={submit}
          onSaved={onClose}
          data-testid="location-form"
          secondaryActions={
            editing ? (
              <Button variant="danger" onClick={() => void remove()} data-testid="location-delete">
                {t('panel.delete')}
              </Button>
            ) : null
          }
        >
          <FormApiCapture apiRef={formApi} />
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
        </EntityForm>
        {editing && location ? (
          <>
            <Divider sx={{ my: 3 }} />
            <LocationStatus location={location} onChanged={() => void refresh()} />
          </>
        ) : null}
      </>
    );
  }

  return (
    <>
      {deleteDialog}
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid="location-panel">
        {body}
      </SidePanel>
      {nested && panels.isOpen('ADD_REGION') ? (
        <RegionPanel
          tier={2}
          onClose={() => panels.close('ADD_REGION')}
          onSaved={(rid) => formApi.current?.change('regionId', String(rid))}
        />
      ) : null}
    </>
  );
}
