import '../locales/index.ts';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { PageHeader } from '../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../components/scaffold/StaffPage.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import type { EventColor } from '../../../gql/graphql.ts';
import { unshownMessages } from '../../../components/ServerValidationErrors.tsx';
import { pushAlert } from '../../../lib/alerts.ts';
import { claimsAtom, isAdmin } from '../../../lib/auth.ts';
import { cashClosingUrl } from '../../reports/urls.ts';
import { DEFAULT_TIMEZONE, formatDate, formatLongDate, today as todayIn } from '../../../lib/format.ts';
import { calendarSettingsAtom, selectedEmployeeAtom } from '../../../lib/persisted.ts';
import { onSubscriptionsReconnected } from '../../../lib/subscriptions.ts';
import { bookingAddUrl } from '../../bookings/urls.ts';
import { useVendorLive } from '../../shell/useVendorLive.ts';
import {
  DISPLAY_TYPES,
  type DisplayType,
  type ServerEvent,
  type ViewMode,
  addDaysTo,
  backgroundEvents,
  createMappingMemo,
  datesShown,
  entityOfResource,
  fromWall,
  instantsOf,
  libraryView,
  offsetOf,
  resourceIdOfEvent,
  toLibraryEvents,
  toResources,
  toWall,
  UNASSIGNED,
} from '../calendarMapping.ts';
import type { NewSlot, PrivateEventValues } from '../components/AddEventDialog.tsx';
import { AgendaCalendar, type CalendarHandlers, type CalendarOptions } from '../components/AgendaCalendar.tsx';
import { AgendaToolbar, type SelectionMode } from '../components/AgendaToolbar.tsx';
import type { DateExceptionValues } from '../components/DateExceptionDialog.tsx';
import { eventColor } from '../components/eventColor.ts';
import {
  LazyAddEventDialog,
  LazyCancelDialog,
  LazyDateExceptionDialog,
  LazyEventDetailsPanel,
  LazyMoveNotifyDialog,
} from '../components/lazyOverlays.tsx';
import { useAgendaBackground } from '../backgroundStore.ts';
import { applyAgendaChange, useAgendaEvents } from '../eventsStore.ts';
import { useAgendaMoves } from '../hooks/useAgendaMoves.ts';
import { defaultEmployeeId } from '../planning.ts';
import {
  AGENDA_CANCEL_BOOKING_MUTATION,
  AGENDA_CREATE_EVENT_MUTATION,
  AGENDA_DATE_EXCEPTION_MUTATION,
  AGENDA_DELETE_EVENT_MUTATION,
  AGENDA_EVENTS_CHANGED_SUBSCRIPTION,
  AGENDA_EVENT_FRAGMENT,
  AGENDA_SETUP_QUERY,
} from '../operations.ts';
import type { AgendaViewType } from '../urls.ts';

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;
const VIEW_TYPES: readonly AgendaViewType[] = ['employee', 'workplace', 'machine'];
const isViewType = (v: string | null): v is AgendaViewType => VIEW_TYPES.includes(v as AgendaViewType);
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (wall: string) => wall.slice(11, 16);

// Stable option values: the calendar only receives what changed.
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };
// Every block shows its time: written by hand from the library's wall-clock dates, as Intl's range
// formatting of each of hundreds of blocks was the largest part of drawing a team week.
const hourMinute = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const EVENT_TIME = (start: Date, end: Date | null) =>
  end ? `${hourMinute(start)}–${hourMinute(end)}` : hourMinute(start);
// A block's time and title as one text (styled by AgendaCalendar's CSS) rather than the library's
// time and title elements: fewer elements to create, style and lay out per block, at the first
// paint and again at each live change (the library redraws every block's content then). The
// planning list, the background and the hover time keep the library's own content.
const EVENT_CONTENT: CalendarOptions['eventContent'] = ({ event, timeText, view }) =>
  view.type.startsWith('list') || event.display === 'background' || event.display === 'pointer'
    ? undefined
    : timeText
      ? `${timeText} ${event.title}`
      : event.title;
