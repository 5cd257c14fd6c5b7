// GraphQL operation limits, checked before anything executes, on every transport that parses and
// validates (HTTP and the websocket; the REST routes run documents the server wrote itself).
// - tokens: graphql-js's own parser limit (a huge document is refused while it is read);
// - depth, aliases, directives: graphql-armor's rules;
// - cost: every field costs 1 times the size of the lists above it (a list counts as `limit`
//   when given as a literal, else LIST_SIZE), so nested lists cannot multiply unseen;
// - recursion: a relation selected inside itself (vendor { locations { vendor { locations … } } })
//   is refused past `maxRecursion` times on one path;
// - field suggestions ("Did you mean …") are removed, so errors do not map the schema.
// A refused operation gets one QUERY_TOO_COMPLEX error in the request language (HTTP 400).
// - execution time: a query (or a subscription's setup) still running after `executionTimeoutMs`
//   is answered with one QUERY_TIMEOUT error (HTTP 503) and its work is no longer awaited.
//   Mutations are never cut: a change that commits is never answered with an error.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { isLanguage, type Lang, langOf } from '@salon/shared';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  getNamedType,
  getOperationAST,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type Limit, limitMessages as m } from './limits.messages.ts';
import type { Plugin } from 'graphql-yoga';

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
  /** How many times one relation (type and field) may appear on one path of a selection. */
  maxRecursion: number;
  /** Longest a query (or a subscription's setup) runs before it is answered with QUERY_TIMEOUT. */
  executionTimeoutMs: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 20_000,
  maxRecursion: 1,
  executionTimeoutMs: 10_000,
};

/** The assumed length of a list whose size the query does not give. */
const LIST_SIZE = 10;

export function limitError(limit: Limit, lang: Lang, max: number, found?: number | string) {
  const detail = found === undefined ? m(lang, 'atMost', { max }) : m(lang, 'foundAtMost', { found, max });
  return new GraphQLError(`${m(lang, limit)} (${detail})`, {
    extensions: {
      code: 'QUERY_TOO_COMPLEX',
      limit,
      max,
      ...(found === undefined ? {} : { found }),
      http: { status: 400 },
    },
  });
}

/** The request language of an envelop context: HTTP headers, or the websocket's connection params. */
function langOfContext(context: unknown): Lang {
  const c = context as { request?: Request; connectionParams?: Record<string, unknown> } | undefined;
  const header = c?.request?.headers?.get('accept-language');
  if (header) return langOf(header);
  const params = c?.connectionParams;
  return langOf(String(params?.['accept-language'] ?? params?.language ?? '') || undefined);
}

/** The cost and recursion walk of one operation; stops as soon as a limit is passed. */
function checkOperation(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  limits: GraphqlLimits,
  lang: Lang,
) {
  const schema = context.getSchema();
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return;
  let cost = 0;
  let refused: GraphQLError | null = null;
  const path: string[] = [];
  const fragments: string[] = [];

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType, multiplier: number) => {
    for (const selection of selectionSet.selections) {
      if (refused) return;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        const field = parent.getFields()[name];
        if (!field) continue;
        cost += multiplier;
        if (cost > limits.maxCost) {
          refused = limitError('cost', lang, limits.maxCost);
          return;
        }
        if (!selection.selectionSet) continue;
        const coordinate = `${parent.name}.${name}`;
        const seen = path.filter((c) => c === coordinate).length;
        if (seen >= limits.maxRecursion) {
          refused = limitError('recursion', lang, limits.maxRecursion, coordinate);
          return;
        }
        const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
        let size = 1;
        if (isListType(unwrapped)) {
          const limitArg = selection.arguments?.find((a) => a.name.value === 'limit' || a.name.value === 'first');
          size = limitArg?.value.kind === Kind.INT ? Math.max(1, Number(limitArg.value.value)) : LIST_SIZE;
        }
        path.push(coordinate);
        walk(selection.selectionSet, getNamedType(field.type), multiplier * size);
        path.pop();
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) walk(selection.selectionSet, type, multiplier);
      } else {
        const name = selection.name.value;
        // A fragment inside itself is GraphQL's own error (NoFragmentCyclesRule): not followed here.
        if (fragments.includes(name)) continue;
        const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type) continue;
        fragments.push(name);
        walk(fragment.selectionSet, type, multiplier);
        fragments.pop();
      }
    }
  };
  walk(operation.selectionSet, root, 1);
  if (refused) context.reportError(refused);
}

