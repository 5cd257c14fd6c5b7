import './components/light/light.css';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { authStore } from './lib/auth.ts';
import { i18n } from './lib/i18n.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <JotaiProvider store={authStore}>
      <I18nextProvider i18n={i18n}>
        {/* Apollo comes with the screens that use it (lib/routing.tsx), MUI's theme with the screens drawn
            with MUI (the frame, lib/themed.tsx): the public vendor and booking pages do without either. */}
        <RouterProvider router={router} />
      </I18nextProvider>
    </JotaiProvider>
  );
}
