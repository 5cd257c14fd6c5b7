import { type ComponentType, type ReactNode, lazy } from 'react';
import { preloadModule, usePreloadedModule } from './usePreloadedModule.ts';

const loadFrame = () => import('./ThemeFrame.tsx');

/** Starts loading the theme (a screen drawn with MUI is on its way). */
export const preloadTheme = (): void => {
  void preloadModule(loadFrame);
};

/**
 * MUI screens inside the light frame: the theme (and with it MUI's styling engine) loads with the first
 * of them, so a visitor's public page starts without it. `fallback` shows while it loads; once loaded,
 * the theme is there at once (no fallback flashes on later screens). The tree under it keeps its shape
 * from the first render on: a screen drawn while the theme was arriving is not mounted a second time
 * when the frame around it re-renders with the theme in.
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const Frame = usePreloadedModule(loadFrame)?.ThemeFrame;
  return Frame ? <Frame>{children}</Frame> : fallback;
}

/**
 * React.lazy for a component drawn with MUI, placed on a light page: its module and the theme load
 * together (one round of requests), and it renders inside the theme.
 */
export function themedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [{ withTheme }, Component] = await Promise.all([preloadModule(loadFrame), load()]);
    return { default: withTheme(Component) };
  });
}
