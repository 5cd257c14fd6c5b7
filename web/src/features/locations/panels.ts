import { usePanels } from '../../lib/panels.ts';

/** LOCATIONS_LIST; ADD_LOCATION, EDIT_LOCATION; ADD_REGION (spec §2). */
export const useLocationPanels = () => usePanels('locations');
