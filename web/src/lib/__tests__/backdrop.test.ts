import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { backdropAtom, useBackdropWhile } from '../backdrop.ts';

describe('backdrop', () => {
  it('raises the backdrop while any blocking save is under way', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const booking = renderHook(({ busy }) => useBackdropWhile(busy), { wrapper, initialProps: { busy: false } });
    const checkout = renderHook(({ busy }) => useBackdropWhile(busy), { wrapper, initialProps: { busy: true } });
    expect(store.get(backdropAtom)).toBe(true);
    booking.rerender({ busy: true });
    checkout.rerender({ busy: false });
    expect(store.get(backdropAtom)).toBe(true);
    booking.unmount();
    expect(store.get(backdropAtom)).toBe(false);
  });
});
