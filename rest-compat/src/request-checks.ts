// The checks of a REST request before its document runs: forbidden query keys, the wire schemas of
// params, query and body, and the variables as GraphQL would judge them (in wire terms).
import type { GraphQLSchema, GraphQLError as GraphQLErrorType } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { FORBIDDEN_KEYS, type Lang, msg } from '@salon/shared';
import type { CompiledRoute } from './compile.ts';
import type { RestRequest } from './types.ts';
import { type FieldErrors, fieldErrors } from './wire/shape.ts';

/** Query string values as an object of strings; empty values count as absent. */
function queryObject(query: URLSearchParams) {
  const out: Record<string, string> = {};
  for (const [k, v] of query) if (v !== '' && !Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** A query string parameter whose name is (or goes through) a forbidden key. */
export const forbiddenQueryKey = (query: URLSearchParams) =>
  [...query.keys()].some((name) =>
    name
      .replace(/\]/g, '')
      .split(/[[.]/)
      .some((key) => FORBIDDEN_KEYS.has(key)),
  );

/** The route's params, query and body checked against its wire schemas: field errors, or null. */
export function checkInput(c: CompiledRoute, request: RestRequest, lang: Lang): FieldErrors | null {
  const errors: FieldErrors = {};
  const parts = [
    [c.params.safeParse(request.params, { reportInput: true }), ''],
    [c.query.safeParse(queryObject(request.query), { reportInput: true }), ''],
    [c.body.safeParse(request.body, { reportInput: true }), ''],
  ] as const;
  for (const [result, prefix] of parts)
    if (!result.success) Object.assign(errors, fieldErrors(result.error, lang, prefix));
  return Object.keys(errors).length ? errors : null;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** Field errors of variables that GraphQL would refuse, in wire terms and the request language. */
export function variableErrors(
  schema: GraphQLSchema,
  c: CompiledRoute,
  variables: Record<string, unknown>,
  lang: Lang,
) {
  const result = getVariableValues(schema, c.operation.variableDefinitions ?? [], variables, { maxErrors: 20 });
  if (!result.errors) return null;
  const errors: FieldErrors = {};
  for (const e of result.errors as readonly GraphQLErrorType[]) {
    // 'Variable "$input" got invalid value ... at "input.events[0].serviceId"; ...' -> events.0.service_id
    const at = /at "([^"]+)"/.exec(e.message)?.[1];
    const variable = /Variable "\$(\w+)"/.exec(e.message)?.[1] ?? 'body';
    const path =
      (at
        ? at
            .split(/[.[\]]+/)
            .filter(Boolean)
            .slice(1)
        : []
      )
        .map(snake)
        .join('.') || snake(variable);
    const missing = /was not provided|must not be null/.test(e.message);
    errors[path] = missing ? { required: msg(lang, 'required') } : { invalid: msg(lang, 'invalid') };
  }
  return errors;
}
