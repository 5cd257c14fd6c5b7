import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../../gql/index.ts';
import { onSubscriptionsReconnected } from '../../../../lib/subscriptions.ts';
import { useAgendaBackground } from '../../backgroundStore.ts';
import { type ServerEvent, datesShown, instantsOf } from '../../agendaMapping.ts';
import { applyAgendaChange, useAgendaEvents } from '../../eventsStore.ts';
import { AGENDA_EVENTS_CHANGED_SUBSCRIPTION, AGENDA_EVENT_FRAGMENT } from '../../operations.ts';
import { NO_EVENTS } from './agendaFormats.ts';
import type { AgendaSetup } from './useAgendaSetup.ts';
import type { AgendaUrlState } from './useAgendaUrlState.ts';

/** The blocks of the range shown, kept live, and the working-time background behind them. */
export function useAgendaData(
  { vendorId, timezone }: AgendaSetup,
  { displayType, date, viewType, viewMode, personalEmployeeId, locationId }: AgendaUrlState,
) {
  const { i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { first, last } = datesShown(displayType, date);
  const range = useMemo(() => instantsOf(first, last, timezone), [first, last, timezone]);

  // Asked for while the screen's code loaded (prefetch.ts), then for each range shown; kept and
  // patched live outside Apollo's cache (eventsStore.ts).
  const eventsQuery = useAgendaEvents(range, !vendorId);
  const subscription = useSubscription(AGENDA_EVENTS_CHANGED_SUBSCRIPTION, {
    variables: range,
    skip: !vendorId,
    // The pushed block goes to the events store, not to Apollo's cache.
    fetchPolicy: 'no-cache',
    onData: ({ client: apollo, data: pushed }) => {
      const change = pushed.data?.calendarEventsChanged;
      if (!change) return;
      const event = change.agendaEvent ? getFragmentData(AGENDA_EVENT_FRAGMENT, change.agendaEvent) : null;
      applyAgendaChange(apollo, { type: change.type, eventId: change.eventId, event: event as ServerEvent | null });
    },
  });
  const { refetch } = eventsQuery;
  // Changes pushed while the socket was down are lost: reload the range when it comes back.
  useEffect(() => onSubscriptionsReconnected(() => void refetch()), [refetch]);
  // Service names come back in the request language: reload the blocks when it changes.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (language === shownLanguage.current) return;
    shownLanguage.current = language;
    void refetch();
  }, [language, refetch]);

  const backgroundSkipped = !vendorId || viewType !== 'employee' || displayType === 'planning';
  // Kept outside Apollo's cache too, and filled by the prefetch (backgroundStore.ts).
  const backgroundVariables = useMemo(
    () => ({
      from: first,
      to: last,
      employeeIds: viewMode === 'personal' && personalEmployeeId ? [personalEmployeeId] : null,
    }),
    [first, last, viewMode, personalEmployeeId],
  );
  const background = useAgendaBackground(backgroundVariables, backgroundSkipped);

  const allEvents: readonly ServerEvent[] = eventsQuery.events ?? NO_EVENTS;
  const eventsById = useMemo(() => new Map(allEvents.map((e) => [e.id, e])), [allEvents]);
  const events = useMemo(
    () => (locationId ? allEvents.filter((e) => e.locationId === locationId) : allEvents),
    [allEvents, locationId],
  );

  return { first, last, eventsQuery, subscription, refetch, background, backgroundSkipped, eventsById, events };
}

export type AgendaData = ReturnType<typeof useAgendaData>;
