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
            with MUI (the frame, lib/themed.tsx): the public vendor and booking pages do without either.
            A screen the router has loaded is drawn in one go rather than as a transition: a transition's
            render yields, and an answer arriving meanwhile (the agenda's blocks, its background) made
            React throw the half-drawn screen away and draw it again from the start. */}
        <RouterProvider router={router} useTransitions={false} />
      </I18nextProvider>
    </JotaiProvider>
  );
}
