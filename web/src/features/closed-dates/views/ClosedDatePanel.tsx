import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { formatDate } from '../../../lib/dateFormat.ts';
import { today } from '../../../lib/calendar.ts';
import { LinkField } from '../../../components/config/fields.tsx';
import { CONFIG_LOOKUPS_QUERY } from '../../../components/config/operations.ts';
import { configOutcome, failureOf } from '../../../components/config/outcome.ts';
import { useDeleteFlow } from '../../../components/config/useDeleteFlow.tsx';
import {
  CLOSED_DATE_QUERY,
  CREATE_CLOSED_DATE_MUTATION,
  DELETE_CLOSED_DATE_MUTATION,
  UPDATE_CLOSED_DATE_MUTATION,
  VERIFY_DELETE_CLOSED_DATE_QUERY,
} from '../operations.ts';

export interface ClosedDateValues {
  date: string;
  description: string;
  locationIds: number[];
}

const rename = (f: string) => (f.startsWith('location') ? 'locationIds' : f);

/** ADD_CLOSED_DATE / EDIT_CLOSED_DATE: a day and at least one location (spec §5 configError.closedDateLocations). */
export function ClosedDatePanel({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('closedDates');
  const client = useApolloClient();
  const editing = id !== undefined;
  const detail = useQuery(CLOSED_DATE_QUERY, {
    variables: { id: id ?? 0 },
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const lookups = useQuery(CONFIG_LOOKUPS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CREATE_CLOSED_DATE_MUTATION);
  const [update] = useMutation(UPDATE_CLOSED_DATE_MUTATION);
  const [deleteClosedDate] = useMutation(DELETE_CLOSED_DATE_MUTATION);
  const [runDelete, deleteDialog] = useDeleteFlow();
  const closedDate = detail.data?.closedDate;
  const locations = lookups.data?.locationsAll ?? [];

  const initialValues = useMemo<Partial<ClosedDateValues>>(() => {
    if (!editing)
      return { date: today(), description: '', locationIds: locations.length === 1 ? [locations[0].id] : [] };
    if (!closedDate) return {};
    return { date: closedDate.date, description: closedDate.description, locationIds: closedDate.locationIds };
  }, [editing, closedDate, locations]);

  const refresh = () => client.refetchQueries({ include: ['ClosedDatesPage', 'ConfigurationErrors', 'SidebarData'] });

  const submit = async (values: ClosedDateValues) => {
    // Spec §5: a closed date needs at least one location; said before asking the server.
    if (!values.locationIds?.length) {
      return {
        ok: false as const,
        failure: {
          message: t('form.locationsRequired'),
          fieldErrors: [{ field: 'locationIds', message: t('form.locationsRequired') }],
        },
      };
    }
    const input = { date: values.date, description: values.description?.trim() ?? '', locationIds: values.locationIds };
    if (editing) {
      const { data, error } = await update({ variables: { id, input } });
      const outcome = configOutcome(data?.updateClosedDate, ['ClosedDate'], error, rename);
      if (!outcome.ok) return outcome;
      await refresh();
      return { ok: true as const, message: t('toast.edited', { date: formatDate(values.date) }) };
    }
    const { data, error } = await create({ variables: { input } });
    const outcome = configOutcome(data?.createClosedDate, ['ClosedDate'], error, rename);
    if (!outcome.ok) return outcome;
    await refresh();
    return { ok: true as const, message: t('toast.added', { date: formatDate(values.date) }) };
  };

  const remove = async () => {
    if (!editing || !closedDate) return;
    const name = formatDate(closedDate.date);
    const done = await runDelete({
      name,
      deletedMessage: t('toast.deleted', { date: name }),
      verify: async () =>
        (await client.query({ query: VERIFY_DELETE_CLOSED_DATE_QUERY, variables: { id }, fetchPolicy: 'network-only' }))
          .data?.verifyDeleteClosedDate,
      remove: async () => {
        const { data, error } = await deleteClosedDate({ variables: { id } });
        return failureOf(data?.deleteClosedDate, ['DeleteResult'], error);
      },
    });
    if (done) {
      await refresh();
      onClose();
    }
  };

  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if ((editing && !closedDate) || (!lookups.data && lookups.loading))
    body = <Skeleton variant="rounded" height={200} />;
  else {
    body = (
      <EntityForm<ClosedDateValues>
        key={closedDate?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="closed-date-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()}>
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        {closedDate?.bookingsCount ? (
          <Alert severity="warning">{t('form.bookingsOnDay', { count: closedDate.bookingsCount })}</Alert>
        ) : null}
        <DateInput name="date" label={t('form.date')} rules={['required']} />
        <TextInput name="description" label={t('form.description')} rules={[['maxLength', 200]]} />
        <LinkField
          name="locationIds"
          label={t('form.locations')}
          helperText={t('form.locationsHelp')}
          options={locations
            .filter((l) => !l.closedFrom || closedDate?.locationIds.includes(l.id))
            .map((l) => ({ id: l.id, label: l.name }))}
        />
      </EntityForm>
    );
  }

  return (
    <>
      {deleteDialog}
      <SidePanel
        open
        tier={1}
        title={editing ? (closedDate ? formatDate(closedDate.date) : t('panel.edit')) : t('panel.add')}
        onClose={onClose}
        data-testid="closed-date-panel"
      >
        {body}
      </SidePanel>
    </>
  );
}
