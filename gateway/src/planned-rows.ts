// Every field resolves however its parent was loaded. A `prismaField` is handed the query Pothos
// planned from the request (the relations and the `select` every selected field declares), and
// the fields below it trust that the returned rows were loaded with it. A resolver that loads its
// rows another way (a service that returns the row its transaction wrote, an access check with its
// own `include`) would hand those fields a parent without what they declared: an internal error
// or a null on a non-null field. So, once for every `prismaField`, rows returned by a resolver that
// did not use the planned query are read again by their id with it.
//
// For a mutation, the write is already committed when the answer is built: if that read fails,
// the rows the resolver returned answer (the committed state, at least the id and status), and
// the failure is logged, never sent in place of the truth.
import { isThenable, RootFieldBuilder, type SchemaTypes } from '@pothos/core';
import { getModel } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from './context.ts';
import { reportError } from './lib/error-reporting.ts';

/** Set by Pothos on a query handed to a resolver when usage tracking is on (`onUnusedQuery`). */
const usageSymbol = Symbol.for('Pothos.isUsed');

type Row = Record<string, unknown>;
type Delegate = {
  findMany(args: Row): Promise<Row[]>;
};
type PlannedQuery = { select?: unknown; include?: unknown } & Record<PropertyKey, unknown>;
type Resolver = (
  query: PlannedQuery,
  parent: unknown,
  args: unknown,
  ctx: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** The query was handed with usage tracking and the resolver never read it. */
export function queryUnused(query: PlannedQuery): boolean {
  return usageSymbol in query && query[usageSymbol] === false;
}

function delegateFor(ctx: Context, model: string): Delegate {
  const name = `${model.slice(0, 1).toLowerCase()}${model.slice(1)}`;
  return (ctx.prisma as unknown as Record<string, Delegate>)[name];
}

/** The fields that identify a row of the model (its id, or the fields of its compound key). */
function keyFields(builder: PothosSchemaTypes.SchemaBuilder<SchemaTypes>, model: string): string[] {
  const data = getModel(model, builder) as {
    fields: { name: string; isId?: boolean }[];
    primaryKey?: { fields: string[] } | null;
  };
  const id = data.fields.find((f) => f.isId);
  if (id) return [id.name];
  if (data.primaryKey?.fields.length) return data.primaryKey.fields;
  throw new Error(`planned-rows: model ${model} has no key`);
}

/** Reads the rows again with the planned query, in the order (and list-ness) they came. */
async function reread(ctx: Context, model: string, keys: string[], query: PlannedQuery, result: unknown) {
  const rows = (Array.isArray(result) ? result : [result]).filter((r): r is Row => r != null && typeof r === 'object');
  if (!rows.length) return result;
  const keyOf = (row: Row) => JSON.stringify(keys.map((k) => row[k]));
  if (rows.some((row) => keys.some((k) => row[k] === undefined))) return result;
  const where =
    keys.length === 1
      ? { [keys[0]]: { in: rows.map((r) => r[keys[0]]) } }
      : { OR: rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]]))) };
  const { select, include } = query;
  const found = await delegateFor(ctx, model).findMany({
    ...(select ? { select: { ...(select as Row), ...Object.fromEntries(keys.map((k) => [k, true])) } } : {}),
    ...(include ? { include } : {}),
    where,
  });
  const byKey = new Map(found.map((row) => [keyOf(row), row]));
  // A row that is gone (deleted meanwhile) keeps the shape it was returned with.
  const fresh = (row: unknown) => (row && typeof row === 'object' ? (byKey.get(keyOf(row as Row)) ?? row) : row);
  return Array.isArray(result) ? result.map(fresh) : fresh(result);
}

function withPlannedRows(
  builder: PothosSchemaTypes.SchemaBuilder<SchemaTypes>,
  type: unknown,
  resolve: Resolver,
): Resolver {
  let planned: { model: string; keys: string[] } | null = null;
  const modelOf = () => {
    if (planned) return planned;
    const ref = Array.isArray(type) ? type[0] : type;
    const model =
      typeof ref === 'string'
        ? ref
        : ((ref as { modelName?: string }).modelName ??
          (builder.configStore.getTypeConfig(ref as never).extensions?.pothosPrismaModel as string));
    planned = { model, keys: keyFields(builder, model) };
    return planned;
  };
  return (query, parent, args, ctx, info) => {
    const after = (result: unknown) => {
      if (result == null || !queryUnused(query)) return result;
      const { model, keys } = modelOf();
      const read = reread(ctx, model, keys, query, result);
      if (info.parentType.name !== 'Mutation') return read;
      return read.catch((error: unknown) => {
        ctx.app.log.error({ err: error, field: info.fieldName }, 'answer re-read failed after a committed write');
        reportError(error);
        return result;
      });
    };
    const result = resolve(query, parent, args, ctx, info);
    return isThenable(result) ? Promise.resolve(result).then(after) : after(result);
  };
}

type Proto = Record<'prismaField' | 'prismaFieldWithInput', (this: { builder: never }, options: Row) => unknown>;

/** Installs the rule on `t.prismaField` and `t.prismaFieldWithInput` of every field builder. */
export function installPlannedRows() {
  const proto = RootFieldBuilder.prototype as unknown as Proto;
  for (const name of ['prismaField', 'prismaFieldWithInput'] as const) {
    const original = proto[name];
    if ((original as { plannedRows?: boolean }).plannedRows) continue;
    const patched = function (this: { builder: never }, options: Row) {
      return original.call(this, {
        ...options,
        resolve: withPlannedRows(this.builder, options.type, options.resolve as Resolver),
      });
    };
    (patched as { plannedRows?: boolean }).plannedRows = true;
    proto[name] = patched;
  }
}
