import { usePanels } from '../../lib/panels.ts';

/** MACHINES_LIST; ADD_MACHINE, EDIT_MACHINE; ADD_WORKPLACE, ADD_SERVICE (spec §2). */
export const useMachinePanels = () => usePanels('machines');
