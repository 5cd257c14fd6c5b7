import { SIDEBAR_WIDTH } from '../sidebarWidth.ts';

/** The permanent sidebar's place, drawn like its empty drawer until the sidebar comes (SidebarSlot.tsx). */
export function SidebarSpace() {
  return <div className="shell-sidebar-space" style={{ width: SIDEBAR_WIDTH }} />;
}
