import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { apolloClient } from './lib/apollo.ts';
import { dropExpiredSession } from './lib/auth.ts';
import { initErrorTracking } from './lib/errorTracking.ts';
import { i18n } from './lib/i18n.ts';

// Only with a configured DSN; the tracker's code is then loaded on its own.
initErrorTracking();
dropExpiredSession();

// Names and descriptions come back in the request language: reload what is on screen.
i18n.on('languageChanged', () => {
  void apolloClient.refetchQueries({ include: 'active' });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
