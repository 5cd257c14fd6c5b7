import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { unshownMessages } from '../../../../components/ServerValidationErrors.tsx';
import type { EventColor } from '../../../../gql/graphql.ts';
import { pushAlert } from '../../../../lib/alerts.ts';
import { fromWall, type ServerEvent, toWall } from '../../agendaMapping.ts';
import type { PrivateEventValues } from '../../components/AddEventDialog.tsx';
import type { DateExceptionValues } from '../../components/DateExceptionDialog.tsx';
import {
  AGENDA_CANCEL_BOOKING_MUTATION,
  AGENDA_CREATE_EVENT_MUTATION,
  AGENDA_DATE_EXCEPTION_MUTATION,
  AGENDA_DELETE_EVENT_MUTATION,
} from '../../operations.ts';
import type { AgendaData } from './useAgendaData.ts';
import type { AgendaSelection } from './useAgendaSelection.ts';
import type { AgendaSetup } from './useAgendaSetup.ts';
import type { AgendaUrlState } from './useAgendaUrlState.ts';

/** What the dialogs save: cancellations, private events and a day's exception to the timetable. */
export function useAgendaActions(
  { timezone, employees }: AgendaSetup,
  { detailId, openDetails, personalEmployeeId, date }: AgendaUrlState,
  { eventsById, refetch, background }: AgendaData,
  { cancelIds, selection, setSelection, rangeSlot, setException }: AgendaSelection,
) {
  const { t } = useTranslation('agenda');
  const client = useApolloClient();

  const selectedEvents = [...selection].map((id) => eventsById.get(id)).filter((e): e is ServerEvent => !!e);
  const cancelEvents = cancelIds.map((id) => eventsById.get(id)).filter((e): e is ServerEvent => !!e);
  const cancelBookings = [...new Set(cancelEvents.filter((e) => e.bookingId).map((e) => e.bookingId as number))];
  const cancelPrivates = cancelEvents.filter((e) => !e.bookingId);

  const confirmCancel = async (message: string, byCustomer: boolean): Promise<string[]> => {
    const failed: string[] = [];
    for (const id of cancelBookings) {
      const { data } = await client.mutate({
        mutation: AGENDA_CANCEL_BOOKING_MUTATION,
        variables: { id, message: message || null, byCustomer },
      });
      const r = data?.cancelBooking;
      if (r?.__typename !== 'Booking') failed.push(r && 'message' in r ? r.message : t('error'));
    }
    for (const e of cancelPrivates) {
      const { data } = await client.mutate({ mutation: AGENDA_DELETE_EVENT_MUTATION, variables: { id: e.id } });
      const r = data?.deleteEvent;
      if (r && r.__typename !== 'DeleteResult') failed.push('message' in r ? r.message : t('error'));
    }
    if (failed.length === 0) {
      pushAlert({
        type: 'success',
        message: t('cancel.done', { count: cancelBookings.length + cancelPrivates.length }),
      });
      setSelection(new Set());
      if (detailId && cancelIds.includes(detailId)) openDetails(null);
    }
    void refetch();
    return failed;
  };

  const createPrivate = async (values: PrivateEventValues): Promise<string | null> => {
    const { data, error } = await client.mutate({
      mutation: AGENDA_CREATE_EVENT_MUTATION,
      variables: {
        input: {
          kind: 'PRIVATE' as never,
          employeeId: values.employeeId,
          start: fromWall(`${values.date}T${values.start}:00`, timezone),
          end: fromWall(`${values.date}T${values.end}:00`, timezone),
          summary: values.summary.trim() || null,
          color: values.color as EventColor,
        },
      },
    });
    const r = data?.createEvent;
    if (error || !r) return t('error');
    if (r.__typename !== 'Event') {
      const details = r.__typename === 'ValidationError' ? unshownMessages(r.message, r.fieldErrors) : [];
      return [r.message, ...details].join(' ');
    }
    pushAlert({ type: 'success', message: t('add.privateDone') });
    void refetch();
    return null;
  };

  const saveException = async (values: DateExceptionValues): Promise<string | null> => {
    const { data, error } = await client.mutate({
      mutation: AGENDA_DATE_EXCEPTION_MUTATION,
      variables: {
        input: {
          employeeId: values.employeeId,
          date: values.date,
          ranges: values.off ? [] : [{ start: values.start, end: values.end, locationId: values.locationId }],
        },
      },
    });
    const r = data?.createTimetableDateException;
    if (error || !r) return t('error');
    if (r.__typename !== 'Timetable') {
      const details = r.__typename === 'ValidationError' ? unshownMessages(r.message, r.fieldErrors) : [];
      return [r.message, ...details].join(' ');
    }
    pushAlert({ type: 'success', message: t('exception.done') });
    void background.refetch();
    return null;
  };

  const openException = () => {
    const firstEvent = selectedEvents[0];
    const employeeId = rangeSlot?.employeeId ?? firstEvent?.employeeId ?? personalEmployeeId ?? employees[0]?.id;
    if (!employeeId) return;
    const wall = firstEvent ? toWall(firstEvent.start, timezone) : null;
    setException({
      employeeId,
      date: rangeSlot?.date ?? wall?.slice(0, 10) ?? date,
      off: !rangeSlot,
      start: rangeSlot?.start ?? '08:00',
      end: rangeSlot?.end ?? '18:00',
      locationId: firstEvent?.locationId ?? null,
    });
  };

  return { cancelBookings, cancelPrivates, confirmCancel, createPrivate, saveException, openException };
}

export type AgendaActions = ReturnType<typeof useAgendaActions>;
