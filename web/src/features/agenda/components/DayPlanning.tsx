import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { type Column, assignLanes, endMinuteOn, startMinuteOn } from '../planning.ts';
import { AgendaEventBlock } from './AgendaEventBlock.tsx';

export type PlanningEvent = ComponentProps<typeof AgendaEventBlock>['event'] & {
  id: number;
  start: string;
  end: string;
};

interface DayPlanningProps {
  columns: readonly Column<PlanningEvent>[];
  timezone: string;
  /** Vendor-local day shown, "YYYY-MM-DD": events spilling over midnight are clipped to it. */
  date: string;
  startHour: number;
  endHour: number;
}

const PX_PER_MINUTE = 1.6;
const MIN_BLOCK = 22;
const GUTTER = 52;

export function DayPlanning({ columns, timezone, date, startHour, endHour }: DayPlanningProps) {
  const hours = Array.from({ length: endHour - startHour }, (_, i) => startHour + i);
  const height = (endHour - startHour) * 60 * PX_PER_MINUTE;
  const offset = startHour * 60;

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${GUTTER}px repeat(${columns.length}, minmax(180px, 1fr))`,
          minWidth: GUTTER + columns.length * 180,
        }}
      >
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }} />
        {columns.map((column) => (
          <Box key={column.key} sx={{ p: 1.5, borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 14 }} noWrap>
              {column.title}
            </Typography>
          </Box>
        ))}

        <Box sx={{ position: 'relative', height }}>
          {hours.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              sx={{
                position: 'absolute',
                top: (hour * 60 - offset) * PX_PER_MINUTE - 8,
                right: 8,
                color: 'text.secondary',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {hour > startHour ? `${String(hour).padStart(2, '0')}:00` : ''}
            </Typography>
          ))}
        </Box>
        {columns.map((column, columnIndex) => (
          <Box
            key={column.key}
            role="list"
            aria-label={column.title}
            data-testid={`agenda-column-${column.key}`}
            sx={{
              position: 'relative',
              height,
              borderLeft: 1,
              borderColor: 'divider',
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${60 * PX_PER_MINUTE - 1}px, rgba(0,0,0,0.06) ${60 * PX_PER_MINUTE - 1}px, rgba(0,0,0,0.06) ${60 * PX_PER_MINUTE}px)`,
            }}
          >
            {assignLanes(column.events).map(({ event, lane, lanes }) => {
              const startMin = startMinuteOn(event.start, date, timezone);
              const endMin = endMinuteOn(event.end, date, timezone);
              const top = Math.max(0, (startMin - offset) * PX_PER_MINUTE);
              const blockHeight = Math.max(MIN_BLOCK, (Math.max(endMin, startMin) - startMin) * PX_PER_MINUTE - 2);
              return (
                <AgendaEventBlock
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  fallbackColorIndex={columnIndex}
                  top={top}
                  height={blockHeight}
                  leftPercent={(lane / lanes) * 100}
                  widthPercent={100 / lanes}
                />
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
