import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/form/DateTimeFields.tsx';
import type { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { EntityForm, type SubmitOutcome } from '../../../components/scaffold/EntityForm.tsx';
import type { TimetableDetailQuery } from '../../../gql/graphql.ts';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatDate, formatWeekday } from '../../../lib/dateFormat.ts';
import { today } from '../../../lib/calendar.ts';
import { failureOf } from '../../../components/config/outcome.ts';
import type { ConflictEvent } from '../components/ConflictDialog.tsx';
import { RangesField } from '../components/RangesField.tsx';
import { DELETE_EXCEPTION_MUTATION, DELETE_TIMETABLE_MUTATION, VERIFY_DELETE_TIMETABLE_QUERY } from '../operations.ts';
import { type RangeValue, WEEKDAYS } from '../panels.ts';

export interface TimetableValues {
  validFrom: string;
  ranges: RangeValue[];
}

type Timetable = NonNullable<TimetableDetailQuery['timetable']>;

// 2026-11-23 is a Monday: weekday n is 2026-11-22 + n.
const weekdayDate = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

/** The form's start: the timetable edited, or Monday to Friday 09:00–18:00 (weekly) / no range (exception). */
export function useTimetableInitialValues({
  editing,
  timetable,
  recurring,
  date,
  firstLocation,
  timezone,
}: {
  editing: boolean;
  timetable: Timetable | undefined | null;
  recurring: boolean;
  date: string | undefined;
  firstLocation: string;
  timezone: string;
}) {
  return useMemo<Partial<TimetableValues>>(() => {
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
}

/** Deletes the timetable or exception: bookings left outside stop it (§8), then it asks for confirmation. */
export function useTimetableDelete({
  timetable,
  recurring,
  employeeId,
  confirm,
  setConflicts,
  refresh,
  onClose,
}: {
  timetable: Timetable | undefined | null;
  recurring: boolean;
  employeeId: number;
  confirm: ReturnType<typeof useConfirm>[0];
  setConflicts: (events: readonly ConflictEvent[]) => void;
  refresh: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('timetables');
  const client = useApolloClient();
  const [deleteTimetable] = useMutation(DELETE_TIMETABLE_MUTATION);
  const [deleteException] = useMutation(DELETE_EXCEPTION_MUTATION);
  return async () => {
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
          (await deleteException({ variables: { employeeId, date: timetable.date } })).data
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
}

/** The form: the start date (weekly) or the date (exception) and the time ranges per weekday. */
export function TimetableForm({
  timetableId,
  initialValues,
  onSubmit,
  onSaved,
  onDelete,
  recurring,
  locations,
  workLocationIds,
}: {
  timetableId: number | undefined;
  initialValues: Partial<TimetableValues>;
  onSubmit: (values: TimetableValues) => Promise<SubmitOutcome>;
  onSaved: () => void;
  /** Editing: the delete action. */
  onDelete: (() => void) | null;
  recurring: boolean;
  locations: readonly { id: number; name: string }[];
  workLocationIds: readonly number[] | null | undefined;
}) {
  const { t, i18n } = useTranslation('timetables');
  return (
    <EntityForm<TimetableValues>
      key={timetableId ?? 'new'}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onSaved={onSaved}
      data-testid="timetable-form"
      secondaryActions={
        onDelete ? (
          <Button variant="danger" onClick={onDelete}>
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
        workLocationIds={workLocationIds}
        weekdayName={(weekday) => formatWeekday(weekdayDate(weekday), i18n.language)}
      />
    </EntityForm>
  );
}
