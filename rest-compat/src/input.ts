// REST bodies carry more than a GraphQL input type accepts (ids, nested read-only objects):
// keep only the input type's fields, recursively, so clients may send back what they read.
import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { camelKeys } from './case.ts';

function pick(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return pick(type.ofType, value);
  if (isListType(type)) return (Array.isArray(value) ? value : [value]).map((v) => pick(type.ofType, v));
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const fields = type.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (field && v !== undefined) out[key] = pick(field.type, v);
    }
    return out;
  }
  return value;
}

/** Converts a snake_case body to the named GraphQL input type's shape. */
export function toInput(
  schema: GraphQLSchema,
  typeName: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const type = schema.getType(typeName);
  if (!type || !isInputObjectType(getNamedType(type))) throw new Error(`Unknown input type ${typeName}`);
  return pick(type as GraphQLInputType, camelKeys(body)) as Record<string, unknown>;
}
