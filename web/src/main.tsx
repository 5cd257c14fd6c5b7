import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { dropExpiredSession } from './lib/auth.ts';
import { initErrorTracking } from './lib/errorTracking.ts';

// Only with a configured DSN; the tracker's code is then loaded on its own.
initErrorTracking();
dropExpiredSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
