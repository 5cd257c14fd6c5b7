import Box from '@mui/material/Box';
import { SIDEBAR_WIDTH } from '../sidebarWidth.ts';

/** The permanent sidebar's place, drawn like its empty drawer until the sidebar comes (SidebarSlot.tsx). */
export function SidebarSpace() {
  return (
    <Box
      sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
    />
  );
}
