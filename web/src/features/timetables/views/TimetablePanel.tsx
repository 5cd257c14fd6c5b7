import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { configOutcome } from '../../../components/config/outcome.ts';
import { type ConflictEvent, ConflictDialog } from '../components/ConflictDialog.tsx';
import { defaultLocation } from '../components/RangesField.tsx';
import {
  CREATE_EXCEPTION_MUTATION,
  CREATE_TIMETABLE_MUTATION,
  TIMETABLE_QUERY,
  UPDATE_TIMETABLE_MUTATION,
  VERIFY_ADD_EXCEPTION_QUERY,
  VERIFY_ADD_TIMETABLE_QUERY,
} from '../operations.ts';
import { renameRangeField } from '../panels.ts';
import {
  TimetableForm,
  type TimetableValues,
  useTimetableDelete,
  useTimetableInitialValues,
} from './timetableForm.tsx';

export type { TimetableValues } from './timetableForm.tsx';

interface TimetablePanelProps {
  kind: 'RECURRING' | 'EXCEPTIONAL';
  employee: { id: number; name: string; workLocationIds?: readonly number[] | null };
  id?: number;
  /** A date to start a new exception on. */
  date?: string;
  locations: readonly { id: number; name: string }[];
  timezone: string;
  onClose: () => void;
}

/**
 * ADD/EDIT_TIMETABLE (weekly hours from a date) and ADD/EDIT_TIMETABLE_EXCEPTION (one date). Before
 * saving, the server lists the bookings the change would leave outside working time (spec §8).
 */
export function TimetablePanel({ kind, employee, id, date, locations, timezone, onClose }: TimetablePanelProps) {
  const { t } = useTranslation('timetables');
  const client = useApolloClient();
  const editing = id !== undefined;
  const recurring = kind === 'RECURRING';
  const detail = useQuery(TIMETABLE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const [create] = useMutation(CREATE_TIMETABLE_MUTATION);
  const [update] = useMutation(UPDATE_TIMETABLE_MUTATION);
  const [createException] = useMutation(CREATE_EXCEPTION_MUTATION);
  const [conflicts, setConflicts] = useState<readonly ConflictEvent[] | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const timetable = detail.data?.timetable;
  // A new range is at the employee's own location (their workplaces), not merely the first one.
  const firstLocation = defaultLocation(locations, employee.workLocationIds);

  const initialValues = useTimetableInitialValues({ editing, timetable, recurring, date, firstLocation, timezone });

  const refresh = () =>
    client.refetchQueries({
      include: ['EmployeeTimetables', 'EmployeeTimetableExceptions', 'OnboardingStatus', 'ConfigurationErrors'],
    });

  const toRanges = (values: TimetableValues) =>
    (values.ranges ?? []).map((r) => ({
      start: r.start,
      end: r.end === '23:59' ? '23:59:59' : r.end,
      locationId: Number(r.locationId),
      ...(recurring ? { weekday: r.weekday } : {}),
    }));

  const submit = async (values: TimetableValues) => {
    const ranges = toRanges(values);
    if (ranges.some((r) => !r.locationId)) {
      const i = ranges.findIndex((r) => !r.locationId);
      return {
        ok: false as const,
        failure: {
          message: t('form.locationRequired'),
          fieldErrors: [{ field: `range_${i}`, message: t('form.locationRequired') }],
        },
      };
    }
    // §8: the conflicts with existing bookings are resolved before submitting.
    const check = recurring
      ? (
          await client.query({
            query: VERIFY_ADD_TIMETABLE_QUERY,
            variables: {
              id: id ?? null,
              input: { employeeId: employee.id, type: 'RECURRING', validFrom: values.validFrom, ranges },
            },
            fetchPolicy: 'network-only',
          })
        ).data?.verifyAddTimetable
      : (
          await client.query({
            query: VERIFY_ADD_EXCEPTION_QUERY,
            variables: { input: { employeeId: employee.id, date: values.validFrom, ranges } },
            fetchPolicy: 'network-only',
          })
        ).data?.verifyAddTimetableDateException;
    if (check?.hasConflicts) {
      setConflicts(check.events);
      return { ok: false as const, failure: { message: t('conflict.title', { count: check.count }), fieldErrors: [] } };
    }
    // A location without the employee's workplace gives no slot there: saved only when confirmed.
    const elsewhere = check?.locationsWithoutWorkplace ?? [];
    if (elsewhere.length) {
      const names = elsewhere.map((lid) => locations.find((l) => l.id === lid)?.name ?? `#${lid}`).join(', ');
      const ok = await confirm({
        title: t('noWorkplace.title'),
        message: t('noWorkplace.text', { name: employee.name, locations: names }),
        confirmLabel: t('noWorkplace.confirm'),
      });
      if (!ok) return { ok: false as const, failure: { message: t('noWorkplace.title'), fieldErrors: [] } };
    }
    if (recurring) {
      const input = { employeeId: employee.id, type: 'RECURRING' as const, validFrom: values.validFrom, ranges };
      const { data, error } = editing
        ? await update({ variables: { id, input } })
        : await create({ variables: { input } });
      const result = data && ('updateTimetable' in data ? data.updateTimetable : data.createTimetable);
      const outcome = configOutcome(result, ['Timetable'], error, renameRangeField);
      if (!outcome.ok) return outcome;
    } else {
      const { data, error } = await createException({
        variables: { input: { employeeId: employee.id, date: values.validFrom, ranges } },
      });
      const outcome = configOutcome(data?.createTimetableDateException, ['Timetable'], error, (f) =>
        f === 'date' ? 'validFrom' : renameRangeField(f),
      );
      if (!outcome.ok) return outcome;
    }
    await refresh();
    return { ok: true as const, message: t('toast.saved', { name: employee.name }) };
  };

  const remove = useTimetableDelete({
    timetable,
    recurring,
    employeeId: employee.id,
    confirm,
    setConflicts,
    refresh,
    onClose,
  });

  const title = recurring
    ? editing
      ? t('panel.editRecurring', { name: employee.name })
      : t('panel.addRecurring', { name: employee.name })
    : editing
      ? t('panel.editException', { name: employee.name })
      : t('panel.addException', { name: employee.name });

  let body: React.ReactNode;
  if (editing && detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (editing && !timetable) body = <Skeleton variant="rounded" height={320} />;
  else if (!locations.length) body = <Typography>{t('form.noLocation')}</Typography>;
  else {
    body = (
      <TimetableForm
        timetableId={timetable?.id}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        onDelete={editing ? () => void remove() : null}
        recurring={recurring}
        locations={locations}
        workLocationIds={employee.workLocationIds}
      />
    );
  }

  return (
    <>
      {confirmDialog}
      <ConflictDialog events={conflicts} timezone={timezone} onClose={() => setConflicts(null)} />
      <SidePanel open tier={1} title={title} onClose={onClose} data-testid="timetable-panel">
        {body}
      </SidePanel>
    </>
  );
}
