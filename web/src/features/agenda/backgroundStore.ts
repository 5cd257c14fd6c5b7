import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import type { AgendaBackgroundQuery, AgendaBackgroundQueryVariables } from '../../gql/graphql.ts';
import { type StoreEntry, clientStore } from './clientStore.ts';
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

const EMPTY: BackgroundState = { data: null, error: null };

const store = clientStore<AgendaBackgroundQueryVariables, BackgroundState, StoreEntry<BackgroundState>>({
  keyOf: (v) => `${v.from}/${v.to}/${String(v.employeeIds ?? '*')}`,
  empty: EMPTY,
  create: () => ({ state: EMPTY, pending: null, seq: 0, listeners: new Set() }),
  maxEntries: 8,
});
const { entryOf, setState } = store;

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
  return store.stateOf(client, variables);
}

/** The range's background for the page: the prefetched answer when there is one, otherwise asked for. */
export function useAgendaBackground(
  variables: AgendaBackgroundQueryVariables,
  skip: boolean,
): BackgroundState & { refetch: () => Promise<boolean> } {
  const client = useApolloClient();
  const key = store.keyOf(variables);
  // Joins the blocks when it comes, never holding up or restarting their first drawing.
  const state = store.useEntryStateAfterDraw(client, variables);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  useEffect(() => {
    if (!skip) void loadAgendaBackground(client, variables);
  }, [client, key, skip]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
  const refetch = useCallback(() => loadAgendaBackground(client, variables, { force: true }), [client, key]);
  return skip ? { ...EMPTY, refetch } : { ...state, refetch };
}
