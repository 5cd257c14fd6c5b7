import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StoreEntry, clientStore } from '../clientStore.ts';

interface Entry extends StoreEntry<string> {}

const makeStore = () =>
  clientStore<{ key: string }, string, Entry>({
    keyOf: (v) => v.key,
    empty: 'empty',
    create: () => ({ state: 'empty', pending: null, seq: 0, listeners: new Set() }),
    maxEntries: 8,
  });

describe('a store entry taken in after the drawing (useEntryStateAfterDraw)', () => {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

  it('shows what the entry holds, then each change', () => {
    const store = makeStore();
    store.setState(store.entryOf(client, { key: 'a' }), 'first');
    function Shown({ k }: { k: string }) {
      return <p data-testid="shown">{store.useEntryStateAfterDraw(client, { key: k })}</p>;
    }
    render(<Shown k="a" />);
    expect(screen.getByTestId('shown').textContent).toBe('first');
    act(() => store.setState(store.entryOf(client, { key: 'a' }), 'second'));
    expect(screen.getByTestId('shown').textContent).toBe('second');
  });

  it('catches up with a change made while the component was being drawn', () => {
    const store = makeStore();
    const entry = store.entryOf(client, { key: 'a' });
    store.setState(entry, 'before');
    function Shown() {
      const state = store.useEntryStateAfterDraw(client, { key: 'a' });
      // The answer arrives during the drawing, before anything subscribed.
      if (state === 'before' && entry.listeners.size === 0) entry.state = 'during';
      return <p data-testid="shown">{state}</p>;
    }
    render(<Shown />);
    expect(screen.getByTestId('shown').textContent).toBe('during');
  });

  it("shows another key's state at once when the key changes, and follows that key only", () => {
    const store = makeStore();
    store.setState(store.entryOf(client, { key: 'a' }), 'week A');
    store.setState(store.entryOf(client, { key: 'b' }), 'week B');
    function Shown({ k }: { k: string }) {
      return <p data-testid="shown">{store.useEntryStateAfterDraw(client, { key: k })}</p>;
    }
    const { rerender } = render(<Shown k="a" />);
    rerender(<Shown k="b" />);
    expect(screen.getByTestId('shown').textContent).toBe('week B');
    act(() => store.setState(store.entryOf(client, { key: 'a' }), 'week A again'));
    expect(screen.getByTestId('shown').textContent).toBe('week B');
    expect(store.entryOf(client, { key: 'a' }).listeners.size).toBe(0);
  });
});
