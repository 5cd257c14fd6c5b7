// Generic guards on every GraphQL argument, before any resolver runs: text within the length
// limit of its field (the same table as the REST boundary and the OpenAPI document), no NUL
// characters. Calendar dates are checked by the Date scalar, 32-bit integers by GraphQL itself.
// A refused operation gets one BAD_USER_INPUT error with spec §5 field errors, in the request
// language, and nothing runs.
import { findForbiddenKey, type Lang, langOf, msg, stringLimit } from '@salon/shared';
import {
  type GraphQLInputType,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';

type FieldErrors = Record<string, Record<string, string>>;

function walk(type: GraphQLInputType, value: unknown, path: string, name: string, lang: Lang, out: FieldErrors) {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) {
    walk(type.ofType, value, path, name, lang, out);
    return;
  }
  if (isListType(type)) {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(type.ofType, v, `${path}.${i}`, name, lang, out);
    }
    return;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (field) walk(field.type, v, `${path}.${key}`, key, lang, out);
    }
    return;
  }
  if (isScalarType(type) && typeof value === 'string') {
    if (value.includes('\u0000')) out[path] = { nul: msg(lang, 'nul') };
    else {
      const max = stringLimit(name);
      if ([...value].length > max) out[path] = { maximumLength: msg(lang, 'maximumLength', { max }) };
    }
  }
}

/** Field errors of the operation's root-field arguments, or null when all pass. */
export function guardArguments(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  lang: Lang,
): FieldErrors | null {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return null;
  const out: FieldErrors = {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const def = root.getFields()[selection.name.value];
    if (!def?.args.length) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(def, selection, variables ?? {});
    } catch {
      continue; // GraphQL's own coercion reports it.
    }
    for (const arg of def.args) {
      const named = getNamedType(arg.type);
      if (named) walk(arg.type, args[arg.name], arg.name, arg.name, lang, out);
    }
  }
  return Object.keys(out).length ? out : null;
}

export const useInputGuards: Plugin<Context> = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const operation = args.document.definitions.find(
      (d: { kind: string; name?: { value: string } }): d is OperationDefinitionNode =>
        d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
    );
    if (!operation) return;
    const ctx = args.contextValue as Context | undefined;
    const lang = ctx?.lang ?? langOf(undefined);
    const errors = guardArguments(args.schema, operation, args.variableValues ?? undefined, lang);
    if (errors) {
      setResultAndStopExecution({
        errors: [new GraphQLError(msg(lang, 'formErrors'), { extensions: { code: 'BAD_USER_INPUT', errors } })],
      });
    }
  },
};

/** The refusal of variables or extensions that carry a forbidden key (`__proto__`, …). */
export function forbiddenKeyError(lang: Lang) {
  return new GraphQLError(msg(lang, 'forbiddenKey'), {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
}

/** Forbidden key in an operation's variables or extensions, null when there is none. */
export const forbiddenKeyIn = (params: { variables?: unknown; extensions?: unknown }) =>
  findForbiddenKey(params.variables) ?? findForbiddenKey(params.extensions);

/**
 * Variables and extensions with a prototype key (`__proto__`, `constructor`, `prototype`) are
 * refused with a 400 before anything reads them: nothing builds an object from such a key.
 */
export const useForbiddenKeys: Plugin = {
  onParams: ({ params, request, setResult }) => {
    if (forbiddenKeyIn(params)) {
      setResult({ errors: [forbiddenKeyError(langOf(request.headers.get('accept-language') ?? undefined))] });
    }
  },
};
