// The generic calls of a configuration kind, written once (spec §7 resource calls). Field names
// follow rest-compat/src/resources.ts one to one, for a kind `Machine` / `machines`:
//   query    machinesAll(filters): [Machine!]!
//   query    machines(page, limit, filters): MachinePage!
//   query    machine(id): Machine                      (null when not the viewer's vendor's)
//   query    verifyDeleteMachine(id): VerifyDeleteResult!
//   mutation createMachine(input) / updateMachine(id, input): Machine | errors
//   mutation deleteMachine(id): DeleteResult | errors
//   mutation setMachine<Relation>(id, ids): Machine | errors
// Reads go through ctx.vendorDb() with the kind's `where` (e.g. not deleted), so a kind has one
// access rule for its list, its item and its reload after a write.
import type { InputObjectRef, OutputType } from '@pothos/core';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { VendorDb } from '../../db/scoped.ts';
import type PrismaTypes from '../../generated/prisma/pothos-types.ts';
import { mutationErrors } from './errors.type.ts';
import { PAGE_SIZES, paginate, pageType, type Types } from './pagination.ts';
import { DeleteResult, type VerifyDelete, VerifyDeleteResult } from './results.ts';

type FilterType = 'Int' | 'Boolean' | 'String';
type FilterValue<T> = T extends 'Int' ? number : T extends 'Boolean' ? boolean : string;
export type FilterArgs<F extends Record<string, FilterType>> = { [K in keyof F]?: FilterValue<F[K]> | null };

/** The model delegate methods the generic calls use (one cast, here, instead of one per kind). */
interface Delegate {
  findMany(args: object): Promise<unknown[]>;
  findFirst(args: object): Promise<unknown>;
  findUniqueOrThrow(args: object): Promise<unknown>;
  count(args: object): Promise<number>;
}

type ModelKey = {
  [K in keyof VendorDb]: VendorDb[K] extends { findMany: unknown; count: unknown } ? K : never;
}[keyof VendorDb];

export interface CrudKind<Name extends keyof PrismaTypes, F extends Record<string, FilterType>> {
  /** The Prisma object type, e.g. 'ServiceCategory'. */
  type: Name;
  /** Its object ref (for the page type). */
  ref: OutputType<Types>;
  /** The name in field names, e.g. 'Category' -> category, createCategory (default: type). */
  name?: string;
  /** The plural in field names, e.g. 'categories' -> categories, categoriesAll. */
  plural: string;
  /** The model on the vendor-scoped client, e.g. 'serviceCategory'. */
  model: ModelKey;
  /** Filter arguments of the all and list calls (the REST `filters` of the kind). */
  filters?: F;
  /** Which rows of the vendor are visible (e.g. not deleted), and the filters applied. */
  where?: (filters: FilterArgs<F>, ctx: Context) => object | Promise<object>;
  orderBy?: object | object[];
  /** Sorts the visible rows in memory instead of `orderBy` (e.g. names in the request's collation). */
  sort?: (rows: PrismaTypes[Name]['Shape'][], ctx: Context) => PrismaTypes[Name]['Shape'][];
  pageSize?: number;
}

