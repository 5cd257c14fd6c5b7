import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { authStore, logout, storeSession } from '../auth.ts';
import { DEFAULT_AGENDA_SETTINGS, agendaSettingsAtom, selectedEmployeeAtom } from '../persisted.ts';
import {
  backdropAtom,
  breakpointIndex,
  isMobileLandscape,
  showFooter,
  showNavbar,
  swipeDirection,
  useBackdropWhile,
} from '../ui.ts';

describe('layout rules', () => {
  it('maps widths to the spec breakpoints', () => {
    expect([0, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1535, 1536, 2000].map(breakpointIndex)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('knows mobile landscape: landscape and narrower than 1024', () => {
    expect(isMobileLandscape(844, 390)).toBe(true);
    expect(isMobileLandscape(390, 844)).toBe(false);
    expect(isMobileLandscape(1280, 800)).toBe(false);
  });

  it('hides the navbar in mobile landscape on the calendar and on large admin screens', () => {
    expect(showNavbar({ section: 'admin', isAgenda: true, width: 844, height: 390 })).toBe(false);
    expect(showNavbar({ section: 'admin', isAgenda: true, width: 390, height: 844 })).toBe(true);
    expect(showNavbar({ section: 'admin', isAgenda: false, width: 1280, height: 800 })).toBe(false);
    expect(showNavbar({ section: 'public', isAgenda: false, width: 1280, height: 800 })).toBe(true);
    expect(showNavbar({ section: 'public', isAgenda: false, width: 844, height: 390 })).toBe(true);
  });

  it('shows the footer only in the public section', () => {
    expect(showFooter('public')).toBe(true);
    expect(showFooter('customer')).toBe(false);
    expect(showFooter('admin')).toBe(false);
  });

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

  it('recognises a horizontal swipe', () => {
    expect(swipeDirection(-80, 10)).toBe('left');
    expect(swipeDirection(80, -5)).toBe('right');
    expect(swipeDirection(30, 0)).toBeNull();
    expect(swipeDirection(80, 90)).toBeNull();
  });
});

describe('persisted state', () => {
  it('keeps calendar settings in local storage and logout clears them', () => {
    storeSession('x.y.z', null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, viewType: 'machine', startOfDay: 7 });
    authStore.set(selectedEmployeeAtom, 4);
    expect(JSON.parse(localStorage.getItem('calendarSettings') ?? '{}').viewType).toBe('machine');
    expect(localStorage.getItem('selectedEmployee')).toBe('4');
    logout();
    expect(localStorage.length).toBe(0);
    expect(authStore.get(agendaSettingsAtom)).toEqual(DEFAULT_AGENDA_SETTINGS);
    expect(authStore.get(selectedEmployeeAtom)).toBeNull();
  });
});
