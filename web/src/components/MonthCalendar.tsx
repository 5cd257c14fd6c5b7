import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSwipe } from '../lib/swipe.ts';
import { formatLongDate, formatMonthYear, weekdayNamesShort } from '../lib/dateFormat.ts';
import { isSameMonth, monthGrid } from '../lib/calendar.ts';

interface MonthCalendarProps {
  /** Any day of the month to show, "YYYY-MM-DD". */
  month: string;
  timezone: string;
  /** Free slots per date; dates missing or at 0 are not bookable. */
  slotCounts: ReadonlyMap<string, number>;
  selected: string | null;
  today: string;
  loading: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (date: string) => void;
}

/**
 * A Monday-first 6-week grid; only days with free slots are enabled. Shared by the public booking and
 * the staff booking flow; its texts are in the `publicBooking` namespace, which ships with the app.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { t, i18n } = useTranslation('publicBooking');
  const language = i18n.resolvedLanguage ?? 'fr';
  const weeks = monthGrid(props.month, props.timezone);
  const weekdays = weekdayNamesShort(language);
  // Spec §2 swipe gesture: on a phone, swiping the grid changes the month.
  const swipe = useSwipe((direction) => {
    if (direction === 'left' && props.canGoForward) props.onNext();
    if (direction === 'right' && props.canGoBack) props.onPrevious();
  });

  const isBlank = (date: string) => !isSameMonth(date, props.month) && (props.slotCounts.get(date) ?? 0) === 0;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton onClick={props.onPrevious} disabled={!props.canGoBack} aria-label={t('date.previousMonth')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" sx={{ fontWeight: 700, textTransform: 'capitalize' }} aria-live="polite">
          {formatMonthYear(props.month, language, props.timezone)}
        </Typography>
        <IconButton
          onClick={props.onNext}
          disabled={!props.canGoForward}
          aria-label={t('date.nextMonth')}
          data-testid="month-next"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{props.loading ? <LoadingBar /> : null}</Box>
      <Box role="grid" aria-busy={props.loading} sx={{ display: 'grid', gap: 0.5 }} {...swipe}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
          {weekdays.map((name) => (
            <Typography
              key={name}
              role="columnheader"
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, textTransform: 'capitalize' }}
            >
              {name}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box
            key={week[0]}
            role="row"
            // A week of blank neighbour-month days keeps the grid's height but is not read out.
            aria-hidden={week.every((date) => isBlank(date)) || undefined}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
          >
            {week.map((date) => {
              const inMonth = isSameMonth(date, props.month);
              const day = Number(date.slice(8, 10));
              const count = props.slotCounts.get(date) ?? 0;
              const enabled = count > 0;
              // Neighbour-month days stay blank unless bookable: then they are offered (outlined), so a
              // free day early next month can be picked without paging.
              if (isBlank(date)) {
                return <Box key={date} role="gridcell" aria-hidden sx={{ aspectRatio: '1', maxHeight: 48 }} />;
              }
              const selected = props.selected === date;
              return (
                <Box key={date} role="gridcell" aria-selected={selected}>
                  <ButtonBase
                    data-testid={`date-${date}`}
                    disabled={!enabled}
                    onClick={() => props.onSelect(date)}
                    // The name starts with the visible day number (WCAG 2.5.3 label in name).
                    aria-label={`${day}, ${formatLongDate(date, language, props.timezone)}`}
                    aria-pressed={selected}
                    title={enabled ? t('date.available', { count }) : undefined}
                    sx={{
                      width: '100%',
                      aspectRatio: '1',
                      maxHeight: 48,
                      borderRadius: 2,
                      fontWeight: enabled ? 700 : 400,
                      color: selected ? 'primary.contrastText' : enabled ? 'primary.dark' : 'text.disabled',
                      // A bookable day of the neighbour month: outlined instead of filled, at full contrast.
                      bgcolor: selected
                        ? 'primary.main'
                        : enabled && inMonth
                          ? 'rgba(15, 95, 92, 0.09)'
                          : 'transparent',
                      border: !inMonth && !selected ? '1px dashed' : 'none',
                      borderColor: 'primary.light',
                      outline: date === props.today ? '1.5px solid' : 'none',
                      outlineColor: 'primary.light',
                      '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                      '&:hover': enabled && !selected ? { bgcolor: 'rgba(15, 95, 92, 0.18)' } : undefined,
                    }}
                  >
                    {day}
                  </ButtonBase>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/** A thin indeterminate bar while the two-month window loads. */
function LoadingBar() {
  return (
    <Box role="progressbar" sx={{ height: 4, overflow: 'hidden', bgcolor: 'rgba(15, 95, 92, 0.15)', borderRadius: 2 }}>
      <Box
        sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.1s ease-in-out infinite` }}
      />
    </Box>
  );
}
