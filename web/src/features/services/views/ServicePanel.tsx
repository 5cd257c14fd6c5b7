import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { TranslatedFields } from '../../../components/form/TranslatedFields.tsx';
import { useVendorLanguage } from '../../../lib/useVendorZone.ts';
import { formatCurrency } from '../../../domain/money.ts';
import { NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { rappenOf, SwitchField } from '../../../components/config/fields.tsx';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
import { AddCategoryButton } from '../components/CategoryDialog.tsx';
import { PartsField } from '../components/PartsField.tsx';
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
import { ServiceLinkFields } from './ServiceLinkFields.tsx';
import { initialServiceValues, renameField, type ServiceValues, toInput } from './serviceValues.ts';

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
  const defaultLanguage = useVendorLanguage();
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
    renameField: (field) => renameField(field, defaultLanguage),
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

  const initialValues = useMemo(() => initialServiceValues(id === undefined, service), [id, service]);

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
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
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
      <TranslatedFields name="name" label={t('form.name')} defaultLanguage={defaultLanguage} required maxLength={200} />
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
        <Typography variant="caption" color="textSecondary">
          {t('form.durationHelp')}
        </Typography>
      ) : null}
      <SwitchField name="fixedDuration" label={t('form.fixedDuration')} />
      <PartsField />
      <ServiceLinkFields editing={editing} service={service} nested={nested} others={others} />
    </ConfigPanel>
  );
}
