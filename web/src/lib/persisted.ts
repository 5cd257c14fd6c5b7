import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { authStore, onLogout } from './auth.ts';

// Spec §3 "Persisted locally": user data (auth.ts), calendar settings, selected employee,
// timetable view type and the employee/vendor state under 'employees'. Logout clears them all.
export interface AgendaSettings {
  viewType: 'employee' | 'machine' | 'workplace';
  viewMode: 'personal' | 'team';
  /** null: none chosen, the vendor's display type (a setting) applies. */
  displayType: 'planning' | 'dayGrid' | 'weekGrid' | null;
  previousDisplayType: 'planning' | 'dayGrid' | 'weekGrid' | null;
  /** Hour the day view starts at (spec §9: 8). */
  startOfDay: number;
  zoom: number;
  /** YYYY-MM-DD, or null for today. */
  selectedDate: string | null;
}

export const DEFAULT_AGENDA_SETTINGS: AgendaSettings = {
  viewType: 'employee',
  // The front desk sees the whole team; personal mode is one click away and then remembered.
  viewMode: 'team',
  displayType: null,
  previousDisplayType: null,
  startOfDay: 8,
  zoom: 1,
  selectedDate: null,
};

const storage = <T>() => createJSONStorage<T>(() => localStorage);
const persisted = <T>(key: string, initial: T) => atomWithStorage<T>(key, initial, storage<T>(), { getOnInit: true });

export const agendaSettingsAtom = persisted<AgendaSettings>('calendarSettings', DEFAULT_AGENDA_SETTINGS);
export const selectedEmployeeAtom = persisted<number | null>('selectedEmployee', null);
export const timetableViewTypeAtom = persisted<'list' | 'calendar'>('timetableViewType', 'list');
/** The vendor's employees, by name: loaded after a staff login, read while the calendar's own list loads. */
export interface EmployeesState {
  vendorId: number | null;
  employees: { id: number; name: string; color: string | null; timetablesEnabled: boolean }[];
}
export const employeesStateAtom = persisted<EmployeesState>('employees', { vendorId: null, employees: [] });

export const PERSISTED_ATOMS = [agendaSettingsAtom, selectedEmployeeAtom, timetableViewTypeAtom, employeesStateAtom];

// Local storage is cleared by logout(); the in-memory values go back to their defaults too. The
// handler registers with the first screen that imports these atoms (the staff side), not on public pages.
onLogout(() => {
  for (const a of PERSISTED_ATOMS) authStore.set(a as Parameters<typeof authStore.set>[0], RESET);
});
