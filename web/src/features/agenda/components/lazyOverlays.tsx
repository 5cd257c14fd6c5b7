import { type ComponentType, type JSX, Suspense, lazy, useState } from 'react';

// The calendar's dialogs and details panel are not part of its first paint: their code (forms, the
// side panel, the phone library of the customer's number) loads the first time one opens, then
// stays mounted so that closing keeps its transition.

/** True from the first render where `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Overlay({ open, ...props }: P & { open: boolean }) {
    const wanted = useOpenedOnce(open);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

export const LazyEventDetailsPanel = lazyOverlay(() =>
  import('../views/EventDetailsPanel.tsx').then((m) => m.EventDetailsPanel),
);
export const LazyAddEventDialog = lazyOverlay(() => import('./AddEventDialog.tsx').then((m) => m.AddEventDialog));
export const LazyCancelDialog = lazyOverlay(() => import('./CancelDialog.tsx').then((m) => m.CancelDialog));
export const LazyDateExceptionDialog = lazyOverlay(() =>
  import('./DateExceptionDialog.tsx').then((m) => m.DateExceptionDialog),
);
export const LazyMoveNotifyDialog = lazyOverlay(() => import('./MoveNotifyDialog.tsx').then((m) => m.MoveNotifyDialog));
