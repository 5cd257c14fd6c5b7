import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

// What the calendar's two stores beside Apollo's cache (blocks: eventsStore.ts, working-time
// background: backgroundStore.ts) share: one entry per key and Apollo client, the oldest entries
// nobody shows forgotten past a bound, every entry emptied with Apollo's cache (a new identity must
// not see the previous one's data), and React subscribed to one entry's state.

export interface StoreEntry<S> {
  state: S;
  pending: Promise<boolean> | null;
  /** Numbers the requests: only the latest one's answer is kept. */
  seq: number;
  listeners: Set<() => void>;
}

export function clientStore<V, S, E extends StoreEntry<S>>(options: {
  keyOf: (variables: V) => string;
  empty: S;
  create: (variables: V) => E;
  maxEntries: number;
  /** What else an entry forgets when Apollo's cache is emptied. */
  onClear?: (entry: E) => void;
}) {
  const { keyOf, empty, create, maxEntries, onClear } = options;
  const stores = new WeakMap<ApolloClient, Map<string, E>>();

  function setState(entry: E, state: S) {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  function entriesOf(client: ApolloClient): Map<string, E> {
    let entries = stores.get(client);
    if (!entries) {
      const created = new Map<string, E>();
      entries = created;
      stores.set(client, created);
      client.onClearStore(async () => {
        for (const entry of created.values()) {
          entry.seq++;
          entry.pending = null;
          onClear?.(entry);
          setState(entry, empty);
        }
        for (const [key, entry] of created) if (entry.listeners.size === 0) created.delete(key);
      });
    }
    return entries;
  }

  function entryOf(client: ApolloClient, variables: V): E {
    const entries = entriesOf(client);
    const key = keyOf(variables);
    let entry = entries.get(key);
    if (!entry) {
      entry = create(variables);
      entries.set(key, entry);
      // Bounded: the oldest keys nobody shows are forgotten.
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries) break;
        if (e.listeners.size === 0 && !e.pending && e !== entry) entries.delete(k);
      }
    }
    return entry;
  }

  /** What the store holds for a key, without creating its entry. */
  function stateOf(client: ApolloClient, variables: V): S {
    return stores.get(client)?.get(keyOf(variables))?.state ?? empty;
  }

  /** One key's state for a component, updated as the store changes. */
  function useEntryState(client: ApolloClient, variables: V): S {
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
    const snapshot = useCallback(() => stateOf(client, variables), [client, key]);
    return useSyncExternalStore(subscribe, snapshot, snapshot);
  }

  /**
   * One key's state for a component, taken in after the component is on screen: a change that comes
   * while the screen is first being drawn waits for that drawing to end, rather than (as
   * `useEntryState` would) making React throw the half-drawn screen away and draw it again. For what
   * may join later (the working-time background behind the blocks).
   */
  function useEntryStateAfterDraw(client: ApolloClient, variables: V): S {
    const key = keyOf(variables);
    const [held, setHeld] = useState(() => ({ key, state: stateOf(client, variables) }));
    // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables.
    useEffect(() => {
      const entry = entryOf(client, variables);
      const take = () =>
        setHeld((before) =>
          before.key === key && before.state === entry.state ? before : { key, state: entry.state },
        );
      entry.listeners.add(take);
      take(); // a change between the drawing and this subscription
      return () => {
        entry.listeners.delete(take);
      };
    }, [client, key]);
    return held.key === key ? held.state : stateOf(client, variables);
  }

  return { keyOf, entriesOf, entryOf, setState, stateOf, useEntryState, useEntryStateAfterDraw };
}