export interface CrudWrites<Input> {
  input: InputObjectRef<Types, Input>;
  create: (ctx: Context, input: Input) => Promise<{ id: number }>;
  update: (ctx: Context, id: number, input: Input) => Promise<{ id: number }>;
  remove: (ctx: Context, id: number) => Promise<{ id: number }>;
  /** `Workplaces` -> setMachineWorkplaces(id, ids). */
  relations?: Record<string, (ctx: Context, id: number, ids: number[]) => Promise<{ id: number }>>;
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const nameOf = (kind: { type: string; name?: string }) => kind.name ?? kind.type;
// Pothos computes a field's types from a literal model name; here the name is a value of the kind,
// so the fields are declared with one fixed name and the rows are typed by the kind's declaration.
const asPothosType = (type: keyof PrismaTypes) => type as 'Region';
const delegate = (ctx: Context, model: ModelKey) => ctx.vendorDb()[model] as unknown as Delegate;

/**
 * A kind's configuration: pass it to crudQueries in `<domain>.query.ts` and to crudMutations in
 * `<domain>.mutation.ts`.
 */
export function crudKind<Name extends keyof PrismaTypes, F extends Record<string, FilterType> = Record<never, never>>(
  kind: CrudKind<Name, F>,
) {
  return kind;
}

/** Loads one visible row of the kind (null when absent, deleted or another vendor's). */
export async function loadVisible<Name extends keyof PrismaTypes, F extends Record<string, FilterType>>(
  kind: CrudKind<Name, F>,
  ctx: Context,
  id: number,
  query: object = {},
) {
  const where = (await kind.where?.({} as FilterArgs<F>, ctx)) ?? {};
  return delegate(ctx, kind.model).findFirst({ ...query, where: { ...where, id } }) as Promise<
    PrismaTypes[Name]['Shape'] | null
  >;
}

async function visibleRows<Name extends keyof PrismaTypes, F extends Record<string, FilterType>>(
  kind: CrudKind<Name, F>,
  ctx: Context,
  filters: FilterArgs<F>,
  query: object,
) {
  const rows = (await delegate(ctx, kind.model).findMany({
    ...query,
    where: (await kind.where?.(filters, ctx)) ?? {},
    ...(kind.sort ? {} : { orderBy: kind.orderBy ?? { id: 'asc' } }),
  })) as PrismaTypes[Name]['Shape'][];
  return kind.sort ? kind.sort(rows, ctx) : rows;
}

/** The all, list, one and verify-delete queries of a kind. */
export function crudQueries<Name extends keyof PrismaTypes, F extends Record<string, FilterType>>(
  kind: CrudKind<Name, F>,
  verifyDelete: (ctx: Context, id: number) => Promise<VerifyDelete>,
) {
  const name = nameOf(kind);
  const type = asPothosType(kind.type);
  const page = pageType(kind.type, kind.ref);
  builder.queryFields((t) => {
    const filterArgs = () =>
      Object.fromEntries(
        Object.entries(kind.filters ?? {}).map(([arg, type]) => [
          arg,
          type === 'Int' ? t.arg.int() : type === 'Boolean' ? t.arg.boolean() : t.arg.string(),
        ]),
      );
    const filtersOf = (args: Record<string, unknown>) => args as FilterArgs<F>;
    return {
      [`${kind.plural}All`]: t.prismaField({
        type: [type],
        authScopes: { staff: true },
        args: filterArgs(),
        resolve: (query, _root, args, ctx) => visibleRows(kind, ctx, filtersOf(args), query) as never,
      }),
      [kind.plural]: t.field({
        type: page,
        authScopes: { staff: true },
        args: { page: t.arg.int(), limit: t.arg.int(), ...filterArgs() },
        resolve: async (_root, args, ctx) => {
          const filters = filtersOf(args);
          if (kind.sort) {
            const all = visibleRows(kind, ctx, filters, {});
            return paginate(
              args,
              kind.pageSize ?? PAGE_SIZES.default,
              async () => (await all).length,
              async ({ skip, take }) => (await all).slice(skip, skip + take),
            );
          }
          const where = (await kind.where?.(filters, ctx)) ?? {};
          return paginate(
            args,
            kind.pageSize ?? PAGE_SIZES.default,
            () => delegate(ctx, kind.model).count({ where }),
            (w) => delegate(ctx, kind.model).findMany({ where, orderBy: kind.orderBy ?? { id: 'asc' }, ...w }),
          );
        },
      }),
      [lower(name)]: t.prismaField({
        type,
        nullable: true,
        authScopes: { staff: true },
        args: { id: t.arg.int({ required: true }) },
        resolve: (query, _root, args, ctx) => loadVisible(kind, ctx, args.id, query) as never,
      }),
      [`verifyDelete${name}`]: t.field({
        type: VerifyDeleteResult,
        authScopes: { admin: true },
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => verifyDelete(ctx, args.id),
      }),
    };
  });
}

/** The create, update, delete and set-relation mutations of a kind (admins). */
export function crudMutations<Name extends keyof PrismaTypes, F extends Record<string, FilterType>, Input>(
  kind: CrudKind<Name, F>,
  writes: CrudWrites<Input>,
) {
  const name = nameOf(kind);
  const type = asPothosType(kind.type);
  // The written row, reloaded with the client's selection.
  const reload = (ctx: Context, query: object, row: { id: number }) =>
    delegate(ctx, kind.model).findUniqueOrThrow({ ...query, where: { id: row.id } }) as never;
  builder.mutationFields((t) => {
    const id = () => t.arg.int({ required: true });
    // The input's fields are checked by the service; the argument's shape is the kind's Input.
    const input = () => t.arg({ type: writes.input as unknown as InputObjectRef<Types, object>, required: true });
    return {
      [`create${name}`]: t.prismaField({
        type,
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { input: input() },
        resolve: async (query, _root, args, ctx) =>
          reload(ctx, query, await writes.create(ctx, args.input as unknown as Input)),
      }),
      [`update${name}`]: t.prismaField({
        type,
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { id: id(), input: input() },
        resolve: async (query, _root, args, ctx) =>
          reload(ctx, query, await writes.update(ctx, args.id, args.input as unknown as Input)),
      }),
      ...Object.fromEntries(
        Object.entries(writes.relations ?? {}).map(([relation, set]) => [
          `set${name}${relation}`,
          t.prismaField({
            type,
            errors: mutationErrors,
            authScopes: { admin: true },
            args: { id: id(), ids: t.arg.intList({ required: true }) },
            resolve: async (query, _root, args, ctx) => reload(ctx, query, await set(ctx, args.id, args.ids)),
          }),
        ]),
      ),
      [`delete${name}`]: t.field({
        type: DeleteResult,
        errors: mutationErrors,
        authScopes: { admin: true },
        args: { id: id() },
        resolve: (_root, args, ctx) => writes.remove(ctx, args.id),
      }),
    };
  });
}
