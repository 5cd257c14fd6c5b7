import { usePanels } from '../../lib/panels.ts';

/** CLOSED_DATE_LIST; ADD_CLOSED_DATE, EDIT_CLOSED_DATE (spec §2). */
export const useClosedDatePanels = () => usePanels('closedDates');
