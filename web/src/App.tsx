import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { authStore } from './lib/auth.ts';
import { i18n } from './lib/i18n.ts';
import { theme } from './lib/theme.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <JotaiProvider store={authStore}>
      <I18nextProvider i18n={i18n}>
        {/* Apollo comes with the screens that use it (lib/routing.tsx): the public booking path does without. */}
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
