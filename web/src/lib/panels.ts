import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

// Spec §2 "Side panels": named multi-step panels in tiers. Opening a panel closes any open panel
// of its own tier or a later one; closing a panel closes it and those after it.
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
  /** What the panel works on, e.g. the id being edited. */
  data?: unknown;
}

export function tierOf(group: PanelGroup, name: string): number {
  const tier = (PANEL_TIERS[group] as readonly (readonly string[])[]).findIndex((names) => names.includes(name));
  if (tier < 0) throw new Error(`No panel ${name} in ${group}`);
  return tier;
}

/** The stack after opening `name`: panels of earlier tiers stay, the rest close. */
export function openPanel(stack: readonly OpenPanel[], group: PanelGroup, name: string, data?: unknown): OpenPanel[] {
  const tier = tierOf(group, name);
  return [...stack.filter((p) => p.tier < tier), { name, tier, data }];
}

/** The stack after closing `name`: it and every panel of a later tier close. */
export function closePanel(stack: readonly OpenPanel[], group: PanelGroup, name: string): OpenPanel[] {
  const tier = tierOf(group, name);
  const open = stack.find((p) => p.name === name);
  if (!open) return [...stack];
  return stack.filter((p) => p.tier < tier);
}

const stacks = new Map<PanelGroup, ReturnType<typeof atom<OpenPanel[]>>>();
function stackAtom(group: PanelGroup) {
  let a = stacks.get(group);
  if (!a) {
    a = atom<OpenPanel[]>([]);
    stacks.set(group, a);
  }
  return a;
}

/** The panels of one screen, shared by every component of it. */
export function usePanels<G extends PanelGroup>(group: G) {
  const [stack, setStack] = useAtom(stackAtom(group));
  const open = useCallback(
    (name: PanelName<G>, data?: unknown) => setStack((s) => openPanel(s, group, name, data)),
    [group, setStack],
  );
  const close = useCallback((name: PanelName<G>) => setStack((s) => closePanel(s, group, name)), [group, setStack]);
  const closeAll = useCallback(() => setStack([]), [setStack]);
  return useMemo(
    () => ({
      stack,
      isOpen: (name: PanelName<G>) => stack.some((p) => p.name === name),
      dataOf: (name: PanelName<G>) => stack.find((p) => p.name === name)?.data,
      open,
      close,
      closeAll,
    }),
    [stack, open, close, closeAll],
  );
}
