import { startTransition, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** Starts loading `load`'s module ahead of the part that shows it; that part then has it from its first render. */
export function preloadModule<M>(load: () => Promise<M>): Promise<M> {
  return load().then((m) => {
    loaded.set(load, m);
    return m;
  });
}

/**
 * The module `load` brings, asked for as soon as `when` holds (undefined until it arrives). Unlike
 * `lazy` + Suspense, a part preloaded this way renders at once when it is shown, with no fallback
 * frame; once loaded it stays for the page's life (a later mount has it from the first render).
 * `load` must be a stable (module-level) function.
 */
export function usePreloadedModule<M>(load: () => Promise<M>, when = true): M | undefined {
  const [module, setModule] = useState<M | undefined>(() => loaded.get(load) as M | undefined);
  useEffect(() => {
    if (!when || module) return;
    let live = true;
    void preloadModule(load).then((m) => {
      // Rendered as a transition: in slices that leave a phone's main thread free between them.
      if (live) startTransition(() => setModule(m));
    });
    return () => {
      live = false;
    };
  }, [load, when, module]);
  return module;
}
