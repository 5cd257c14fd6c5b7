import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundEvents } from '../../agendaBlocks.ts';
import {
  columnOfEvent,
  createMappingMemo,
  libraryView,
  resourceKey,
  toLibraryEvents,
  toResources,
  UNASSIGNED,
} from '../../agendaMapping.ts';
import { localeOf } from '../../../../lib/languages.ts';
import type { CalendarOptions } from '../../components/AgendaGrid.tsx';
import { eventColor } from '../../components/eventColor.ts';
import {
  DAY_HEADER,
  EVENT_CONTENT,
  EVENT_TIME,
  FLEXIBLE_LIMITS,
  LIST_DAY,
  NO_SIDE_DATE,
  NO_TOOLBAR,
  pad,
  TIME_FORMAT,
} from './agendaFormats.ts';
import type { AgendaData } from './useAgendaData.ts';
import type { AgendaSetup } from './useAgendaSetup.ts';
import type { AgendaUrlState } from './useAgendaUrlState.ts';

/** The vendor's calendar lock as an instant (ms): moves to a start before it are refused. */
function useLockedBefore(lockMinutes: number) {
  // The lock moves with time; a minute's precision is enough and keeps the options stable.
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / 60_000));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / 60_000)), 60_000);
    return () => clearInterval(timer);
  }, []);
  return lockMinutes > 0 ? (minute + lockMinutes) * 60_000 : Number.NEGATIVE_INFINITY;
}

