import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { dropExpiredSession } from './lib/auth.ts';

/** A new task: the browser may paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in #root (main.tsx loads this module once the page has painted). On a phone the
 * start-up is split into short tasks rather than one long one that freezes the page: React and
 * the app's code are evaluated in separate tasks (the app's in four), and the first render is interruptible (a
 * transition), so a tap on the server's first view is handled meanwhile.
 */
export async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  dropExpiredSession();
  await nextTask();
  // The app's code (all of it downloading in parallel since main.tsx) is evaluated a part a task:
  // the translations, the theme, the routes and their frame, then the app (which creates the router).
  // The texts of the visitor's language come in their own file, asked for as i18n.ts runs.
  const { languageReady } = await import('./lib/i18n.ts');
  await nextTask();
  await import('./lib/theme.ts');
  await nextTask();
  await import('./router.tsx');
  await nextTask();
  const { App } = await import('./App.tsx');
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
