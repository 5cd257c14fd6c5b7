import '@event-calendar/core/index.css';
import {
  type Calendar,
  Interaction,
  List,
  ResourceTimeGrid,
  ResourceTimeline,
  createCalendar,
  destroyCalendar,
} from '@event-calendar/core';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

export type CalendarOptions = Calendar.Options;
export type CalendarHandlers = Pick<
  Calendar.Options,
  'eventClick' | 'eventDrop' | 'eventResize' | 'select' | 'dateClick' | 'eventDidMount'
>;

interface AgendaCalendarProps {
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
export function AgendaCalendar({ options, handlers, initial }: AgendaCalendarProps) {
  const target = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const applied = useRef<CalendarOptions>({});
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

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
    return () => {
      calendar.current = null;
      void destroyCalendar(created);
    };
  }, []);

  useEffect(() => {
    const instance = calendar.current;
    if (!instance) return;
    for (const key of Object.keys(options) as (keyof CalendarOptions)[]) {
      if (options[key] === applied.current[key]) continue;
      if (key === 'events' && patchEvents(instance, applied.current.events, options.events)) continue;
      instance.setOption(key, options[key]);
    }
    applied.current = { ...options };
  }, [options]);

  return (
    <Box
      ref={target}
      data-testid="agenda-calendar"
      sx={(theme) => ({
        '--ec-border-color': theme.palette.divider,
        '--ec-today-bg-color': alpha(theme.palette.primary.main, 0.04),
        '--ec-now-indicator-color': theme.palette.error.main,
        fontSize: 13,
        bgcolor: 'background.paper',
        '& .ec-event': { cursor: 'pointer', borderRadius: '6px' },
        // The browser lays out and paints only the blocks on screen: a team week is several screens
        // wide and a day of 30 columns too. Skipping a block needs its size without its content:
        // time-grid blocks are placed with their height, a timeline block is one line high.
        '& .ec-time-grid .ec-body .ec-event, & .ec-timeline .ec-event': { contentVisibility: 'auto' },
        '& .ec-timeline .ec-event:not(.ec-bg-event)': { blockSize: 'calc(1.5em + 4px)' },
        // A block's content is one text, its time then its title (AgendaPage's eventContent): on one
        // line when they fit (a 30-minute block is one line high), cut short on the timeline's line.
        '& .ec-time-grid .ec-event-body': { display: 'block', overflow: 'hidden', overflowWrap: 'anywhere' },
        '& .ec-timeline .ec-event-body': {
          display: 'block',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        },
        // Team week timeline: the names column stays narrow on a phone.
        '& .ec-timeline .ec-sidebar': { maxWidth: { xs: 96, sm: 160 } },
        // The library gives the timeline's last row all the height left: the grid keeps its rows'
        // own height instead (and still scrolls inside the box when they are more than fit).
        '& .ec-timeline .ec-main': { flexGrow: 0 },
        '& .ec-timeline .ec-row-head': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& .ec-event.agenda-selected': {
          outline: `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: 1,
          zIndex: 3,
        },
        '& .ec-bg-event.agenda-off': {
          backgroundColor: alpha(theme.palette.text.primary, 0.07),
          opacity: 1,
        },
        '& .ec-bg-event.agenda-closed': {
          background: `repeating-linear-gradient(45deg, ${alpha(theme.palette.error.main, 0.1)} 0 8px, transparent 8px 16px)`,
          opacity: 1,
        },
        '& .ec-toolbar': { display: 'none' },
      })}
    />
  );
}