const DAY_HEADER: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: '2-digit' };
const LIST_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' };
const NO_SIDE_DATE = () => '';
const NO_TOOLBAR = { start: '', center: '', end: '' };
const NO_EVENTS: readonly ServerEvent[] = [];
const FLEXIBLE_LIMITS = { eventFilter: (e: { display: string }) => e.display !== 'background' };

/** Spec §2 Calendar: staff's day and week, per employee, workplace or machine, live. */
export function AgendaPage() {
  const { t, i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const claims = useAtomValue(claimsAtom);
  const [settings, setSettings] = useAtom(calendarSettingsAtom);
  const [selectedEmployee, setSelectedEmployee] = useAtom(selectedEmployeeAtom);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const vendorId = claims?.vendorId ?? 0;
  const live = useVendorLive();

  const setup = useQuery(AGENDA_SETUP_QUERY, { variables: { vendorId }, skip: !vendorId });
  const vendor = setup.data?.vendor ?? null;
  const timezone = vendor?.timezone ?? DEFAULT_TIMEZONE;
  const today = todayIn(timezone);

  const viewTypeParam = params.get('viewType');
  const viewType: AgendaViewType = isViewType(viewTypeParam) ? viewTypeParam : settings.viewType;
  const dateParam = params.get('date');
  const date = dateParam && DATE_PARAM.test(dateParam) ? dateParam : (settings.selectedDate ?? today);
  // The user's own choice, else the vendor's display type (spec §3 setting), else the planning.
  const vendorDisplay = DISPLAY_TYPES.find((d) => d === vendor?.displayType);
  const displayType: DisplayType = settings.displayType ?? vendorDisplay ?? 'planning';
  const employees = setup.data?.employeesAll ?? [];
  const workplaces = setup.data?.workplacesAll ?? [];
  const machines = setup.data?.machinesAll ?? [];
  const locations = setup.data?.locationsAll ?? [];
  // The workplace and machine views filtered by location (?location=id): its columns and its events.
  const locationParam = Number(params.get('location')) || null;
  const locationId = viewType !== 'employee' && locations.some((l) => l.id === locationParam) ? locationParam : null;
  const personalEmployeeId = defaultEmployeeId(
    employees,
    { employeeId: claims?.employeeId ?? null, admin: isAdmin(claims) },
    selectedEmployee,
  );
  const personalAvailable = viewType === 'employee' && personalEmployeeId !== null;
  const viewMode: ViewMode = personalAvailable ? settings.viewMode : 'team';

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

  // Selection (spec §2: single, multiple, range).
  const [selectionMode, setSelectionMode] = useState<SelectionMode>('single');
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [rangeSlot, setRangeSlot] = useState<NewSlot | null>(null);
  const [addSlot, setAddSlot] = useState<NewSlot | null>(null);
  const [cancelIds, setCancelIds] = useState<number[]>([]);
  const [exception, setException] = useState<
    | (Omit<DateExceptionValues, 'locationId'> & {
        locationId: number | null;
      })
    | null
  >(null);
  const detailId = Number(params.get('event')) || null;

  // Whatever is no longer on screen leaves the selection.
  useEffect(() => {
    setSelection((current) => {
      const kept = [...current].filter((id) => eventsById.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [eventsById]);

  const entities = useMemo(() => {
    const all = viewType === 'employee' ? employees : viewType === 'workplace' ? workplaces : machines;
    return locationId ? all.filter((e) => 'locationId' in e && e.locationId === locationId) : all;
  }, [viewType, employees, workplaces, machines, locationId]);
  const personalKeys = useMemo(
    () => (viewMode === 'personal' && personalEmployeeId ? new Set([`e${personalEmployeeId}`]) : null),
    [viewMode, personalEmployeeId],
  );
  // Columns change only when an unassigned event comes or goes, not on every live update.
  const hasUnassigned = useMemo(
    () => events.some((e) => resourceIdOfEvent(e, viewType) === UNASSIGNED),
    [events, viewType],
  );
  const resources = useMemo(() => {
    const all = toResources(entities, viewType, hasUnassigned, t('unassigned'));
    return personalKeys ? all.filter((r) => personalKeys.has(r.id)) : all;
  }, [entities, viewType, hasUnassigned, t, personalKeys]);

  const lockMinutes = vendor?.calendarLock ?? 0;
  // The lock moves with time; a minute's precision is enough and keeps the options stable.
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / 60_000));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / 60_000)), 60_000);
    return () => clearInterval(timer);
  }, []);
  const lockedBefore = lockMinutes > 0 ? (minute + lockMinutes) * 60_000 : Number.NEGATIVE_INFINITY;

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
      },
      memo,
    );
    if (displayType !== 'planning') return mapped;
    const names = new Map(resources.map((r) => [r.id, r.title]));
    return mapped.map((e) => ({ ...e, title: [e.title, names.get(e.resourceIds[0])].filter(Boolean).join(' — ') }));
  }, [events, viewType, timezone, t, selection, lockedBefore, personalKeys, displayType, resources, memo, colorOf]);
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
  const calendarOptions: CalendarOptions = useMemo(
    () => ({
      view: libraryView(displayType, resources.length),
      date,
      resources: libraryResources,
      events: libraryEvents,
      // Swiss dates in English too (23.11.2026, not 23/11/2026).
      locale: language === 'en' ? 'en-CH' : 'fr-CH',
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
      noEventsContent: t('empty'),
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
      t,
      phone,
      teamWeek,
    ],
  );

  const moves = useAgendaMoves({
    vendorId,
    timezone,
    viewType,
    lockedBefore,
    lockMinutes,
    eventsById,
    onSaved: () => void refetch(),
  });

  const slotFrom = useCallback(
    (startWall: string, endWall: string, resourceId: string | undefined): NewSlot => {
      const entity = resourceId ? entityOfResource(resourceId) : null;
      const personal = viewMode === 'personal' ? personalEmployeeId : null;
      return {
        date: startWall.slice(0, 10),
        start: hhmm(startWall),
        end: endWall.slice(0, 10) > startWall.slice(0, 10) ? '23:55' : hhmm(endWall),
        employeeId: viewType === 'employee' ? (entity ?? personal) : personal,
        workplaceId: viewType === 'workplace' ? entity : null,
        machineId: viewType === 'machine' ? entity : null,
      };
    },
    [viewMode, personalEmployeeId, viewType],
  );

  const openDetails = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('event', String(id));
          else next.delete('event');
          return next;
        },
        { replace: id === null },
      ),
    [setParams],
  );

  const handlers: CalendarHandlers = {
    eventClick: (info) => {
      const id = Number(info.event.id);
      if (!eventsById.has(id)) return;
      if (selectionMode === 'single') {
        setSelection(new Set([id]));
        openDetails(id);
        return;
      }
      setSelection((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    select: (info) => {
      const resourceId = info.resource ? String(info.resource.id) : undefined;
      const slot = slotFrom(info.startStr, info.endStr, resourceId);
      if (selectionMode === 'range') {
        const from = Date.parse(fromWall(info.startStr, timezone));
        const to = Date.parse(fromWall(info.endStr, timezone));
        const inRange = events.filter(
          (e) =>
            Date.parse(e.start) < to &&
            Date.parse(e.end) > from &&
            (!resourceId || libraryEvents.some((l) => l.id === String(e.id) && l.resourceIds.includes(resourceId))),
        );
        setSelection(new Set(inRange.map((e) => e.id)));
        setRangeSlot(slot);
        return;
      }
      setAddSlot(slot);
    },
    dateClick: (info) => {
      if (selectionMode === 'range') return;
      const start = info.dateStr;
      const end = toWall(Date.parse(fromWall(start, timezone)) + 30 * 60_000, timezone);
      setAddSlot(slotFrom(start, end, info.resource ? String(info.resource.id) : undefined));
    },
    eventDidMount: (info) => {
      const id = Number(info.event.id);
      if (!Number.isInteger(id)) return; // background blocks
      info.el.setAttribute('data-testid', `agenda-event-${id}`);
      const parts = info.event.extendedProps.parts as number[] | undefined;
      if (parts) info.el.setAttribute('data-parts', parts.join(' '));
    },
    eventDrop: (info) => void moves.onDrop(info),
    eventResize: (info) => void moves.onResize(info),
  };

  const persist = (patch: Partial<typeof settings>) => setSettings({ ...settings, ...patch });
  const goTo = (next: string) => {
    persist({ selectedDate: next === today ? null : next });
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('viewType', viewType);
        if (next === today) p.delete('date');
        else p.set('date', next);
        return p;
      },
      { replace: true },
    );
  };
  const step = displayType === 'dayGrid' ? 1 : 7;

  const title =
    displayType === 'dayGrid'
      ? formatLongDate(date, language, timezone)
      : `${formatDate(first, timezone)} – ${formatDate(last, timezone)}`;

  const viewTypes = VIEW_TYPES.filter(
    (v) => v === 'employee' || (v === 'workplace' ? workplaces.length > 0 : machines.length > 0),
  );

  const selectedEvents = [...selection].map((id) => eventsById.get(id)).filter((e): e is ServerEvent => !!e);
  const cancelEvents = cancelIds.map((id) => eventsById.get(id)).filter((e): e is ServerEvent => !!e);
  const cancelBookings = [...new Set(cancelEvents.filter((e) => e.bookingId).map((e) => e.bookingId as number))];
  const cancelPrivates = cancelEvents.filter((e) => !e.bookingId);

  const confirmCancel = async (message: string): Promise<string[]> => {
    const failed: string[] = [];
    for (const id of cancelBookings) {
      const { data } = await client.mutate({
        mutation: AGENDA_CANCEL_BOOKING_MUTATION,
        variables: { id, message: message || null },
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

  const names = useMemo(
    () => ({
      employees: new Map(employees.map((e) => [e.id, e.name])),
      workplaces: new Map(workplaces.map((w) => [w.id, w.name])),
      machines: new Map(machines.map((m) => [m.id, m.name])),
    }),
    [employees, workplaces, machines],
  );

  const locationOf = (slot: NewSlot): number | undefined =>
    (slot.workplaceId ? workplaces.find((w) => w.id === slot.workplaceId)?.locationId : undefined) ??
    (slot.machineId ? machines.find((m) => m.id === slot.machineId)?.locationId : undefined);

  // The calendar is drawn once, with the blocks and the working-time background together: the
  // library lays out every block again when anything is added (its rows and time limits are derived
  // from the whole list), which for a team week costs more than waiting for the background, asked
  // for alongside the events (prefetch.ts). A day's hundred-odd blocks are cheaper to lay out again
  // than to hold back: they are drawn at once and the background joins when it comes. A failed
  // background does not hold the blocks.
  const backgroundPending = teamWeek && !backgroundSkipped && !background.data && !background.error;
  const ready = !!vendor && !!eventsQuery.events && !backgroundPending;
  const error = setup.error ?? eventsQuery.error;

  return (
    <StaffPage wide>
      <PageHeader title={t('title')} />
      <AgendaToolbar
        title={title}
        viewType={viewType}
        viewTypes={viewTypes}
        viewMode={viewMode}
        personalAvailable={personalAvailable}
        displayType={displayType}
        selectionMode={selectionMode}
        employees={employees}
        selectedEmployeeId={personalEmployeeId}
        locations={locations}
        locationId={locationId}
        onLocation={(id) =>
          setParams(
            (current) => {
              const p = new URLSearchParams(current);
              if (id) p.set('location', String(id));
              else p.delete('location');
              return p;
            },
            { replace: true },
          )
        }
        isToday={date === today}
        cashClosingTo={cashClosingUrl({ date: date > today ? today : date })}
        canCloseCash={isAdmin(claims)}
        onCashClosingRefused={() =>
          pushAlert({ key: 'guard', type: 'warning', message: i18n.t('state.cashClosingAdminOnly') })
        }
        live={!subscription.error}
        zoom={settings.zoom}
        onPrev={() => goTo(addDaysTo(date, -step))}
        onNext={() => goTo(addDaysTo(date, step))}
        onToday={() => goTo(today)}
        onViewType={(v) => {
          persist({ viewType: v });
          setParams((current) => {
            const p = new URLSearchParams(current);
            p.set('viewType', v);
            return p;
          });
        }}
        onViewMode={(mode) => persist({ viewMode: mode })}
        onDisplayType={(d) => persist({ displayType: d, previousDisplayType: displayType })}
        onSelectionMode={(mode) => {
          setSelectionMode(mode);
          setSelection(new Set());
          setRangeSlot(null);
        }}
        onEmployee={(id) => setSelectedEmployee(id)}
        onZoom={(zoom) => persist({ zoom })}
        onAdd={() =>
          setAddSlot(
            slotFrom(`${date}T${pad(startOfDay)}:00:00`, `${date}T${pad(startOfDay + 1)}:00:00`, resources[0]?.id),
          )
        }
      />

      {selection.size > 0 || rangeSlot ? (
        <Paper
          variant="outlined"
          data-testid="agenda-selection"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, mb: 1.5 }}
        >
          <Typography variant="body2" sx={{ flex: 1, minWidth: 140 }}>
            {t('selected', { count: selection.size })}
          </Typography>
          {selection.size === 1 ? (
            <Button size="sm" onClick={() => openDetails([...selection][0])}>
              {t('details.open')}
            </Button>
          ) : null}
          <Button size="sm" onClick={openException} data-testid="agenda-selection-exception">
            {t('exception.action')}
          </Button>
          <Button
            size="sm"
            color="error"
            disabled={selection.size === 0}
            onClick={() => setCancelIds([...selection])}
            data-testid="agenda-selection-cancel"
          >
            {t('details.cancel')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setSelection(new Set());
              setRangeSlot(null);
            }}
          >
            {t('clearSelection')}
          </Button>
        </Paper>
      ) : null}

      {moves.notice ? (
        <Alert severity="error" onClose={moves.clearNotice} data-testid="agenda-conflict" sx={{ mb: 1.5 }}>
          <div>{moves.notice.message}</div>
          {moves.notice.details.map((d) => (
            <div key={d}>{d}</div>
          ))}
        </Alert>
      ) : null}

      <Box sx={{ height: 4, mb: 0.5 }}>
        {(eventsQuery.loading && eventsQuery.events) || moves.busy ? <LinearProgress /> : null}
      </Box>

      {!vendorId ? (
        <Alert severity="warning">{t('forbidden')}</Alert>
      ) : error && !ready ? (
        <ErrorState
          error={error}
          onRetry={() => {
            void setup.refetch();
            void eventsQuery.refetch();
          }}
        />
      ) : !ready ? (
        <PageLoader />
      ) : (
        <>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="agenda-empty">
              {t('emptyRange')}
            </Typography>
          ) : null}
          <AgendaCalendar
            key={`${offsetOf(timezone)}`}
            initial={{ timeZone: offsetOf(timezone), scrollTime: `${pad(startOfDay)}:00:00` }}
            options={calendarOptions}
            handlers={handlers}
          />
        </>
      )}

      <LazyEventDetailsPanel
        open={!!detailId}
        event={detailId ? (eventsById.get(detailId) ?? null) : null}
        timezone={timezone}
        names={names}
        onClose={() => openDetails(null)}
        onCancel={(e) => setCancelIds([e.id])}
        onDeletePrivate={(e) => setCancelIds([e.id])}
      />
      <LazyAddEventDialog
        open={!!addSlot}
        slot={addSlot}
        employees={employees}
        selfEmployeeId={claims?.employeeId ?? null}
        onClose={() => setAddSlot(null)}
        live={live !== false}
        onAppointment={(slot) =>
          navigate(
            bookingAddUrl({
              date: slot.date,
              time: slot.start,
              employeeId: slot.employeeId ?? undefined,
              workplaceId: slot.workplaceId ?? undefined,
              machineId: slot.machineId ?? undefined,
              locationId: locationOf(slot),
            }),
          )
        }
        onPrivate={createPrivate}
      />
      <LazyMoveNotifyDialog open={!!moves.question} question={moves.question} onAnswer={moves.onAnswer} />
      <LazyCancelDialog
        open={cancelIds.length > 0}
        count={cancelBookings.length}
        privateCount={cancelPrivates.length}
        onClose={() => setCancelIds([])}
        onConfirm={confirmCancel}
      />
      <LazyDateExceptionDialog
        open={!!exception}
        initial={exception}
        employees={employees}
        locations={locations}
        onClose={() => setException(null)}
        onSave={saveException}
      />
    </StaffPage>
  );
}
