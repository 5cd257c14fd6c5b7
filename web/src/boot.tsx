import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/** Starts the app in #root (main.tsx loads this module once the page has painted). */
export function boot(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
