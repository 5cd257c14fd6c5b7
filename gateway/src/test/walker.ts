// Builds, from the schema itself, documents that select every field of every object type reachable
// from a root field (to a depth, union and interface members included), and arguments for a root
// field from its types and names with ids of seeded rows. Used by the schema walk test, so a new
// type or field is walked without anyone listing it.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from '../lib/graphql-limits.ts';

/** The server's limits for documents that select everything: sizes lifted, recursion kept. */
export const WALK_LIMITS: GraphqlLimits = {
  ...DEFAULT_GRAPHQL_LIMITS,
  maxDepth: 50,
  maxAliases: 100_000,
  maxTokens: 10_000_000,
  maxCost: 100_000_000,
};

export interface WalkStats {
  /** `Type.field` selected at least once. */
  covered: Set<string>;
  /** `Type.field` left out because it takes a required argument the walker cannot supply. */
  skipped: Set<string>;
}

export const newStats = (): WalkStats => ({ covered: new Set(), skipped: new Set() });

const required = (a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined;

/**
 * The selection set of a type: every field without required arguments, objects nested to `depth`,
 * a relation never inside itself (`onPath`: the `Type.field`s above, as the server's recursion
 * limit asks). Inside union and interface members a field is aliased by its type only when another
 * member has a field of that name with another type (they would conflict).
 */
export function selectAll(
  type: GraphQLNamedType,
  depth: number,
  stats: WalkStats,
  onPath: ReadonlySet<string> = new Set(),
  aliased: ReadonlySet<string> = new Set(),
): string {
  if (isLeafType(type) || isAbstractType(type)) return '';
  const obj = type as GraphQLObjectType;
  const parts: string[] = ['__typename'];
  for (const field of Object.values(obj.getFields())) {
    const key = `${obj.name}.${field.name}`;
    if (field.args.some(required)) {
      stats.skipped.add(key);
      continue;
    }
    const named = getNamedType(field.type);
    const name = aliased.has(field.name) ? `${obj.name}_${field.name}: ${field.name}` : field.name;
    if (isLeafType(named)) {
      parts.push(name);
      stats.covered.add(key);
    } else if (depth > 0 && !onPath.has(key)) {
      const inner = selectNamed(named, depth - 1, stats, new Set([...onPath, key]));
      parts.push(`${name} { ${inner} }`);
      stats.covered.add(key);
    }
  }
  return parts.join(' ');
}

let schemaOf: GraphQLSchema | null = null;

/** Remembers the schema, for union and interface members. */
export function useSchema(schema: GraphQLSchema) {
  schemaOf = schema;
}

function selectNamed(type: GraphQLNamedType, depth: number, stats: WalkStats, onPath: ReadonlySet<string>): string {
  if (isAbstractType(type)) {
    if (!schemaOf) throw new Error('walker: useSchema first');
    const members = schemaOf.getPossibleTypes(type);
    // Field names whose types differ between members: those are aliased.
    const typesByName = new Map<string, Set<string>>();
    for (const m of members) {
      for (const f of Object.values(m.getFields())) {
        typesByName.set(f.name, (typesByName.get(f.name) ?? new Set()).add(f.type.toString()));
      }
    }
    const aliased = new Set([...typesByName].filter(([, types]) => types.size > 1).map(([name]) => name));
    return [
      '__typename',
      ...members.map((m) => `... on ${m.name} { ${selectAll(m, depth, stats, onPath, aliased)} }`),
    ].join(' ');
  }
  return selectAll(type, depth, stats, onPath);
}

/** The document of one root field, every field of its result selected. */
export function rootDocument(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  depth: number,
  stats: WalkStats,
): { document: string; variables: Record<string, unknown> } {
  const defs = field.args.filter((a) => a.name in args);
  const varDefs = defs.length ? `(${defs.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ')})` : '';
  const argList = defs.length ? `(${defs.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  const inner = isLeafType(named) ? '' : `{ ${selectNamed(named, depth, stats, new Set())} }`;
  stats.covered.add(`${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`);
  return { document: `${operation} Walk${varDefs} { ${field.name}${argList} ${inner} }`, variables: args };
}

/** What the walker knows to fill arguments: ids of seeded rows by model, and the day to ask about. */
export interface ArgSeed {
  ids: Record<string, number>;
  date: string;
  instant: string;
  /** The entity a root field is about (its result type, or the name after create/update/delete). */
  entity?: string;
}

const capital = (s: string) => s.slice(0, 1).toUpperCase() + s.slice(1);

function idFor(name: string, seed: ArgSeed): number {
  if (name === 'id' || name === 'ids') return seed.ids[seed.entity ?? ''] ?? 1;
  const base = capital(name.replace(/Ids?$/, ''));
  return seed.ids[base] ?? seed.ids[base.replace(/^(Parent|Target|Source|Other|From|To|Into)/, '')] ?? 1;
}

function valueFor(name: string, type: GraphQLInputType, seed: ArgSeed): unknown {
  if (isNonNullType(type)) return valueFor(name, type.ofType, seed);
  if (isListType(type)) return [valueFor(name.replace(/s$/, ''), type.ofType, seed)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = valueFor(f.name, f.type, seed);
    }
    return out;
  }
  switch (type.name) {
    case 'Int':
      return /Id$|^id$|Ids$|^ids$/.test(name) ? idFor(name, seed) : 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'ID':
      return String(idFor(name, seed));
    case 'Date':
      return seed.date;
    case 'DateTime':
      return seed.instant;
    case 'JSON':
      return {};
    default:
      if (/email/i.test(name)) return 'walker@example.com';
      if (/date/i.test(name)) return seed.date;
      if (/lang/i.test(name)) return 'en';
      return 'walk';
  }
}

const idLike = /^(id|ids|[a-z]+Ids?)$/;

/**
 * Values for the required arguments of a root field; with `ids`, also for its optional id
 * arguments (`invoice(id)`, `customer(id)`), so a root that answers null without them is walked.
 */
export function argsFor(field: GraphQLField<unknown, unknown>, seed: ArgSeed, ids = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (required(arg) || (ids && idLike.test(arg.name) && getNamedType(arg.type).name === 'Int')) {
      out[arg.name] = valueFor(arg.name, arg.type, seed);
    }
  }
  return out;
}

/** The root field has optional id arguments the second pass fills. */
export const hasOptionalIds = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => !required(a) && idLike.test(a.name) && getNamedType(a.type).name === 'Int');

/** The entity a root field is about: its result type (without Page), or its name's noun. */
export function entityOf(field: GraphQLField<unknown, unknown>, schema: GraphQLSchema, models: Set<string>): string {
  let named = getNamedType(field.type);
  if (isAbstractType(named)) {
    named = schema.getPossibleTypes(named).find((m) => models.has(m.name)) ?? named;
  }
  const typeName = named.name.replace(/Page$/, '');
  if (models.has(typeName)) return typeName;
  const noun = capital(field.name.replace(/^(verifyDelete|create|update|delete|set|close|cancel|rotate|revoke)/, ''));
  for (let n = noun; n; n = n.replace(/[A-Z][a-z]*$/, '')) {
    if (models.has(n)) return n;
  }
  return typeName;
}

export const isObject = isObjectType;
