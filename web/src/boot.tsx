import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { dropExpiredSession } from './lib/auth.ts';

/** A new task: the browser may paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in #root (main.tsx loads this module once the page has painted). On a phone the
 * start-up is split into short tasks rather than one long one that freezes the page: React and
 * the app's code are evaluated in separate tasks, and the first render is interruptible (a
 * transition), so a tap on the server's first view is handled meanwhile.
 */
export async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  dropExpiredSession();
  await nextTask();
  // The texts of the visitor's language come in a file of their own, preloaded by main.tsx.
  const [{ App }, { languageReady }] = await Promise.all([import('./App.tsx'), import('./lib/i18n.ts')]);
  await languageReady;
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
