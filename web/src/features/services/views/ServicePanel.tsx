import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { formatCurrency, today } from '../../../lib/format.ts';
import { ConfigLinkField, NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import {
  intOf,
  LinkField,
  linksOf,
  type PreferenceValue,
  prefsOf,
  rappenOf,
  SwitchField,
} from '../../../components/config/fields.tsx';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
import { AddCategoryButton } from '../components/CategoryDialog.tsx';
import { type PartValue, PartsField } from '../components/PartsField.tsx';
import {
  CREATE_SERVICE_MUTATION,
  DELETE_SERVICE_MUTATION,
  VERIFY_DELETE_SERVICE_QUERY,
  SERVICE_QUERY,
  SERVICES_PAGE_QUERY,
  SET_SERVICE_EMPLOYEES_MUTATION,
  SET_SERVICE_MACHINES_MUTATION,
  SET_SERVICE_WORKPLACES_MUTATION,
  UPDATE_SERVICE_MUTATION,
} from '../operations.ts';
import { useServicePanels } from '../panels.ts';
import { PriceHistory } from './PriceHistory.tsx';

/** The update input of a service from the form (the create input adds the first price). */
const toInput = (values: ServiceValues) => {
  const names = [{ language: 'fr' as const, name: values.nameFr?.trim() ?? '' }];
  if (values.nameEn?.trim()) names.push({ language: 'en' as never, name: values.nameEn.trim() });
  return {
    names,
    categoryId: intOf(values.categoryId) ?? null,
    parentId: intOf(values.parentId) ?? null,
    duration: intOf(values.duration),
    breakDuration: intOf(values.breakDuration) ?? 0,
    clientExitDuration: intOf(values.clientExitDuration) ?? 0,
    fixedDuration: Boolean(values.fixedDuration),
    onlineBookable: Boolean(values.onlineBookable),
    parts: (values.parts ?? []).map((p) => ({
      minutesFromStart: intOf(p.minutesFromStart) ?? 0,
      duration: intOf(p.duration) ?? 0,
    })),
    // With their preferences (spec §3): a save never resets them.
    employees: linksOf(values.employeeIds, values.employeePrefs),
    workplaces: linksOf(values.workplaceIds, values.workplacePrefs),
    machines: linksOf(values.machineIds, values.machinePrefs),
    // Several services in one booking are done by ascending execution order (spec §3).
    executionOrder: intOf(values.executionOrder) ?? 0,
    associatedServiceIds: values.associatedServiceIds ?? [],
  };
};

export interface ServiceValues {
  nameFr: string;
  nameEn: string;
  categoryId: string;
  parentId: string;
  duration: string;
  breakDuration: string;
  clientExitDuration: string;
  fixedDuration: boolean;
  onlineBookable: boolean;
  parts: PartValue[];
  price: string;
  priceFrom: string;
  employeeIds: number[];
  workplaceIds: number[];
  machineIds: number[];
  employeePrefs: Record<string, PreferenceValue>;
  workplacePrefs: Record<string, PreferenceValue>;
  machinePrefs: Record<string, PreferenceValue>;
  executionOrder: string;
  associatedServiceIds: number[];
}

// Server field paths → form fields.
const renameField = (field: string): string => {
  if (field.startsWith('names.0')) return 'nameFr';
  if (field.startsWith('names.1')) return 'nameEn';
  if (field.startsWith('names')) return 'nameFr';
  if (field.startsWith('prices.0.amount')) return 'price';
  if (field.startsWith('prices')) return 'priceFrom';
  if (field.startsWith('parts')) return 'parts';
  if (field.startsWith('employees')) return 'employeeIds';
  if (field.startsWith('workplaces')) return 'workplaceIds';
  if (field.startsWith('machines')) return 'machineIds';
  if (field.startsWith('associatedServiceIds')) return 'associatedServiceIds';
  return field;
};

interface ServicePanelProps {
  tier: number;
  /** The service being edited; undefined to add one. */
  id?: number;
  onClose: () => void;
  /** After a save, with the service's id (a panel of the next tier links it). */
  onSaved?: (id: number) => void;
  /** Only on the services screen: the next-tier panels (add employee, workplace, machine). */
  nested?: boolean;
}

/** ADD_SERVICE / EDIT_SERVICE (spec §2): names, category, durations and parts, prices, links, visibility. */
export function ServicePanel({ tier, id, onClose, onSaved, nested = false }: ServicePanelProps) {
  const { t } = useTranslation('services');
  const panels = useServicePanels();
  const editing = id !== undefined;
  const detail = useQuery(SERVICE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const page = useQuery(SERVICES_PAGE_QUERY, { fetchPolicy: 'cache-first' });
  const [setEmployees] = useMutation(SET_SERVICE_EMPLOYEES_MUTATION);
  const [setWorkplaces] = useMutation(SET_SERVICE_WORKPLACES_MUTATION);
  const [setMachines] = useMutation(SET_SERVICE_MACHINES_MUTATION);
  const service = detail.data?.service;
  const panel = useConfigPanel<ServiceValues>({
    id,
    typename: 'Service',
    // The onboarding prompt and the sidebar highlight move on to the next step at once.
    refetch: ['ServicesPage', 'OnboardingStatus'],
    documents: {
      create: CREATE_SERVICE_MUTATION,
      update: UPDATE_SERVICE_MUTATION,
      remove: DELETE_SERVICE_MUTATION,
      verifyDelete: VERIFY_DELETE_SERVICE_QUERY,
    },
    toInput,
    createInput: (values) => {
      const amount = rappenOf(values.price);
      return {
        ...toInput(values),
        prices: amount === undefined ? [] : [{ amount, validFrom: values.priceFrom || null }],
      };
    },
    renameField,
    // Spec §2: a next-tier panel's new entity is linked to the service at once when it exists.
    link: (field, ids) => {
      const variables = { id: id ?? 0, ids };
      if (field === 'employeeIds') return setEmployees({ variables });
      if (field === 'workplaceIds') return setWorkplaces({ variables });
      return setMachines({ variables });
    },
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  const initialValues = useMemo<Partial<ServiceValues>>(() => {
    if (id === undefined) {
      return {
        nameFr: '',
        nameEn: '',
        categoryId: '',
        parentId: '',
        duration: '30',
        breakDuration: '0',
        clientExitDuration: '0',
        fixedDuration: false,
        onlineBookable: true,
        parts: [],
        price: '',
        priceFrom: today(),
        employeeIds: [],
        workplaceIds: [],
        machineIds: [],
        employeePrefs: {},
        workplacePrefs: {},
        machinePrefs: {},
        executionOrder: '0',
        associatedServiceIds: [],
      };
    }
    if (!service) return {};
    const name = (lang: string) => service.translations.find((tr) => tr.language === lang)?.name ?? '';
    return {
      nameFr: name('fr') || service.name,
      nameEn: name('en'),
      categoryId: service.categoryId ? String(service.categoryId) : '',
      parentId: service.parentId ? String(service.parentId) : '',
      duration: String(service.duration),
      breakDuration: String(service.breakDuration),
      clientExitDuration: String(service.clientExitDuration),
      fixedDuration: service.fixedDuration,
      onlineBookable: service.onlineBookable,
      parts: service.parts.map((p) => ({ minutesFromStart: String(p.minutesFromStart), duration: String(p.duration) })),
      employeeIds: service.employeeIds,
      workplaceIds: service.workplaces.map((w) => w.workplaceId),
      machineIds: service.machines.map((m) => m.machineId),
      employeePrefs: prefsOf(service.employees, 'employeeId'),
      workplacePrefs: prefsOf(service.workplaces, 'workplaceId'),
      machinePrefs: prefsOf(service.machines, 'machineId'),
      executionOrder: String(service.executionOrder),
      associatedServiceIds: service.associatedServiceIds,
    };
  }, [id, service]);

  const categories = page.data?.categoriesAll ?? [];
  const parents = (page.data?.servicesAll ?? []).filter((s) => s.id !== id && !s.parentId);
  const others = (page.data?.servicesAll ?? []).filter((s) => s.id !== id).map((s) => ({ id: s.id, label: s.name }));

  return (
    <ConfigPanel<ServiceValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="service"
      entity={service}
      detail={detail}
      skeletonHeight={320}
      initialValues={initialValues}
      onClose={onClose}
      footer={
        editing && service?.price != null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('form.currentPrice', { price: formatCurrency(service.price) })}
          </Typography>
        ) : null
      }
      beside={
        nested ? (
          <NestedCreatePanels
            links={{ employee: 'employeeIds', workplace: 'workplaceIds', machine: 'machineIds' }}
            panels={panels}
            onCreated={(field, x) => void panel.linkCreated(field, x)}
          />
        ) : null
      }
    >
      <TextInput name="nameFr" label={t('form.nameFr')} rules={['required', ['maxLength', 200]]} />
      <TextInput name="nameEn" label={t('form.nameEn')} rules={[['maxLength', 200]]} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput name="categoryId" select label={t('form.category')} sx={{ flex: 1 }}>
          <MenuItem value="">{t('form.noCategory')}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextInput>
        <AddCategoryButton onCreated={(cid) => panel.formApi.current?.change('categoryId', String(cid))} />
      </Stack>
      <TextInput name="parentId" select label={t('form.parent')} helperText={t('form.parentHelp')}>
        <MenuItem value="">{t('form.noParent')}</MenuItem>
        {parents.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextInput>
      <Divider />
      <Typography variant="subtitle1">{t('form.durations')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput
          name="duration"
          type="number"
          label={t('form.duration')}
          rules={['required', 'integer', ['min', 5], ['divider', 5]]}
        />
        <TextInput
          name="breakDuration"
          type="number"
          label={t('form.break')}
          rules={['integer', ['min', 0], ['divider', 5]]}
        />
        <TextInput
          name="clientExitDuration"
          type="number"
          label={t('form.clientExit')}
          rules={['integer', ['min', 0], ['divider', 5]]}
        />
      </Stack>
      {editing ? (
        <Typography variant="caption" color="text.secondary">
          {t('form.durationHelp')}
        </Typography>
      ) : null}
      <SwitchField name="fixedDuration" label={t('form.fixedDuration')} />
      <PartsField />
      <Divider />
      <Typography variant="subtitle1">{t('form.price')}</Typography>
      {editing && service ? (
        <PriceHistory serviceId={service.id} prices={service.prices ?? []} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput name="price" label={t('form.priceChf')} rules={['double']} inputMode="decimal" />
          <DateInput name="priceFrom" label={t('form.priceFrom')} />
        </Stack>
      )}
      <Divider />
      <Typography variant="subtitle1">{t('form.links')}</Typography>
      <ConfigLinkField
        kind="employee"
        name="employeeIds"
        preferencesName="employeePrefs"
        panels={nested ? panels : undefined}
      />
      <ConfigLinkField
        kind="workplace"
        name="workplaceIds"
        preferencesName="workplacePrefs"
        panels={nested ? panels : undefined}
      />
      <ConfigLinkField
        kind="machine"
        name="machineIds"
        preferencesName="machinePrefs"
        panels={nested ? panels : undefined}
      />
      <Divider />
      <Typography variant="subtitle1">{t('form.severalServices')}</Typography>
      <LinkField
        name="associatedServiceIds"
        label={t('form.associated')}
        options={others}
        helperText={t('form.associatedHelp')}
      />
      <TextInput
        name="executionOrder"
        type="number"
        label={t('form.executionOrder')}
        helperText={t('form.executionOrderHelp')}
        rules={['integer', ['min', 0], ['max', 1000]]}
      />
      <SwitchField name="onlineBookable" label={t('form.onlineBookable')} />
      {service?.childServices.length ? (
        <Box>
          <ListSubheader disableSticky sx={{ px: 0 }}>
            {t('form.children')}
          </ListSubheader>
          <Typography variant="body2">{service.childServices.map((c) => c.name).join(', ')}</Typography>
        </Box>
      ) : null}
    </ConfigPanel>
  );
}
