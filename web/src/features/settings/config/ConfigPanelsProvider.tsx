import type { ReactNode } from 'react';
import { EmployeePanel } from '../../employees/views/EmployeePanel.tsx';
import { LocationPanel } from '../../locations/views/LocationPanel.tsx';
import { MachinePanel } from '../../machines/views/MachinePanel.tsx';
import { RegionPanel } from '../../regions/views/RegionPanel.tsx';
import { ServicePanel } from '../../services/views/ServicePanel.tsx';
import { WorkplacePanel } from '../../workplaces/views/WorkplacePanel.tsx';
import { CreatePanelsProvider } from './createPanels.tsx';

const PANELS = {
  employee: EmployeePanel,
  service: ServicePanel,
  workplace: WorkplacePanel,
  machine: MachinePanel,
  location: LocationPanel,
  region: RegionPanel,
};

/** Gives a configuration screen's panels the next-tier panels they open (see `createPanels.tsx`). */
export function ConfigPanelsProvider({ children }: { children: ReactNode }) {
  return <CreatePanelsProvider value={PANELS}>{children}</CreatePanelsProvider>;
}
