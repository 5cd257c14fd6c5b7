import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { getFragmentData } from '../../gql/index.ts';
import type { ServerEvent } from './agendaMapping.ts';
import { type StoreEntry, clientStore } from './clientStore.ts';
import { AGENDA_EVENTS_QUERY, AGENDA_EVENT_FRAGMENT } from './operations.ts';
import { type EventChangeKind, type Range, applyChangeToList } from './planning.ts';

// The calendar's blocks per range, kept beside Apollo's cache rather than in it: writing hundreds
// of flat blocks into the normalised cache and reading them back for each watcher cost more than a
// tenth of a team week's first paint. Filled by the prefetch (as the screen's code loads) and the
// page, patched in place by the live subscription, emptied with Apollo's cache (logout).

/** A range loaded this long ago is used as is by the page that mounts (the prefetch's answer). */
export const FRESH_MS = 30_000;
const MAX_RANGES = 8;

export interface RangeState {
  /** The range's blocks, sorted by start; null until they first come. */
  events: readonly ServerEvent[] | null;
  error: Error | null;
  /** A request for the range is on its way (the blocks shown meanwhile are the last known). */
  loading: boolean;
}

export interface EventChange {
  type: EventChangeKind;
  eventId: number;
  event: ServerEvent | null;
}

interface Entry extends StoreEntry<RangeState> {
  range: Range;
  /** When the blocks last came from the server (ms); 0 never. */
  at: number;
  /** Changes pushed while a request is on its way, applied again to its answer. */
  pushed: EventChange[];
}

const EMPTY: RangeState = { events: null, error: null, loading: false };

const store = clientStore<Range, RangeState, Entry>({
  keyOf: (range) => `${range.from}/${range.to}`,
  empty: EMPTY,
  create: (range) => ({ range, state: EMPTY, at: 0, pending: null, seq: 0, pushed: [], listeners: new Set() }),
  maxEntries: MAX_RANGES,
  onClear: (entry) => {
    entry.at = 0;
  },
});
const { entriesOf, entryOf, setState } = store;

export interface LoadOptions {
  /** Ask the server even when a request is already on its way (after a change of one's own). */
  force?: boolean;
  /** Blocks that came less than this long ago are kept without asking again. */
  maxAge?: number;
}

/**
 * Loads a range's blocks (the last known stay shown meanwhile). A request on its way is shared
 * unless `force`. Resolves to whether the range has an answer (false when the request failed).
 */
export function loadAgendaEvents(
  client: ApolloClient,
  range: Range,
  { force = false, maxAge = 0 }: LoadOptions = {},
): Promise<boolean> {
  const entry = entryOf(client, range);
  if (!force && entry.pending) return entry.pending;
  if (!force && entry.at > 0 && Date.now() - entry.at < maxAge) return Promise.resolve(true);
  const seq = ++entry.seq;
  entry.pushed = [];
  if (!entry.state.loading) setState(entry, { ...entry.state, loading: true });
  const pending = client.query({ query: AGENDA_EVENTS_QUERY, variables: range, fetchPolicy: 'no-cache' }).then(
    ({ data }) => {
      if (seq !== entry.seq) return true;
      // Unchanged blocks keep their objects, so the calendar redraws only what changed.
      let events = keepUnchanged(
        entry.state.events,
        getFragmentData(AGENDA_EVENT_FRAGMENT, data?.agendaEvents ?? []) as readonly ServerEvent[],
      );
      for (const change of entry.pushed) events = applyChangeToList(events, change, entry.range);
      entry.pushed = [];
      entry.at = Date.now();
      entry.pending = null;
      setState(entry, { events, error: null, loading: false });
      return true;
    },
    (error: unknown) => {
      if (seq !== entry.seq) return false;
      entry.pending = null;
      setState(entry, {
        events: entry.state.events,
        error: error instanceof Error ? error : new Error(String(error)),
        loading: false,
      });
      return false;
    },
  );
  entry.pending = pending;
  return pending;
}

const sameBlock = (a: ServerEvent, b: ServerEvent) => {
  const keys = Object.keys(a) as (keyof ServerEvent)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The server's answer with the objects of the blocks that did not change (flat blocks: compared
 * field by field), and the list itself when nothing changed: a range shown again or reloaded
 * after a change of one's own redraws only what changed (the calendar maps and patches by object).
 */
export function keepUnchanged(
  previous: readonly ServerEvent[] | null,
  next: readonly ServerEvent[],
): readonly ServerEvent[] {
  if (!previous || previous.length === 0) return next;
  const byId = new Map(previous.map((e) => [e.id, e]));
  let same = previous.length === next.length;
  const kept = next.map((e, i) => {
    const old = byId.get(e.id);
    const block = old && sameBlock(old, e) ? old : e;
    if (block !== previous[i]) same = false;
    return block;
  });
  return same ? previous : kept;
}

/** A change pushed by the server: every loaded range takes the block in or out, the others keep their objects. */
export function applyAgendaChange(client: ApolloClient, change: EventChange): void {
  for (const entry of entriesOf(client).values()) {
    if (entry.pending) entry.pushed.push(change);
    const events = entry.state.events;
    if (!events) continue;
    const next = applyChangeToList(events, change, entry.range);
    if (next !== events) setState(entry, { ...entry.state, events: next });
  }
}

/** What the store holds for a range (for tests and the prefetch). */
export function agendaEventsOf(client: ApolloClient, range: Range): RangeState {
  return store.stateOf(client, range);
}

/**
 * The range's blocks for the page: the prefetched or recent answer when there is one (its first
 * range only), otherwise the last known blocks while the server is asked. A failed first request is
 * tried once more before the error shows.
 */
export function useAgendaEvents(range: Range, skip: boolean): RangeState & { refetch: () => Promise<boolean> } {
  const client = useApolloClient();
  const key = store.keyOf(range);
  const first = useRef<string | null>(null);
  const state = store.useEntryState(client, range);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the range.
  useEffect(() => {
    if (skip) return;
    first.current ??= key;
    const isFirst = first.current === key;
    void loadAgendaEvents(client, range, { maxAge: isFirst ? FRESH_MS : 0 }).then((ok) => {
      if (!ok && isFirst) void loadAgendaEvents(client, range, { force: true });
    });
  }, [client, key, skip]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the range.
  const refetch = useCallback(() => loadAgendaEvents(client, range, { force: true }), [client, key]);
  return skip ? { ...EMPTY, refetch } : { ...state, refetch };
}
