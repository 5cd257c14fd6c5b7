import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatWeekday } from '../../../lib/dateFormat.ts';

const weekdayDate = (weekday: number) => `2026-11-${String(22 + weekday).padStart(2, '0')}`;

interface RangeRow {
  weekday?: number;
  start: string;
  end: string;
  location: { shortName: string };
}

// One line per weekday (one line for a date exception): its hours, then its place, or each
// range's place when the day is split between locations.
export function rangeSummary(ranges: readonly RangeRow[], language: string): ReactNode {
  const days = new Map<number, RangeRow[]>();
  for (const r of [...ranges].sort((a, b) => (a.weekday ?? 0) - (b.weekday ?? 0)))
    days.set(r.weekday ?? 0, [...(days.get(r.weekday ?? 0) ?? []), r]);
  const lines = [...days].map(([weekday, list]) => {
    const places = [...new Set(list.map((r) => r.location.shortName))];
    const hours = list
      .map(
        (r) =>
          `${r.start}–${r.end === '23:59:59' ? '24:00' : r.end}${places.length > 1 ? ` ${r.location.shortName}` : ''}`,
      )
      .join(', ');
    const day = weekday ? `${formatWeekday(weekdayDate(weekday), language).slice(0, 3)} ` : '';
    return `${day}${hours}${places.length === 1 ? ` · ${places[0]}` : ''}`;
  });
  return lines.length
    ? lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))
    : null;
}
