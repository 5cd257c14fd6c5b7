import '../locales/index.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatTimeRange } from '../../../lib/format.ts';
import { eventColor } from './eventColor.ts';

export const AGENDA_EVENT_BLOCK_FRAGMENT = graphql(`
  fragment AgendaEventBlock_event on Event {
    id
    kind
    start
    end
    summary
    customerName
    color
    service {
      id
      name
    }
  }
`);

interface AgendaEventBlockProps {
  event: FragmentType<typeof AGENDA_EVENT_BLOCK_FRAGMENT>;
  timezone: string;
  /** Column colour used when the event has none of its own. */
  fallbackColorIndex: number;
  /** Absolute placement inside the day column, in px and %. */
  top: number;
  height: number;
  leftPercent: number;
  widthPercent: number;
}

export function AgendaEventBlock(props: AgendaEventBlockProps) {
  const { t } = useTranslation('agenda');
  const event = getFragmentData(AGENDA_EVENT_BLOCK_FRAGMENT, props.event);
  const color = eventColor(event.color, props.fallbackColorIndex);
  const title = event.kind === 'PRIVATE' ? event.summary || t('privateEvent') : (event.service?.name ?? event.summary);
  const range = formatTimeRange(event.start, event.end, props.timezone);
  // Short events get one line with everything; longer ones a line each.
  const compact = props.height < 56;

  return (
    <Box
      data-testid={`agenda-event-${event.id}`}
      role="listitem"
      aria-label={[range, title, event.customerName].filter(Boolean).join(', ')}
      title={[range, title, event.customerName].filter(Boolean).join('\n')}
      sx={{
        position: 'absolute',
        top: props.top,
        height: props.height,
        left: `calc(${props.leftPercent}% + 2px)`,
        width: `calc(${props.widthPercent}% - 4px)`,
        overflow: 'hidden',
        borderRadius: 1.5,
        borderLeft: `4px solid ${color}`,
        bgcolor: alpha(color, 0.14),
        px: 1,
        py: compact ? 0.25 : 0.5,
        fontSize: 12,
        lineHeight: 1.3,
        color: 'text.primary',
        boxShadow: `0 1px 2px ${alpha('#000', 0.06)}`,
      }}
    >
      <Typography
        component="div"
        sx={{ fontSize: 11, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        noWrap={compact}
      >
        {range}
        {compact ? ` · ${[title, event.customerName].filter(Boolean).join(' · ')}` : ''}
      </Typography>
      {!compact ? (
        <>
          <Typography component="div" sx={{ fontSize: 12, fontWeight: 600 }} noWrap>
            {title}
          </Typography>
          {event.customerName ? (
            <Typography component="div" sx={{ fontSize: 12, color: 'text.secondary' }} noWrap>
              {event.customerName}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
