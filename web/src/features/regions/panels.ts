import { usePanels } from '../../lib/panels.ts';

/** REGIONS_LIST; ADD_REGION, EDIT_REGION; ADD_LOCATION (spec §2). */
export const useRegionPanels = () => usePanels('regions');
