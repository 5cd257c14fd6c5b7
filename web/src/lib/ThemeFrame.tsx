import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * The MUI theme around the screens drawn with MUI. Loaded with them (themed.tsx), never at a public
 * page's start: the page's base styles are components/light/light.css, which the theme matches.
 */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `Component` inside the theme: an MUI part of a light page, loaded with this module (themed.tsx). */
export function withTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeFrame>
        <Component {...props} />
      </ThemeFrame>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
