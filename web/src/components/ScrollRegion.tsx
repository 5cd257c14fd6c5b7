import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen. It takes keyboard focus, so it can be
 * scrolled with the arrow keys too, and is named for screen readers (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
