import { describe, expect, it } from 'vitest';
import { authStore, logout, storeSession } from '../auth.ts';
import { DEFAULT_AGENDA_SETTINGS, agendaSettingsAtom, selectedEmployeeAtom } from '../persisted.ts';

describe('persisted state', () => {
  it('keeps agenda settings in local storage and logout clears them', () => {
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