/** The validation rules of the limits, with their errors in `lang`. */
export function limitRules(limits: GraphqlLimits, lang: Lang): ValidationRule[] {
  const found = (error: GraphQLError) => /found (\d+)/.exec(error.message)?.[1];
  const report = (limit: Limit, max: number) => ({
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(
          limitError(limit, lang, max, found(error) === undefined ? undefined : Number(found(error))),
        ),
    ],
  });
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, ...report('depth', limits.maxDepth) }),
    maxAliasesRule({ n: limits.maxAliases, ...report('aliases', limits.maxAliases) }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report('directives', limits.maxDirectives) }),
    // Named by language: Yoga caches validation results by document and rule names, so a
    // refusal is cached once per language.
    Object.defineProperty(
      (context: ValidationContext) => ({
        OperationDefinition(operation: OperationDefinitionNode) {
          checkOperation(context, operation, limits, lang);
        },
      }),
      'name',
      { value: `operationLimits_${lang}` },
    ) as ValidationRule,
  ];
}

export function timeoutError(lang: Lang, ms: number) {
  return new GraphQLError(m(lang, 'timeout', { ms }), {
    extensions: { code: 'QUERY_TIMEOUT', max: ms, http: { status: 503 } },
  });
}

/**
 * Resolves with `work`, or after `ms` with the timeout error as the result; the work goes on
 * unawaited (its late outcome is dropped: a stream it opens late is closed at once) and the timer
 * never outlives the work.
 */
function withTimeout<T>(work: Promise<T> | T, ms: number, onTimeout: () => T): Promise<T> | T {
  if (!(work instanceof Promise)) return work;
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve(onTimeout());
    }, ms);
    timer.unref?.();
  });
  work.then(
    (late) => {
      const stream = late as { return?: (value?: unknown) => Promise<unknown> } | null;
      if (timedOut && typeof stream?.return === 'function') void stream.return().catch(() => undefined);
    },
    () => undefined,
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The language of an execution: the app's context, else the request's headers or connection params. */
function langOfExecution(context: unknown): Lang {
  const lang = (context as { lang?: unknown } | undefined)?.lang;
  return isLanguage(lang) ? lang : langOfContext(context);
}

/**
 * The execution time limit of queries and of subscriptions' setup (never of mutations). Listed
 * last among the plugins, so it wraps whatever execute and subscribe the others set.
 */
export function useExecutionTimeout(ms: number): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation') return;
      setExecuteFn(((a: typeof args) =>
        withTimeout(executeFn(a), ms, () => ({
          errors: [timeoutError(langOfExecution(a.contextValue), ms)],
        }))) as never);
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      setSubscribeFn(((a: typeof args) =>
        withTimeout(subscribeFn(a), ms, () => ({
          errors: [timeoutError(langOfExecution(a.contextValue), ms)],
        }))) as never);
    },
  };
}

/** The limits as an envelop plugin: the token limit at parse, the rest as validation rules. */
export function useGraphqlLimits(limits: GraphqlLimits): Plugin[] {
  const limitsPlugin: Plugin = {
    onParse({ context, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens: limits.maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError && /contains more th\w* \d+ tokens/.test(error.message)) {
            throw limitError('tokens', langOfContext(context), limits.maxTokens);
          }
          throw error;
        }
      });
    },
    onValidate({ context, addValidationRule }) {
      for (const rule of limitRules(limits, langOfContext(context))) addValidationRule(rule);
    },
  };
  return [limitsPlugin, blockFieldSuggestionsPlugin() as Plugin];
}
