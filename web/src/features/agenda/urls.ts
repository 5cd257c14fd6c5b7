import { withQuery } from '../../lib/urls.ts';

export type AgendaViewType = 'employee' | 'workplace' | 'machine';

/** The calendar (spec §2): viewType always set, the date in the vendor's time zone (YYYY-MM-DD). */
export const agendaUrl = ({ viewType = 'employee', date }: { viewType?: AgendaViewType; date?: string } = {}): string =>
  withQuery('/agenda', { viewType, date });
