import { withQuery } from '../../lib/urls.ts';

export const customersUrl = (query: { search?: string; page?: number } = {}): string => withQuery('/customers', query);
export const customerUrl = (
  id: number | string,
  query: { tab?: 'open' | 'closed' | 'invoices' | 'comments' | 'loyalty'; invoice?: number } = {},
): string => withQuery(`/customers/view/${id}`, query);
export const customerMergeUrl = (ids: readonly (number | string)[] = []): string =>
  withQuery('/customers/merge', { ids });
