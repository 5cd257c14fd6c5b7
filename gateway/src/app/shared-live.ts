// One execution per published change and audience: the staff calendars of a vendor (up to thousands
// of websocket subscribers) that asked the same subscription selection get one result, executed once
// per process, instead of each running the same resolvers. Results are shared only between
// subscribers of the same vendor, role and language asking the same selection with the same values
// of the variables it uses, and only for the root fields listed here, whose results depend on nothing
// else of the viewer. The root field's own arguments (a calendar's range, its view) only filter which
// changes reach a subscriber — the listed fields resolve to the change itself whatever they are — so
// subscribers watching different weeks still share the execution of a change both see.
// Over websockets the shared result is also serialised once and written straight to each subscriber's
// socket (joinAudience), so a change costs each of thousands of subscribers one socket write.
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
import type { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import { LiveSource, type TopicTarget } from '../lib/live-source.ts';
import { mapFor } from '../lib/maps.ts';

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

/** Writes a graphql-ws `next` message whose payload is already serialised to one subscriber's socket. */
export type LiveSend = (payloadJson: string) => void;

/** Masks an error of a shared result as the server masks any result's errors. */
export type MaskError = (error: GraphQLError) => Error;

interface Member {
  source: LiveSource<unknown>;
  args: ExecutionArgs;
  send: LiveSend;
  open: boolean;
}

/** The subscribers of one audience and source topic in this process, and their delivery order. */
interface Audience {
  members: Set<Member>;
  /** The previous change's delivery: changes reach every member in the order they were published. */
  tail: Promise<void>;
  detach: () => void;
}

const audiences = new WeakMap<TopicTarget, Map<string, Audience>>();

/** The payload of a `next` message, serialised once for every member of the audience. */
function serialise(result: ExecutionResult, mask: MaskError): string {
  const { errors, ...rest } = result;
  return JSON.stringify(errors ? { ...rest, errors: errors.map((e) => (mask(e) as GraphQLError).toJSON()) } : rest);
}

/**
 * Joins the audience of `key` on the member's source: each change is executed once (with the
 * arguments of a member it reaches; the result depends on nothing else), serialised once, and
 * written to every member whose own filter accepts it, synchronously, without a promise chain per
 * subscriber. Returns what graphql-ws iterates: nothing, until the subscription ends.
 */
function joinAudience(member: Member, key: string, mask: MaskError, log?: (error: unknown) => void) {
  const { target, topic } = member.source;
  const byKey = mapFor(audiences, target);
  const audienceKey = `${topic}\n${key}`;
  let audience = byKey.get(audienceKey);
  if (!audience) {
    const created: Audience = { members: new Set(), tail: Promise.resolve(), detach: () => {} };
    const listener = (event: Event) => {
      const payload = (event as CustomEvent<unknown>).detail;
      const recipients = [...created.members].filter((m) => m.source.accept(payload));
      if (!recipients.length) return;
      created.tail = created.tail.then(async () => {
        try {
          const args = recipients[0]!.args;
          const json = serialise(await execute({ ...args, rootValue: payload }), mask);
          for (const m of recipients) if (m.open) m.send(json);
        } catch (error) {
          log?.(error);
        }
      });
    };
    target.addEventListener(topic, listener);
    created.detach = () => target.removeEventListener(topic, listener);
    byKey.set(audienceKey, created);
    audience = created;
  }
  const joined = audience;
  joined.members.add(member);
  let ended: ((step: IteratorResult<ExecutionResult>) => void) | null = null;
  const end = () => {
    if (member.open) {
      member.open = false;
      joined.members.delete(member);
      if (!joined.members.size && byKey.get(audienceKey) === joined) {
        joined.detach();
        byKey.delete(audienceKey);
      }
    }
    ended?.({ value: undefined, done: true });
    return { value: undefined, done: true } as const;
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: () => (member.open ? new Promise((resolve) => (ended = resolve)) : Promise.resolve(end())),
    return: () => Promise.resolve(end()),
    throw: (error: unknown) => {
      end();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
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

/**
 * graphql-js `subscribe`, with the result of each event shared by its audience. A subscriber with a
 * direct output (`send`, over a websocket) whose source is a LiveSource gets the shared, serialised
 * result written straight to its socket; otherwise results are shared and iterated as usual.
 */
export async function sharedSubscribe(
  args: ExecutionArgs,
  key: string,
  direct?: { send: LiveSend; mask: MaskError; log?: (error: unknown) => void },
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream))) return stream as ExecutionResult;
  if (direct && stream instanceof LiveSource)
    return joinAudience({ source: stream, args, send: direct.send, open: true }, key, direct.mask, direct.log);
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

/** The direct output of each websocket subscriber's context (set by the websocket server). */
const outputs = new WeakMap<object, LiveSend>();

/** Registers the websocket subscriber's direct output for its context. */
export function setLiveOutput(contextValue: object, send: LiveSend) {
  outputs.set(contextValue, send);
}

/**
 * Envelop plugin: shareable subscriptions use `sharedSubscribe`; those of a websocket subscriber are
 * delivered directly, their errors masked with `mask` as the server masks any result's.
 */
export function useSharedLiveResults(mask: MaskError, log?: (error: unknown) => void): Plugin {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const key = audienceKey(args);
      if (!key) return;
      const send = outputs.get(args.contextValue as object);
      setSubscribeFn(((a: ExecutionArgs) => sharedSubscribe(a, key, send && { send, mask, log })) as never);
    },
  };
}
