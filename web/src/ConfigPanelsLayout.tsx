import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CreatePanelsProvider } from './components/config/createPanels.tsx';
import { EmployeePanel } from './features/employees/views/EmployeePanel.tsx';
import { LocationPanel } from './features/locations/views/LocationPanel.tsx';
import { MachinePanel } from './features/machines/views/MachinePanel.tsx';
import { RegionPanel } from './features/regions/views/RegionPanel.tsx';
import { ServicePanel } from './features/services/views/ServicePanel.tsx';
import { WorkplacePanel } from './features/workplaces/views/WorkplacePanel.tsx';

// The configuration screens' panels open each other's "add" panels through a registry
// (components/config/createPanels.tsx). The registry is filled here, above the features, and given
// to their screens by a layout route (router.tsx), so no feature imports another's panel.
const PANELS = {
  employee: EmployeePanel,
  service: ServicePanel,
  workplace: WorkplacePanel,
  machine: MachinePanel,
  location: LocationPanel,
  region: RegionPanel,
};

/** Gives the screens below it the configuration panels they open in the next tier. */
export function ConfigPanels({ children }: { children: ReactNode }) {
  return <CreatePanelsProvider value={PANELS}>{children}</CreatePanelsProvider>;
}

/** Layout route of the configuration screens whose panels open the next tier's "add" panels. */
export function ConfigPanelsLayout() {
  return (
    <ConfigPanels>
      <Outlet />
    </ConfigPanels>
  );
}
