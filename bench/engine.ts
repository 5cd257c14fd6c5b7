// The pure availability engine alone (no database): 2 months of dates for a 2-service booking
// and one day's slots, over 30 employees, 10 workplaces, 3 machines and 5,000 busy events.
import { availableDates, availableSlots } from '../gateway/src/scheduling/index.ts';
import { benchInput } from './engine-input.ts';
import { percentile, timeRuns } from './stats.ts';

const input = benchInput();
const day = availableDates(input)[0]?.date ?? input.dateFrom;
const range = timeRuns(30, () => availableDates(input));
const oneDay = timeRuns(200, () => availableSlots(input, day));
console.log(
  JSON.stringify({
    bench: 'engine',
    range2m_median_ms: percentile(range, 50),
    range2m_p95_ms: percentile(range, 95),
    day_median_ms: percentile(oneDay, 50),
    day_p95_ms: percentile(oneDay, 95),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
