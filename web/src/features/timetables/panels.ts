import { usePanels } from '../../lib/panels.ts';

/** TIMETABLES_LIST; ADD_TIMETABLE, EDIT_TIMETABLE, ADD_TIMETABLE_EXCEPTION, EDIT_TIMETABLE_EXCEPTION (spec §2). */
export const useTimetablePanels = () => usePanels('timetables');
export type TimetablePanels = ReturnType<typeof useTimetablePanels>;

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface RangeValue {
  weekday: number;
  start: string;
  end: string;
  locationId: string;
}

/** Server paths `ranges.N.field` → one error per range row. */
export const renameRangeField = (field: string): string => {
  const match = /^ranges\.(\d+)/.exec(field);
  return match ? `range_${match[1]}` : field;
};
