import { withQuery } from '../../lib/urls.ts';

export const reportsUrl = (query: { from?: string; to?: string; locationId?: number } = {}): string =>
  withQuery('/reports', query);
export const cashClosingUrl = (query: { date?: string; locationId?: number } = {}): string =>
  withQuery('/reports/cash-closing', query);
