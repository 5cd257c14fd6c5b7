import { usePanels } from '../../lib/panels.ts';

/** WORKPLACES_LIST; ADD_WORKPLACE, EDIT_WORKPLACE; ADD_MACHINE, ADD_SERVICE, ADD_EMPLOYEE (spec §2). */
export const useWorkplacePanels = () => usePanels('workplaces');
