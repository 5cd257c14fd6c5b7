// One execution per published change and audience: the staff calendars of a vendor (up to thousands
// of websocket subscribers) that asked the same subscription selection get one result, executed once
// per process, instead of each running the same resolvers. Results are shared only between
// subscribers of the same vendor, role and language asking the same selection with the same values
// of the variables it uses, and only for the root fields listed here, whose results depend on nothing
// else of the viewer. The root field's own arguments (a calendar's range, its view) only filter which
// changes reach a subscriber — the listed fields resolve to the change itself whatever they are — so
// subscribers watching different weeks still share the execution of a change both see.
import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  type FieldNode,
  Kind,
  type OperationDefinitionNode,
  print,
  visit,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { mapFor } from './maps.ts';

const SHARED_ROOT_FIELDS = new Set(['calendarEventsChanged']);

interface Selection {
  /** The printed selection of the root fields (without their arguments) and the document's fragments. */
  text: string;
  /** The variables that selection uses. */
  variables: string[];
}

const selections = new WeakMap<OperationDefinitionNode, Selection>();

/** What an execution of the operation's root fields depends on: everything but their arguments. */
function selectionOf(document: DocumentNode, operation: OperationDefinitionNode): Selection {
  let selection = selections.get(operation);
  if (selection) return selection;
  const roots = operation.selectionSet.selections as FieldNode[];
  const parts: string[] = [];
  const variables = new Set<string>();
  const collect = (node: Parameters<typeof print>[0]) => {
    parts.push(print(node));
    visit(node, { Variable: (v) => void variables.add(v.name.value) });
  };
  for (const root of roots) {
    parts.push(`${root.alias?.value ?? ''}:${root.name.value}`);
    for (const directive of root.directives ?? []) collect(directive);
    if (root.selectionSet) collect(root.selectionSet);
  }
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) collect(d);
  // The definitions of the variables used, for their types and default values.
  for (const d of operation.variableDefinitions ?? []) if (variables.has(d.variable.name.value)) parts.push(print(d));
  selection = { text: parts.join('\n'), variables: [...variables].sort() };
  selections.set(operation, selection);
  return selection;
}
const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

/** The audience of a subscription whose results may be shared, or null. */
export function audienceKey(args: ExecutionArgs): string | null {
  const operations = args.document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = args.operationName
    ? operations.find((o) => o.name?.value === args.operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'subscription') return null;
  const roots = operation.selectionSet.selections;
  if (!roots.every((s) => s.kind === Kind.FIELD && SHARED_ROOT_FIELDS.has(s.name.value))) return null;
  const ctx = args.contextValue as Context | undefined;
  const viewer = ctx?.viewer;
  if (!viewer || viewer.vendorId == null) return null;
  const { text, variables } = selectionOf(args.document, operation);
  const values = args.variableValues ?? {};
  // A variable left out (its default applies) is told apart from one given as null.
  const used = variables.map((v) => (v in values ? [values[v]] : []));
  return JSON.stringify([viewer.vendorId, viewer.role, ctx.lang, used, text]);
}

/** Maps a source stream, passing return() straight through so an idle subscription closes at once. */
function mapStream<T, U>(stream: AsyncIterable<T>, map: (value: T) => Promise<U>): AsyncIterableIterator<U> {
  const source = stream[Symbol.asyncIterator]();
  return {
    async next() {
      const step = await source.next();
      return step.done ? { value: undefined, done: true } : { value: await map(step.value), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** graphql-js `subscribe`, with the result of each event shared by its audience. */
export async function sharedSubscribe(
  args: ExecutionArgs,
  key: string,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream))) return stream as ExecutionResult;
  return mapStream(stream as AsyncIterable<unknown>, (payload) => {
    // A payload that is not an object cannot carry shared state: executed for this subscriber only.
    if (typeof payload !== 'object' || payload === null)
      return Promise.resolve(execute({ ...args, rootValue: payload }));
    const byKey = mapFor(results, payload);
    let result = byKey.get(key);
    if (!result) {
      result = Promise.resolve(execute({ ...args, rootValue: payload }));
      byKey.set(key, result);
    }
    return result;
  });
}

/** Envelop plugin: shareable subscriptions use `sharedSubscribe`. */
export const useSharedLiveResults: Plugin = {
  onSubscribe({ args, setSubscribeFn }) {
    const key = audienceKey(args);
    if (key) setSubscribeFn(((a: ExecutionArgs) => sharedSubscribe(a, key)) as never);
  },
};
