import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { formatCurrency, today } from '../../../lib/format.ts';
import { EmployeePanel } from '../../employees/views/EmployeePanel.tsx';
import { MachinePanel } from '../../machines/views/MachinePanel.tsx';
import { FormApiCapture, LinkField, SwitchField, appendId, intOf, rappenOf } from '../../settings/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../settings/config/operations.ts';
import { configOutcome, failureOf } from '../../settings/config/outcome.ts';
import { useDeleteFlow } from '../../settings/config/useDeleteFlow.tsx';
import { WorkplacePanel } from '../../workplaces/views/WorkplacePanel.tsx';
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
  const client = useApolloClient();
  const panels = useServicePanels();
  const formApi = useRef<FormApi<ServiceValues> | null>(null);
  const editing = id !== undefined;
  const detail = useQuery(SERVICE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const page = useQuery(SERVICES_PAGE_QUERY, { fetchPolicy: 'cache-first' });
  const [create] = useMutation(CREATE_SERVICE_MUTATION);
  const [update] = useMutation(UPDATE_SERVICE_MUTATION);
  const [setEmployees] = useMutation(SET_SERVICE_EMPLOYEES_MUTATION);
  const [setWorkplaces] = useMutation(SET_SERVICE_WORKPLACES_MUTATION);
  const [setMachines] = useMutation(SET_SERVICE_MACHINES_MUTATION);
  const [deleteService] = useMutation(DELETE_SERVICE_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const service = detail.data?.service;

  const initialValues = useMemo<Partial<ServiceValues>>(() => {
    if (!editing) {
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
    };
  }, [editing, service]);

  const refresh = () =>
    client.refetchQueries({ include: ['ServicesPage', 'ConfigurationErrors', 'SidebarData', 'ConfigLookups'] });

  const submit = async (values: ServiceValues) => {
    const names = [{ language: 'fr' as const, name: values.nameFr?.trim() ?? '' }];
    if (values.nameEn?.trim()) names.push({ language: 'en' as never, name: values.nameEn.trim() });
    const input = {
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
      employees: (values.employeeIds ?? []).map((eid) => ({ id: eid })),
      workplaces: (values.workplaceIds ?? []).map((wid) => ({ id: wid })),
      machines: (values.machineIds ?? []).map((mid) => ({ id: mid })),
    };
    if (editing) {
      const { data, error } = await update({ variables: { id, input } });
      const outcome = configOutcome(data?.updateService, ['Service'], error, renameField);
      if (outcome.ok) {
        await refresh();
        onSaved?.(id);
        return { ok: true as const, message: t('toast.edited', { name: values.nameFr }) };
      }
      return outcome;
    }
    const amount = rappenOf(values.price);
    const { data, error } = await create({
      variables: {
        input: { ...input, prices: amount === undefined ? [] : [{ amount, validFrom: values.priceFrom || null }] },
      },
    });
    const result = data?.createService;
    const outcome = configOutcome(result, ['Service'], error, renameField);
    if (outcome.ok && result?.__typename === 'Service') {
      await refresh();
      onSaved?.(result.id);
      return { ok: true as const, message: t('toast.added', { name: result.name }) };
    }
    return outcome;
  };

  // Spec §2: a next-tier panel's new entity is linked to the service at once when it exists.
  const linkCreated = async (field: 'employeeIds' | 'workplaceIds' | 'machineIds', newId: number) => {
    appendId(formApi, field, newId);
    if (!editing) return;
    const ids = (formApi.current?.getFieldState(field)?.value as number[] | undefined) ?? [newId];
    const variables = { id, ids };
    if (field === 'employeeIds') await setEmployees({ variables });
    if (field === 'workplaceIds') await setWorkplaces({ variables });
    if (field === 'machineIds') await setMachines({ variables });
    await refresh();
  };

  const remove = async () => {
    if (!editing || !service) return;
    const done = await runDelete({
      name: service.name,
      deletedMessage: t('toast.deleted', { name: service.name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_SERVICE_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteService,
      remove: async () => {
        const { data, error } = await deleteService({ variables: { id } });
        return failureOf(data?.deleteService, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  const options = (rows: readonly { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ id: r.id, label: r.name }));
  const categories = page.data?.categoriesAll ?? [];
  const parents = (page.data?.servicesAll ?? []).filter((s) => s.id !== id && !s.parentId);
  const locationName = (locationId: number) => lookups.data?.locationsAll.find((l) => l.id === locationId)?.name;

  const title = editing ? (service?.name ?? t('panel.edit')) : t('panel.add');
  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (editing && !service) body = <Skeleton variant="rounded" height={320} />;
  else {
    body = (
      <EntityForm<ServiceValues>
        key={service?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="service-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()} data-testid="service-delete">
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <FormApiCapture apiRef={formApi} />
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
          <AddCategoryButton onCreated={(cid) => formApi.current?.change('categoryId', String(cid))} />
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
          <PriceHistory serviceId={service.id} prices={service.prices} />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextInput name="price" label={t('form.priceChf')} rules={['double']} inputMode="decimal" />
            <TextInput
              name="priceFrom"
              type="date"
              label={t('form.priceFrom')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
        <Divider />
        <Typography variant="subtitle1">{t('form.links')}</Typography>
        <LinkField
          name="employeeIds"
          label={t('form.employees')}
          options={options(lookups.data?.employeesAll)}
          onCreate={nested ? () => panels.open('ADD_EMPLOYEE') : undefined}
          createLabel={t('form.newEmployee')}
        />
        <LinkField
          name="workplaceIds"
          label={t('form.workplaces')}
          options={(lookups.data?.workplacesAll ?? []).map((w) => ({
            id: w.id,
            label: [w.name, locationName(w.locationId)].filter(Boolean).join(' · '),
          }))}
          onCreate={nested ? () => panels.open('ADD_WORKPLACE') : undefined}
          createLabel={t('form.newWorkplace')}
        />
        <LinkField
          name="machineIds"
          label={t('form.machines')}
          options={options(lookups.data?.machinesAll)}
          onCreate={nested ? () => panels.open('ADD_MACHINE') : undefined}
          createLabel={t('form.newMachine')}
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
      </EntityForm>
    );
  }

  return (
    <>
      {deleteDialog}
      <SidePanel open tier={tier} title={title} onClose={onClose} data-testid="service-panel">
        {body}
        {editing && service?.price != null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('form.currentPrice', { price: formatCurrency(service.price) })}
          </Typography>
        ) : null}
      </SidePanel>
      {nested && panels.isOpen('ADD_EMPLOYEE') ? (
        <EmployeePanel
          tier={2}
          onClose={() => panels.close('ADD_EMPLOYEE')}
          onSaved={(eid) => void linkCreated('employeeIds', eid)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_WORKPLACE') ? (
        <WorkplacePanel
          tier={2}
          onClose={() => panels.close('ADD_WORKPLACE')}
          onSaved={(wid) => void linkCreated('workplaceIds', wid)}
        />
      ) : null}
      {nested && panels.isOpen('ADD_MACHINE') ? (
        <MachinePanel
          tier={2}
          onClose={() => panels.close('ADD_MACHINE')}
          onSaved={(mid) => void linkCreated('machineIds', mid)}
        />
      ) : null}
    </>
  );
}
