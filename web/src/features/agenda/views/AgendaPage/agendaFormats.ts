import type { CalendarOptions } from '../../components/AgendaGrid.tsx';
import type { ServerEvent } from '../../agendaMapping.ts';

export const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (wall: string) => wall.slice(11, 16);

// Stable option values: the calendar only receives what changed.
export const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };
// Every block shows its time: written by hand from the library's wall-clock dates, as Intl's range
// formatting of each of hundreds of blocks was the largest part of drawing a team week.
const hourMinute = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
export const EVENT_TIME = (start: Date, end: Date | null) =>
  end ? `${hourMinute(start)}–${hourMinute(end)}` : hourMinute(start);
// A block's time and title as one text (styled by AgendaGrid's CSS) rather than the library's
// time and title elements: fewer elements to create, style and lay out per block, at the first
// paint and again at each live change (the library redraws every block's content then). The
// planning list, the background and the hover time keep the library's own content.
export const EVENT_CONTENT: CalendarOptions['eventContent'] = ({ event, timeText, view }) =>
  view.type.startsWith('list') || event.display === 'background' || event.display === 'pointer'
    ? undefined
    : timeText
      ? `${timeText} ${event.title}`
      : event.title;
export const DAY_HEADER: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: '2-digit' };
export const LIST_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
export const NO_SIDE_DATE = () => '';
export const NO_TOOLBAR = { start: '', center: '', end: '' };
export const NO_EVENTS: readonly ServerEvent[] = [];
export const FLEXIBLE_LIMITS = { eventFilter: (e: { display: string }) => e.display !== 'background' };
