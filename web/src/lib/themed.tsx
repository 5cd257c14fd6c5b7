import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';

const loadFrame = () => import('./ThemeFrame.tsx');
const LazyThemeFrame = lazy(() => loadFrame().then((m) => ({ default: m.ThemeFrame })));

/**
 * MUI screens inside the light frame: the theme (and with it MUI's styling engine) loads with the first
 * of them, so a visitor's public page starts without it. `fallback` shows while it loads.
 */
export function Themed({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyThemeFrame>{children}</LazyThemeFrame>
    </Suspense>
  );
}

/**
 * React.lazy for a component drawn with MUI, placed on a light page: its module and the theme load
 * together (one round of requests), and it renders inside the theme.
 */
export function themedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [{ ThemeFrame }, Component] = await Promise.all([loadFrame(), load()]);
    return {
      default: (props: P) => (
        <ThemeFrame>
          <Component {...props} />
        </ThemeFrame>
      ),
    };
  });
}
