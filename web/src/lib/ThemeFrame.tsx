import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * The MUI theme around the screens drawn with MUI. Loaded with them (themed.tsx), never at a public
 * page's start: the page's base styles are components/light/light.css, which the theme matches.
 */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
