import { usePanels } from '../../lib/panels.ts';

/** EMPLOYEES_LIST; ADD_EMPLOYEE, EDIT_EMPLOYEE; ADD_SERVICE, ADD_WORKPLACE (spec §2). */
export const useEmployeePanels = () => usePanels('employees');

export const EVENT_COLORS = [
  'primary',
  'blue',
  'lightBlue',
  'blueGreen',
  'green',
  'yellow',
  'red',
  'pink',
  'gray',
] as const;
