import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The frame of a staff screen: comfortable margins on a desk, edge to edge on a phone. */
export function StaffPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      sx={{ width: '100%', maxWidth: wide ? 'none' : 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}
    >
      {children}
    </Box>
  );
}
