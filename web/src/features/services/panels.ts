import { usePanels } from '../../lib/panels.ts';

/** The services screen's panels (spec §2): SERVICES_LIST; ADD_SERVICE, EDIT_SERVICE; ADD_EMPLOYEE, ADD_WORKPLACE, ADD_MACHINE. */
export const useServicePanels = () => usePanels('services');

export const CATEGORY_ICONS = [
  'content_cut',
  'face',
  'spa',
  'brush',
  'palette',
  'self_improvement',
  'healing',
  'pan_tool',
  'hot_tub',
  'fitness_center',
  'local_florist',
  'waves',
  'diamond',
  'favorite',
  'auto_awesome',
] as const;
