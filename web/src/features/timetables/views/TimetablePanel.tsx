import '../locales/index.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { EntityForm } from '../../../components/scaffold/EntityForm.tsx';
import { SidePanel } from '../../../components/scaffold/SidePanel.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatWeekday, today } from '../../../lib/format.ts';
import { configOutcome, failureOf } from '../../../components/config/outcome.ts';
import { type ConflictEvent, ConflictDialog } from '../components/ConflictDialog.tsx';
import { defaultLocation, RangesField } from '../components/RangesField.tsx';
import {
  CREATE_EXCEPTION_MUTATION,
  CREATE_TIMETABLE_MUTATION,
  DELETE_EXCEPTION_MUTATION,
  DELETE_TIMETABLE_MUTATION,
  TIMETABLE_QUERY,
  UPDATE_TIMETABLE_MUTATION,
  VERIFY_ADD_EXCEPTION_QUERY,
  VERIFY_ADD_TIMETABLE_QUERY,
  VERIFY_DELETE_TIMETABLE_QUERY,
} from '../operations.ts';
import { type RangeValue, WEEKDAYS, renameRangeField } from '../panels.ts';

export interface TimetableValues {
  validFrom: string;
  ranges: RangeValue[];
}

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

// 2026-11-23 is a Monday: weekday n is 2026-11-22 + n.
const weekdayDate = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

/**
 * ADD/EDIT_TIMETABLE (weekly hours from a date) and ADD/EDIT_TIMETABLE_EXCEPTION (one date). Before
 * saving, the server lists the bookings the change would leave outside working time (spec §8).
 */
export function TimetablePanel({ kind, employee, id, date, locations, timezone, onClose }: TimetablePanelProps) {
  const { t, i18n } = useTranslation('timetables');
  const client = useApolloClient();
  const editing = id !== undefined;
  const recurring = kind === 'RECURRING';
  const detail = useQuery(TIMETABLE_QUERY, { variables: { id: id ?? 0 }, skip: !editing, fetchPolicy: 'network-only' });
  const [create] = useMutation(CREATE_TIMETABLE_MUTATION);
  const [update] = useMutation(UPDATE_TIMETABLE_MUTATION);
  const [createException] = useMutation(CREATE_EXCEPTION_MUTATION);
  const [deleteTimetable] = useMutation(DELETE_TIMETABLE_MUTATION);
  const [deleteException] = useMutation(DELETE_EXCEPTION_MUTATION);
  const [conflicts, setConflicts] = useState<readonly ConflictEvent[] | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const timetable = detail.data?.timetable;
  // A new range is at the employee's own location (their workplaces), not merely the first one.
  const firstLocation = defaultLocation(locations, employee.workLocationIds);

  const initialValues = useMemo<Partial<TimetableValues>>(() => {
    if (editing) {
      if (!timetable) return {};
      return {
        validFrom: timetable.validFrom,
        ranges: timetable.ranges.map((r) => ({
          weekday: recurring ? r.weekday : 0,
          start: r.start,
          end: r.end === '23:59:59' ? '23:59' : r.end,
          locationId: String(r.locationId),
        })),
      };
    }
    // A new weekly timetable starts as Monday to Friday, 09:00–18:00, at the first location.
    const ranges = recurring
      ? [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00', locationId: firstLocation }))
      : [];
    return { validFrom: date ?? today(timezone), ranges };
  }, [editing, timetable, recurring, date, firstLocation, timezone]);

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

  const remove = async () => {
    if (!timetable) return;
    if (recurring) {
      const check = (
        await client.query({
          query: VERIFY_DELETE_TIMETABLE_QUERY,
          variables: { id: timetable.id },
          fetchPolicy: 'network-only',
        })
      ).data?.verifyDeleteTimetable;
      if (check?.hasConflicts) {
        setConflicts(check.events);
        return;
      }
    }
    const label = formatDate(timetable.validFrom);
    if (
      !(await confirm({
        title: t('delete.title', { date: label }),
        message: t('delete.text'),
        danger: true,
        confirmLabel: t('delete.confirm'),
      }))
    ) {
      return;
    }
    const failure = recurring
      ? failureOf((await deleteTimetable({ variables: { id: timetable.id } })).data?.deleteTimetable, ['DeleteResult'])
      : failureOf(
          (await deleteException({ variables: { employeeId: employee.id, date: timetable.date } })).data
            ?.deleteTimetableDateException,
          ['DeleteResult'],
        );
    if (failure) {
      pushAlert({ type: 'danger', message: failure });
      return;
    }
    pushAlert({ type: 'success', message: t('toast.deleted', { date: label }) });
    await refresh();
    onClose();
  };

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
      <EntityForm<TimetableValues>
        key={timetable?.id ?? 'new'}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        data-testid="timetable-form"
        secondaryActions={
          editing ? (
            <Button variant="danger" onClick={() => void remove()}>
              {t('panel.delete')}
            </Button>
          ) : null
        }
      >
        <DateInput
          name="validFrom"
          label={recurring ? t('form.validFrom') : t('form.date')}
          helperText={recurring ? t('form.validFromHelp') : t('form.exceptionHelp')}
          rules={['required']}
        />
        <RangesField
          weekdays={recurring ? WEEKDAYS : [0]}
          locations={locations}
          workLocationIds={employee.workLocationIds}
          weekdayName={(weekday) => formatWeekday(weekdayDate(weekday), i18n.language)}
        />
      </EntityForm>
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
