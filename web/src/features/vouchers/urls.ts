import { withQuery } from '../../lib/urls.ts';

export const vouchersUrl = (query: { code?: string; page?: number } = {}): string => withQuery('/vouchers', query);
