// Page-based lists (spec §3): { items, pagination { pageCount, currentPage, hasNextPage,
// hasPrevPage, count, limit } }, with the spec's page sizes (§9).
import type { ObjectRef, OutputType } from '@pothos/core';
import { builder } from '../../builder.ts';

export const PAGE_SIZES = {
  default: 25,
  customers: 25,
  comments: 5,
  fidelityVouchers: 5,
  customerBookings: 10,
  timetables: 25,
  timetableDateExceptions: 20,
} as const;

const MAX_LIMIT = 500;

export interface Pagination {
  pageCount: number;
  currentPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  count: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export const PaginationRef = builder.objectRef<Pagination>('Pagination').implement({
  fields: (t) => ({
    pageCount: t.exposeInt('pageCount'),
    currentPage: t.exposeInt('currentPage'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPrevPage: t.exposeBoolean('hasPrevPage'),
    count: t.exposeInt('count'),
    limit: t.exposeInt('limit'),
  }),
});

/** Clamps page and limit from the request. */
export function pageArgs(page: number | null | undefined, limit: number | null | undefined, defaultLimit: number) {
  const l = Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit ?? defaultLimit)));
  const p = Math.max(1, Math.trunc(page ?? 1));
  return { page: p, limit: l, skip: (p - 1) * l, take: l };
}

/** Runs the count and the page query and assembles the page. */
export async function paginate<T>(
  args: { page?: number | null; limit?: number | null },
  defaultLimit: number,
  count: () => Promise<number>,
  fetch: (window: { skip: number; take: number }) => Promise<T[]>,
): Promise<Page<T>> {
  const { page, limit, skip, take } = pageArgs(args.page, args.limit, defaultLimit);
  const [total, items] = await Promise.all([count(), fetch({ skip, take })]);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return {
    items,
    pagination: {
      pageCount,
      currentPage: page,
      hasNextPage: page < pageCount,
      hasPrevPage: page > 1,
      count: total,
      limit,
    },
  };
}

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const pageTypes = new Map<string, ObjectRef<Types, Page<unknown>>>();

/**
 * The page object type of an item type: `<Name>Page { items: [Name!]!, pagination: Pagination! }`.
 * `itemType` is a type name or ref whose shape the page's items have (already loaded rows).
 */
export function pageType<T>(name: string, itemType: OutputType<Types>): ObjectRef<Types, Page<T>> {
  const key = `${name}Page`;
  let ref = pageTypes.get(key);
  if (!ref) {
    ref = builder.objectRef<Page<unknown>>(key).implement({
      fields: (t) => ({
        // The items were loaded by the list query; their shape is that of itemType.
        items: t.field({ type: [itemType], resolve: (p) => p.items as never }),
        pagination: t.field({ type: PaginationRef, resolve: (p) => p.pagination }),
      }),
    });
    pageTypes.set(key, ref);
  }
  return ref as unknown as ObjectRef<Types, Page<T>>;
}
