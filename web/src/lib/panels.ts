import { useCallback, useMemo } from 'react';
import { useSearchParams } from './useSearchParams.ts';
// The URL parameters and panelQuery live in urls.ts: URL builders on every page use them, and
// this module (the panels' state) only loads with the screens that have panels.
import { PANEL_ID_PARAM, PANEL_PARAM } from './urls.ts';

export { PANEL_ID_PARAM, PANEL_PARAM, panelQuery } from './urls.ts';

// Spec §2 "Side panels": named multi-step panels in tiers. Opening a panel closes any open panel
// of its own tier or a later one; closing a panel closes it and those after it.
// The open panels live in the URL (`?panel=EDIT_SERVICE&id=3&panel=ADD_EMPLOYEE&id=`): the i-th
// `panel` pairs with the i-th `id` (empty when the panel works on nothing), so a reload and the
// browser's Back restore them.
export const PANEL_TIERS = {
  employees: [['EMPLOYEES_LIST'], ['ADD_EMPLOYEE', 'EDIT_EMPLOYEE'], ['ADD_SERVICE', 'ADD_WORKPLACE']],
  timetables: [
    ['TIMETABLES_LIST'],
    ['ADD_TIMETABLE', 'EDIT_TIMETABLE', 'ADD_TIMETABLE_EXCEPTION', 'EDIT_TIMETABLE_EXCEPTION'],
  ],
  services: [['SERVICES_LIST'], ['ADD_SERVICE', 'EDIT_SERVICE'], ['ADD_EMPLOYEE', 'ADD_WORKPLACE', 'ADD_MACHINE']],
  workplaces: [
    ['WORKPLACES_LIST'],
    ['ADD_WORKPLACE', 'EDIT_WORKPLACE'],
    ['ADD_MACHINE', 'ADD_SERVICE', 'ADD_EMPLOYEE'],
  ],
  regions: [['REGIONS_LIST'], ['ADD_REGION', 'EDIT_REGION'], ['ADD_LOCATION']],
  locations: [['LOCATIONS_LIST'], ['ADD_LOCATION', 'EDIT_LOCATION'], ['ADD_REGION']],
  closedDates: [['CLOSED_DATE_LIST'], ['ADD_CLOSED_DATE', 'EDIT_CLOSED_DATE']],
  machines: [['MACHINES_LIST'], ['ADD_MACHINE', 'EDIT_MACHINE'], ['ADD_WORKPLACE', 'ADD_SERVICE']],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type PanelGroup = keyof typeof PANEL_TIERS;
export type PanelName<G extends PanelGroup> = (typeof PANEL_TIERS)[G][number][number];

export interface OpenPanel {
  name: string;
  tier: number;
  /** The id the panel works on (the entity being edited), if any. */
  id?: string;
}

export function tierOf(group: PanelGroup, name: string): number {
  const tier = (PANEL_TIERS[group] as readonly (readonly string[])[]).findIndex((names) => names.includes(name));
  if (tier < 0) throw new Error(`No panel ${name} in ${group}`);
  return tier;
}

function knownTier(group: PanelGroup, name: string): number {
  return (PANEL_TIERS[group] as readonly (readonly string[])[]).findIndex((names) => names.includes(name));
}

/** The stack after opening `name`: panels of earlier tiers stay, the rest close. */
export function openPanel(
  stack: readonly OpenPanel[],
  group: PanelGroup,
  name: string,
  id?: string | number,
): OpenPanel[] {
  const tier = tierOf(group, name);
  const panel: OpenPanel = id === undefined || id === '' ? { name, tier } : { name, tier, id: String(id) };
  return [...stack.filter((p) => p.tier < tier), panel];
}

/** The stack after closing `name`: it and every panel of a later tier close. */
export function closePanel(stack: readonly OpenPanel[], group: PanelGroup, name: string): OpenPanel[] {
  const tier = tierOf(group, name);
  if (!stack.some((p) => p.name === name)) return [...stack];
  return stack.filter((p) => p.tier < tier);
}

/**
 * The stack a URL describes. Unknown names and a tier out of order (a hand-edited URL) are dropped,
 * so the tier rule holds whatever the address bar says.
 */
export function panelsFromSearch(group: PanelGroup, params: URLSearchParams): OpenPanel[] {
  const ids = params.getAll(PANEL_ID_PARAM);
  let stack: OpenPanel[] = [];
  params.getAll(PANEL_PARAM).forEach((name, i) => {
    if (knownTier(group, name) < 0) return;
    stack = openPanel(stack, group, name, ids[i]);
  });
  return stack;
}

/** The same query with the panel stack replaced (other parameters stay). */
export function searchWithPanels(params: URLSearchParams, stack: readonly OpenPanel[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PANEL_PARAM);
  next.delete(PANEL_ID_PARAM);
  for (const panel of stack) {
    next.append(PANEL_PARAM, panel.name);
    next.append(PANEL_ID_PARAM, panel.id ?? '');
  }
  return next;
}

/** `?panel=EDIT_SERVICE&id=3`: the query string that opens one panel (for links built by `urls.ts`). */
/** The panels of one screen, read from and written to the URL (each change is a history entry). */
export function usePanels<G extends PanelGroup>(group: G) {
  const [params, setParams] = useSearchParams();
  const stack = useMemo(() => panelsFromSearch(group, params), [group, params]);
  const write = useCallback(
    (next: (current: OpenPanel[]) => OpenPanel[]) =>
      setParams((current) => searchWithPanels(current, next(panelsFromSearch(group, current)))),
    [group, setParams],
  );
  const open = useCallback(
    (name: PanelName<G>, id?: string | number) => write((s) => openPanel(s, group, name, id)),
    [group, write],
  );
  const close = useCallback((name: PanelName<G>) => write((s) => closePanel(s, group, name)), [group, write]);
  const closeAll = useCallback(() => write(() => []), [write]);
  return useMemo(
    () => ({
      stack,
      isOpen: (name: PanelName<G>) => stack.some((p) => p.name === name),
      /** The id the open panel `name` works on. */
      idOf: (name: PanelName<G>) => stack.find((p) => p.name === name)?.id,
      /** The open panel of a tier, if any. */
      atTier: (tier: number) => stack.find((p) => p.tier === tier),
      open,
      close,
      closeAll,
    }),
    [stack, open, close, closeAll],
  );
}
