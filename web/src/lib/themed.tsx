import { type ComponentType, type ReactNode, lazy, useEffect, useState } from 'react';

type Frame = ComponentType<{ children: ReactNode }>;
let loadedFrame: Frame | null = null;
const loadFrame = () =>
  import('./ThemeFrame.tsx').then((m) => {
    loadedFrame = m.ThemeFrame;
    return m;
  });

/** Starts loading the theme (a screen drawn with MUI is on its way). */
export const preloadTheme = (): void => {
  if (!loadedFrame) void loadFrame();
};

/**
 * MUI screens inside the light frame: the theme (and with it MUI's styling engine) loads with the first
 * of them, so a visitor's public page starts without it. `fallback` shows while it loads; once loaded,
 * the theme is there at once (no fallback flashes on later screens). The tree under it keeps its shape
 * from the first render on: a screen drawn while the theme was arriving is not mounted a second time
 * when the frame around it re-renders with the theme in.
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [Frame, setFrame] = useState<Frame | null>(() => loadedFrame);
  useEffect(() => {
    if (Frame) return;
    let live = true;
    void loadFrame().then((m) => {
      if (live) setFrame(() => m.ThemeFrame);
    });
    return () => {
      live = false;
    };
  }, [Frame]);
  return Frame ? <Frame>{children}</Frame> : fallback;
}

/**
 * React.lazy for a component drawn with MUI, placed on a light page: its module and the theme load
 * together (one round of requests), and it renders inside the theme.
 */
export function themedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [{ withTheme }, Component] = await Promise.all([loadFrame(), load()]);
    return { default: withTheme(Component) };
  });
}
