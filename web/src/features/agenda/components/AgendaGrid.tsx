import '@event-calendar/core/index.css';
import './AgendaGrid.css';
import {
  type Calendar,
  Interaction,
  List,
  ResourceTimeGrid,
  ResourceTimeline,
  createCalendar,
  destroyCalendar,
} from '@event-calendar/core';
import { alpha, useTheme } from '@mui/material/styles';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';

export type CalendarOptions = Calendar.Options;
export type CalendarHandlers = Pick<
  Calendar.Options,
  'eventClick' | 'eventDrop' | 'eventResize' | 'select' | 'dateClick' | 'eventDidMount'
>;

interface AgendaGridProps {
  /** Data and display options; each changed value is passed on with setOption (no remount, no jump). */
  options: CalendarOptions;
  /** Callbacks, read through a ref so a new closure does not reset the library. */
  handlers: CalendarHandlers;
  /** Options read once at creation (the zone offset of the current-time line). */
  initial: CalendarOptions;
}

type EventList = CalendarOptions['events'];
type EventItem = NonNullable<EventList>[number];
const signature = (e: EventItem) => JSON.stringify(e);
const MAX_PATCH = 20;

/**
 * A live change touches a few events, and the working-time background comes after the first
 * paint: add, update or remove those instead of handing the library the whole list again (which
 * draws every block anew). Returns false when a full reset is cheaper: many updates or removals
 * (each searches the library's list), or more additions than events already shown.
 */
export function patchEvents(
  instance: Pick<Calendar, 'addEvent' | 'updateEvent' | 'removeEventById'>,
  before: EventList,
  after: EventList,
): boolean {
  if (!before || !after) return false;
  const old = new Map(before.map((e) => [String(e.id), e]));
  const added: EventItem[] = [];
  const changed: EventItem[] = [];
  for (const e of after) {
    const previous = old.get(String(e.id));
    // The same object is the same event (mapping is memoised): no need to compare contents.
    if (previous === undefined) added.push(e);
    else if (previous !== e && signature(previous) !== signature(e)) changed.push(e);
    old.delete(String(e.id));
  }
  if (changed.length + old.size > MAX_PATCH || added.length > Math.max(MAX_PATCH, before.length)) return false;
  for (const id of old.keys()) instance.removeEventById(id);
  for (const e of changed) instance.updateEvent(e);
  for (const e of added) instance.addEvent(e);
  return true;
}

const HANDLER_NAMES = ['eventClick', 'eventDrop', 'eventResize', 'select', 'dateClick', 'eventDidMount'] as const;

/** EventCalendar (vanilla build) mounted once; React passes it only what changed. */
export function AgendaGrid({ options, handlers, initial }: AgendaGridProps) {
  const target = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const applied = useRef<CalendarOptions>({});
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const latest = useRef(options);
  latest.current = options;
  // Until the calendar's first frame is on screen, later changes (the working-time background,
  // answered while the blocks were being drawn) wait: the library would lay out every block again
  // before anything is shown.
  const beforeFirstFrame = useRef(false);

  /** Passes the library what changed since the last hand-over. */
  const apply = useRef(() => {
    const instance = calendar.current;
    if (!instance || beforeFirstFrame.current) return;
    const next = latest.current;
    for (const key of Object.keys(next) as (keyof CalendarOptions)[]) {
      if (next[key] === applied.current[key]) continue;
      if (key === 'events' && patchEvents(instance, applied.current.events, next.events)) continue;
      instance.setOption(key, next[key]);
    }
    applied.current = { ...next };
  }).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later changes go through setOption below.
  useEffect(() => {
    if (!target.current) return;
    const stable: CalendarHandlers = {};
    for (const name of HANDLER_NAMES) {
      // biome-ignore lint/suspicious/noExplicitAny: each wrapper forwards its own callback's argument.
      (stable as Record<string, (info: any) => void>)[name] = (info) =>
        // biome-ignore lint/suspicious/noExplicitAny: same as above.
        (handlersRef.current[name] as ((info: any) => void) | undefined)?.(info);
    }
    // Created without its blocks, which are handed over right after: the library draws the view
    // before its drag-and-drop part has started, so blocks drawn at creation are all drawn a second
    // time (inside their resize handles) when it starts. Handed over now, they are drawn once, in
    // the library's first update.
    const created = createCalendar(target.current, [ResourceTimeGrid, ResourceTimeline, List, Interaction], {
      ...initial,
      ...options,
      events: [],
      ...stable,
    });
    created.setOption('events', options.events);
    calendar.current = created;
    applied.current = { ...options };
    beforeFirstFrame.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: the frame that shows the blocks has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        beforeFirstFrame.current = false;
        apply();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      calendar.current = null;
      void destroyCalendar(created);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: apply reads the latest options from a ref.
  useEffect(() => apply(), [options]);

  const theme = useTheme();
  // The theme's colours for the stylesheet (AgendaGrid.css), as custom properties.
  const colours = useMemo(
    () =>
      ({
        '--agenda-divider': theme.palette.divider,
        '--agenda-today': alpha(theme.palette.primary.main, 0.04),
        '--agenda-now': theme.palette.error.main,
        '--agenda-paper': theme.palette.background.paper,
        '--agenda-selected': theme.palette.secondary.main,
        '--agenda-off': alpha(theme.palette.text.primary, 0.07),
        '--agenda-closed': alpha(theme.palette.error.main, 0.1),
      }) as CSSProperties,
    [theme],
  );

  return <div ref={target} data-testid="agenda-calendar" className="agenda-calendar" style={colours} />;
}
