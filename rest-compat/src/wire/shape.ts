// The wire shape of a route's input, declared next to its path with zod. The same declaration
// checks each request before its GraphQL document runs and becomes the OpenAPI document's
// parameters and request body, so the two cannot drift apart.
import {
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { z } from 'zod';
import { INT_MAX, INT_MIN, isCalendarDate, isDateTime, type Lang, msg, stringLimit } from '@salon/shared';

export type Shape = Record<string, z.ZodType>;

/** What a route accepts: path parameters, query parameters and body fields (snake_case names). */
export interface RouteInput {
  params?: Shape;
  query?: Shape;
  body?: Shape;
  /** The body is this GraphQL input type with snake_case keys (generic resource routes). */
  bodyType?: string;
  /** The body may also come as multipart/form-data (a file field is read as a data URL). */
  multipart?: boolean;
}

/** Nested validation errors, spec §5: { field: { rule: message } }. */
export type FieldErrors = Record<string, Record<string, string>>;

const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const boolish = (v: unknown) =>
  v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v;
const stringish = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
const noNul = (s: string) => !s.includes('\u0000');

/** Wire value types. Every one is required unless wrapped in `opt()`. */
export const w = {
  /** A row id: a positive 32-bit integer. */
  id: () => z.preprocess(numeric, z.int().min(1).max(INT_MAX)),
  int: (min = INT_MIN, max = INT_MAX) => z.preprocess(numeric, z.int().min(min).max(max)),
  number: () => z.preprocess(numeric, z.number()),
  bool: () => z.preprocess(boolish, z.boolean()),
  /** Text of at most `max` characters, without NUL. */
  text: (max = 255) =>
    z.preprocess(
      stringish,
      z
        .string()
        .max(max)
        .refine(noNul, { params: { rule: 'nul' }, abort: true }),
    ),
  /** A calendar day "YYYY-MM-DD" that exists. */
  date: () =>
    z
      .string()
      .refine(isCalendarDate, { params: { rule: 'invalidDate' }, abort: true })
      .meta({ format: 'date', example: '2027-03-15' }),
  /** A wall-clock "YYYY-MM-DD HH:mm" of the vendor, or an ISO 8601 instant with its offset. */
  datetime: () =>
    z
      .string()
      .refine(isDateTime, { params: { rule: 'invalidDateTime' }, abort: true })
      .meta({ example: '2027-03-15 09:30' }),
  time: () =>
    z
      .string()
      .refine((s) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(s), { params: { rule: 'invalidTime' }, abort: true })
      .meta({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', example: '09:30' }),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values),
  list: <T extends z.ZodType>(item: T, max = 500) => z.array(item).max(max),
  object: (shape: Shape) => z.looseObject(shape),
  any: () => z.unknown(),
};

/** Optional (absent or null). */
export const opt = <T extends z.ZodType>(type: T) => type.nullish();

/** A GraphQL input type as a wire shape: snake_case keys, text limits by field name. */
export function graphqlInputShape(schema: GraphQLSchema, typeName: string): z.ZodType {
  const type = schema.getType(typeName);
  if (!type || !isInputObjectType(type)) throw new Error(`Unknown input type ${typeName}`);
  return fromGraphQL(type, typeName, 0);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function fromGraphQL(type: GraphQLInputType, name: string, depth: number): z.ZodType {
  if (isNonNullType(type)) return fromGraphQL(type.ofType, name, depth);
  if (isListType(type)) return w.list(nullable(type.ofType, name, depth));
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return z.enum(values as [string, ...string[]]);
  }
  if (isInputObjectType(type)) {
    if (depth > 6) return z.unknown();
    const shape: Shape = {};
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      const value = fromGraphQL(field.type, field.name, depth + 1);
      const described = field.description ? value.describe(field.description) : value;
      shape[snake(field.name)] = required ? described : described.nullish();
    }
    return z.looseObject(shape);
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return w.int();
      case 'Float':
        return w.number();
      case 'Boolean':
        return w.bool();
      case 'Date':
        return w.date();
      case 'DateTime':
        return w.datetime();
      case 'String':
      case 'ID':
        return w.text(stringLimit(name));
      default:
        return z.unknown();
    }
  }
  return z.unknown();
}

const nullable = (type: GraphQLInputType, name: string, depth: number) =>
  isNonNullType(type) ? fromGraphQL(type, name, depth) : fromGraphQL(type, name, depth).nullable();

/** The message of one zod issue, as a spec §5 rule and its text in the request language. */
function ruleOf(issue: z.core.$ZodIssue, lang: Lang): [string, string] {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return ['required', msg(lang, 'required')];
      if (issue.expected === 'int' || issue.expected === 'number') {
        return [
          issue.expected === 'int' ? 'integer' : 'numeric',
          msg(lang, issue.expected === 'int' ? 'integer' : 'numeric'),
        ];
      }
      if (issue.expected === 'boolean') return ['boolean', msg(lang, 'boolean')];
      if (issue.expected === 'array') return ['list', msg(lang, 'list')];
      if (issue.expected === 'object') return ['object', msg(lang, 'object')];
      return ['invalid', msg(lang, 'invalid')];
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return ['maximumLength', msg(lang, 'maximumLength', { max })];
      if (issue.origin === 'array') return ['maximumItems', msg(lang, 'maximumItems', { max })];
      return ['maximumValue', msg(lang, 'maximumValue', { max })];
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return ['minimumLength', msg(lang, 'minimumLength', { min })];
      return ['minimumValue', msg(lang, 'minimumValue', { min })];
    }
    case 'invalid_value':
      return ['excluded', msg(lang, 'excluded', { values: issue.values.map(String).join(', ') })];
    case 'custom': {
      const rule = String(issue.params?.rule ?? 'invalid');
      const key = (['nul', 'invalidDate', 'invalidDateTime', 'invalidTime'] as const).find((k) => k === rule);
      return [rule, msg(lang, key ?? 'invalid')];
    }
    default:
      return ['invalid', msg(lang, 'invalid')];
  }
}

/** Spec §5 field errors of a failed parse; paths are the wire names joined with dots. */
export function fieldErrors(error: z.ZodError, lang: Lang, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const [rule, message] = ruleOf(issue, lang);
    out[path] ??= {};
    out[path][rule] ??= message;
  }
  return out;
}
