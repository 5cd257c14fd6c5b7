import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useSearchParams } from '../../../../lib/useSearchParams.ts';
import { isAdmin } from '../../../../lib/auth.ts';
import { agendaSettingsAtom, selectedEmployeeAtom } from '../../../../lib/persisted.ts';
import { DISPLAY_TYPES, type DisplayType, type ViewMode } from '../../agendaMapping.ts';
import { defaultEmployeeId } from '../../planning.ts';
import type { AgendaViewType } from '../../urls.ts';
import type { AgendaSetup } from './useAgendaSetup.ts';

const DATE_PARAM = /^\d{4}-\d{2}-\d{2}$/;
export const VIEW_TYPES: readonly AgendaViewType[] = ['employee', 'workplace', 'machine'];
const isViewType = (v: string | null): v is AgendaViewType => VIEW_TYPES.includes(v as AgendaViewType);

/** What the calendar shows: the URL (?viewType, ?date, ?location, ?event) over the user's saved settings. */
export function useAgendaUrlState({ vendor, today, employees, locations, claims }: AgendaSetup) {
  const [settings, setSettings] = useAtom(agendaSettingsAtom);
  const [selectedEmployee, setSelectedEmployee] = useAtom(selectedEmployeeAtom);
  const [params, setParams] = useSearchParams();

  const viewTypeParam = params.get('viewType');
  const viewType: AgendaViewType = isViewType(viewTypeParam) ? viewTypeParam : settings.viewType;
  const dateIn = (search: URLSearchParams) => {
    const param = search.get('date');
    return param && DATE_PARAM.test(param) ? param : (settings.selectedDate ?? today);
  };
  const date = dateIn(params);
  // The user's own choice, else the vendor's display type (spec §3 setting), else the planning.
  const vendorDisplay = DISPLAY_TYPES.find((d) => d === vendor?.displayType);
  const displayType: DisplayType = settings.displayType ?? vendorDisplay ?? 'planning';
  // The workplace and machine views filtered by location (?location=id): its columns and its events.
  const locationParam = Number(params.get('location')) || null;
  const locationId = viewType !== 'employee' && locations.some((l) => l.id === locationParam) ? locationParam : null;
  const personalEmployeeId = defaultEmployeeId(
    employees,
    { employeeId: claims?.employeeId ?? null, admin: isAdmin(claims) },
    selectedEmployee,
  );
  const personalAvailable = viewType === 'employee' && personalEmployeeId !== null;
  const viewMode: ViewMode = personalAvailable ? settings.viewMode : 'team';
  const detailId = Number(params.get('event')) || null;

  const openDetails = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('event', String(id));
          else next.delete('event');
          return next;
        },
        { replace: id === null },
      ),
    [setParams],
  );

  const persist = (patch: Partial<typeof settings>) => setSettings((current) => ({ ...current, ...patch }));
  /** To a day, or a day counted from the one in the address now (two quick clicks on "next" go two days). */
  const goTo = (to: string | ((from: string) => string)) => {
    let next = today;
    setParams(
      (current) => {
        next = typeof to === 'string' ? to : to(dateIn(current));
        const p = new URLSearchParams(current);
        p.set('viewType', viewType);
        if (next === today) p.delete('date');
        else p.set('date', next);
        return p;
      },
      { replace: true },
    );
    persist({ selectedDate: next === today ? null : next });
  };
  const setLocation = (id: number | null) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (id) p.set('location', String(id));
        else p.delete('location');
        return p;
      },
      { replace: true },
    );
  const setViewType = (v: AgendaViewType) => {
    persist({ viewType: v });
    setParams((current) => {
      const p = new URLSearchParams(current);
      p.set('viewType', v);
      return p;
    });
  };

  return {
    settings,
    persist,
    viewType,
    date,
    displayType,
    locationId,
    personalEmployeeId,
    personalAvailable,
    viewMode,
    detailId,
    openDetails,
    goTo,
    setLocation,
    setViewType,
    setSelectedEmployee,
  };
}

export type AgendaUrlState = ReturnType<typeof useAgendaUrlState>;