/** The columns and blocks in the library's terms, and the options the calendar is drawn with. */
export function useAgendaOptions(
  { vendor, timezone, employees, workplaces, machines }: AgendaSetup,
  { viewType, viewMode, personalEmployeeId, locationId, displayType, date, settings }: AgendaUrlState,
  { events, background, first, last }: AgendaData,
  selection: ReadonlySet<number>,
) {
  const { t, i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const entities = useMemo(() => {
    const all = viewType === 'employee' ? employees : viewType === 'workplace' ? workplaces : machines;
    return locationId ? all.filter((e) => 'locationId' in e && e.locationId === locationId) : all;
  }, [viewType, employees, workplaces, machines, locationId]);
  const personalKeys = useMemo(
    () => (viewMode === 'personal' && personalEmployeeId ? new Set([`e${personalEmployeeId}`]) : null),
    [viewMode, personalEmployeeId],
  );
  // Every event is drawn: one whose resource is no column (deleted since) in the unassigned column.
  const columnKeys = useMemo(() => new Set(entities.map((e) => resourceKey(viewType, e.id))), [entities, viewType]);
  // Columns change only when an unassigned event comes or goes, not on every live update.
  const hasUnassigned = useMemo(
    () => events.some((e) => columnOfEvent(e, viewType, columnKeys) === UNASSIGNED),
    [events, viewType, columnKeys],
  );
  const resources = useMemo(() => {
    const all = toResources(entities, viewType, hasUnassigned, t('unassigned'));
    return personalKeys ? all.filter((r) => personalKeys.has(r.id)) : all;
  }, [entities, viewType, hasUnassigned, t, personalKeys]);

  const lockMinutes = vendor?.calendarLock ?? 0;
  const lockedBefore = useLockedBefore(lockMinutes);

  // A team week is a timeline, one row per column entity: hour slots, and only the days off in the
  // background (the hours around the working time would be hundreds of blocks).
  const teamWeek = displayType === 'weekGrid' && resources.length > 1;
  const [memo] = useState(createMappingMemo);
  // A block's colour: its own, else its employee's, else the vendor's calendar colour (settings).
  const vendorColor = vendor?.calendarColor ?? null;
  const colorOf = useCallback(
    (c: string) => (c === 'primary' && vendorColor ? eventColor(vendorColor, 0) : eventColor(c, 0)),
    [vendorColor],
  );
  const mappedEvents = useMemo(() => {
    const mapped = toLibraryEvents(
      events,
      {
        viewType,
        timezone,
        colorOf,
        privateTitle: t('privateEvent'),
        selected: selection,
        lockedBefore,
        resourceIds: personalKeys,
        columns: columnKeys,
      },
      memo,
    );
    if (displayType !== 'planning') return mapped;
    const names = new Map(resources.map((r) => [r.id, r.title]));
    return mapped.map((e) => ({ ...e, title: [e.title, names.get(e.resourceIds[0])].filter(Boolean).join(' — ') }));
  }, [
    events,
    viewType,
    timezone,
    t,
    selection,
    lockedBefore,
    personalKeys,
    columnKeys,
    displayType,
    resources,
    memo,
    colorOf,
  ]);
  // Working time changes with the range or the columns, not with each event.
  const offBlocks = useMemo(() => {
    if (displayType === 'planning') return [];
    const closed = (background.data?.closedDatesAll ?? []).map((c) => c.date).filter((d) => d >= first && d <= last);
    return backgroundEvents(background.data?.schedules ?? [], closed, resources, t('closed'), teamWeek);
  }, [displayType, background.data, first, last, resources, t, teamWeek]);
  const libraryEvents = useMemo(
    () => (offBlocks.length > 0 ? [...mappedEvents, ...offBlocks] : mappedEvents),
    [mappedEvents, offBlocks],
  );

  // Time grids (a day, or one person's week): fixed-width columns past what the screen holds.
  const columns = displayType === 'weekGrid' ? 7 : resources.length;
  const columnWidth = phone
    ? columns > 2
      ? displayType === 'weekGrid'
        ? '88px'
        : '130px'
      : undefined
    : columns > 8
      ? '150px'
      : undefined;
  const startOfDay = settings.startOfDay;
  // A new resources list makes the library rebuild its rows and every block: only when the columns change.
  const libraryResources = useMemo(() => resources.map((r) => ({ id: r.id, title: r.title })), [resources]);
  const agendaOptions: CalendarOptions = useMemo(
    () => ({
      view: libraryView(displayType, resources.length),
      date,
      resources: libraryResources,
      events: libraryEvents,
      // Swiss dates in every language (23.11.2026, not 23/11/2026).
      locale: localeOf(language),
      firstDay: 1,
      nowIndicator: true,
      editable: true,
      // A block dragged near the top or bottom edge of the calendar's scrolling box scrolls it: by at
      // most 8 px a frame (the library's bound), faster the nearer the edge within its 24 px zone,
      // and only while the pointer stays there. The box has a fixed height (below), so it is the
      // calendar that scrolls, not the page.
      dragScroll: true,
      selectable: true,
      datesAboveResources: displayType === 'weekGrid',
      allDaySlot: false,
      headerToolbar: NO_TOOLBAR,
      slotMinTime: `${pad(startOfDay)}:00:00`,
      slotMaxTime: '21:00:00',
      flexibleSlotTimeLimits: FLEXIBLE_LIMITS as CalendarOptions['flexibleSlotTimeLimits'],
      // The team week's timeline counts hours across (moves still snap to 5 min); time grids half hours down.
      slotDuration: teamWeek ? '01:00:00' : '00:30:00',
      snapDuration: '00:05:00',
      slotHeight: Math.round((teamWeek ? 44 : 28) * settings.zoom),
      // An hour of the timeline: wide enough for the time and the start of the title of a 45-minute block.
      slotWidth: Math.round((phone ? 72 : 96) * settings.zoom),
      columnWidth,
      eventTimeFormat: EVENT_TIME,
      eventContent: EVENT_CONTENT,
      slotLabelFormat: TIME_FORMAT,
      dayHeaderFormat: DAY_HEADER,
      listDayFormat: LIST_DAY,
      listDaySideFormat: NO_SIDE_DATE,
      // An empty period is said once, above the calendar (AgendaPage): the list's own box stays empty.
      noEventsContent: '',
      eventLongPressDelay: 400,
      selectLongPressDelay: 400,
      height: phone ? 'calc(100vh - 250px)' : 'calc(100vh - 230px)',
    }),
    [
      displayType,
      date,
      resources.length,
      libraryResources,
      libraryEvents,
      language,
      startOfDay,
      settings.zoom,
      columnWidth,
      phone,
      teamWeek,
    ],
  );

  return { resources, teamWeek, lockedBefore, lockMinutes, libraryEvents, startOfDay, agendaOptions };
}
