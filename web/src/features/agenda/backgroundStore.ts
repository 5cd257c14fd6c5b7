import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AgendaBackgroundQuery, AgendaBackgroundQueryVariables } from '../../gql/graphql.ts';
import { AGENDA_BACKGROUND_QUERY } from './operations.ts';

// The working-time background of a range (schedules and closed dates), kept beside Apollo's cache
// like the blocks (eventsStore.ts): a team week's 210 schedule days written into the normalised
// cache and read back for the page's watcher cost a tenth of its first paint, and the week waits
// for them. Filled by the prefetch, read by the page, emptied with Apollo's cache (logout).

export type BackgroundData = AgendaBackgroundQuery;

export interface BackgroundState {
  data: BackgroundData | null;
  error: Error | null;
}

interface Entry {
  state: BackgroundState;
  pending: Promise<boolean> | null;
  seq: number;
  listeners: Set<() => void>;
}

const EMPTY: BackgroundState = { data: null, error: null };
const MAX_ENTRIES = 8;
const stores = new WeakMap<ApolloClient, Map<string, Entry>>();
const keyOf = (v: AgendaBackgroundQueryVariables) => `${v.from}/${v.to}/${String(v.employeeIds ?? '*')}`;

function entriesOf(client: ApolloClient): Map<string, Entry> {
  let entries = stores.get(client);
  if (!entries) {
    const created = new Map<string, Entry>();
    entries = created;
    stores.set(client, created);
    // A new identity must not see the previous one's working times.
    client.onClearStore(async () => {
      for (const entry of created.values()) {
        entry.seq++;
        entry.pending = null;
        setState(entry, EMPTY);
      }
      for (const [key, entry] of created) if (entry.listeners.size === 0) created.delete(key);
    });
  }
  return entries;
}

function entryOf(client: ApolloClient, variables: AgendaBackgroundQueryVariables): Entry {
  const entries = entriesOf(client);
  const key = keyOf(variables);
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: EMPTY, pending: null, seq: 0, listeners: new Set() };
    entries.set(key, entry);
    // Bounded: the oldest ranges nobody shows are forgotten.
    for (const [k, e] of entries) {
      if (entries.size <= MAX_ENTRIES) break;
      if (e.listeners.size === 0 && !e.pending && e !== entry) entries.delete(k);
    }
  }
  return entry;
}

function setState(entry: Entry, state: BackgroundState) {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
}

/**
 * Loads a range's background (the last known stays meanwhile). A request on its way is shared, and
 * a range already answered is not asked again, unless `force` (after a change of the working time).
 */
export function loadAgendaBackground(
  client: ApolloClient,
  variables: AgendaBackgroundQueryVariables,
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  const entry = entryOf(client, variables);
  if (!force && entry.pending) return entry.pending;
  if (!force && entry.state.data) return Promise.resolve(true);
  const seq = ++entry.seq;
  const pending = client.query({ query: AGENDA_BACKGROUND_QUERY, variables, fetchPolicy: 'no-cache' }).then(
    ({ data }) => {
      if (seq !== entry.seq) return true;
      entry.pending = null;
      setState(entry, { data: data ?? null, error: null });
      return true;
    },
    (error: unknown) => {
      if (seq !== entry.seq) return false;
      entry.pending = null;
      setState(entry, { data: entry.state.data, error: error instanceof Error ? error : new Error(String(error)) });
      return false;
    },
  );
  entry.pending = pending;
  return pending;
}

/** What the store holds for a range (for tests). */
export function agendaBackgroundOf(client: ApolloClient, variables: AgendaBackgroundQueryVariables): BackgroundState {
  return stores.get(client)?.get(keyOf(variables))?.state ?? EMPTY;
}

/** The range's background for the page: the prefetched answer when there is one, otherwise asked for. */
export function useAgendaBackground(
  variables: AgendaBackgroundQueryVariables,
  skip: boolean,
): BackgroundState & { refetch: () => Promise<boolean> } {
  const client = useApolloClient();
  const key = keyOf(variables);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryOf(client, variables);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [client, key],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  const snapshot = useCallback(() => agendaBackgroundOf(client, variables), [client, key]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  useEffect(() => {
    if (!skip) void loadAgendaBackground(client, variables);
  }, [client, key, skip]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  const refetch = useCallback(() => loadAgendaBackground(client, variables, { force: true }), [client, key]);
  return skip ? { ...EMPTY, refetch } : { ...state, refetch };
}
