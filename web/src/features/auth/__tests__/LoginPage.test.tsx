import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, authStore, claimsAtom, logout, tokenAtom } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { LOGIN_MUTATION } from '../../../lib/accountOperations.ts';
import { destinationAfterLogin, safeRedirect } from '../destination.ts';
import { LoginPage } from '../views/LoginPage.tsx';
import { testToken } from '../../../test/tokens.ts';

const tokenFor = (role: number) => testToken({ sub: 9, name: 'Demo', role });

const user = (role: number) => ({
  __typename: 'User' as const,
  id: 9,
  email: 'customer@salon-demo.ch',
  firstname: 'Demo',
  lastname: 'Client',
  language: 'fr' as const,
  role,
});

const loginRoutes = [
  { path: '/', element: <p>home page</p> },
  { path: '/agenda', element: <p>agenda page</p> },
  { path: '/salon-demo/lausanne-centre/book', element: <p>booking page</p> },
];

function fillAndSubmit(usernameOrEmail: string, password: string): void {
  fireEvent.change(screen.getByLabelText("E-mail ou nom d'utilisateur"), { target: { value: usernameOrEmail } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage (fr)', () => {
  beforeEach(async () => {
    logout();
    await i18n.changeLanguage('fr');
  });

  it("shows 'Obligatoire' under both fields on an empty submit", async () => {
    renderPage(<LoginPage />, { path: '/login', initialEntry: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Obligatoire')).toHaveLength(2);
    expect(screen.getByLabelText("E-mail ou nom d'utilisateur")).toHaveProperty('ariaInvalid', 'true');
  });

  it('shows a ValidationError from the server: the sentence under the form, the field error under its field', async () => {
    const mocks = [
      {
        request: { query: LOGIN_MUTATION, variables: { usernameOrEmail: 'x@y.ch', password: 'wrong' } },
        result: {
          data: {
            login: {
              __typename: 'ValidationError' as const,
              message: 'Identifiants invalides',
              errors: { password: { invalid: 'Mot de passe incorrect' } },
              fieldErrors: [
                {
                  __typename: 'FieldError' as const,
                  field: 'password',
                  rule: 'invalid',
                  message: 'Mot de passe incorrect',
                },
              ],
            },
          },
        },
      },
    ];
    // A token left in storage that is no session (unreadable) goes with the failed attempt (spec §8).
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('left.over.token'));
    authStore.set(tokenAtom, 'left.over.token');
    renderPage(<LoginPage />, { path: '/login', initialEntry: '/login', mocks });
    fillAndSubmit('x@y.ch', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(authStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(alert.textContent).toContain('Identifiants invalides');
    // The sentence alone: never a field key, and the field's message sits under the field.
    expect(alert.textContent).toBe('Identifiants invalides');
    expect(screen.getByText('Mot de passe incorrect')).toBeTruthy();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveProperty('ariaInvalid', 'true');
    expect(authStore.get(claimsAtom)).toBeNull();
  });

  it('stores the token and sends a customer back to the redirect', async () => {
    const mocks = [
      {
        request: {
          query: LOGIN_MUTATION,
          variables: { usernameOrEmail: 'customer@salon-demo.ch', password: 'demo1234' },
        },
        result: { data: { login: { __typename: 'AuthPayload' as const, token: tokenFor(1), user: user(1) } } },
      },
    ];
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      initialEntry: '/login?redirect=/salon-demo/lausanne-centre/book',
      mocks,
      routes: loginRoutes,
    });
    fillAndSubmit(' customer@salon-demo.ch ', 'demo1234');
    expect(await screen.findByText('booking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/salon-demo/lausanne-centre/book');
    expect(authStore.get(claimsAtom)?.role).toBe(1);
  });

  it('sends staff to the agenda when no page asked for the login', async () => {
    const mocks = [
      {
        request: { query: LOGIN_MUTATION, variables: { usernameOrEmail: 'staff@salon-demo.ch', password: 'demo1234' } },
        result: { data: { login: { __typename: 'AuthPayload' as const, token: tokenFor(2), user: user(2) } } },
      },
    ];
    renderPage(<LoginPage />, { path: '/login', initialEntry: '/login', mocks, routes: loginRoutes });
    fillAndSubmit('staff@salon-demo.ch', 'demo1234');
    await waitFor(() => expect(screen.getByText('agenda page')).toBeTruthy());
  });

  it('sends a logged-in user on instead of showing the form', async () => {
    authStore.set(tokenAtom, tokenFor(2));
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      initialEntry: '/login?redirect=/agenda',
      routes: loginRoutes,
    });
    expect(await screen.findByText('agenda page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agenda');
  });

  it('renders English labels when the language is en', async () => {
    await i18n.changeLanguage('en');
    renderPage(<LoginPage />, { path: '/login', initialEntry: '/login' });
    expect(screen.getByLabelText('E-mail or username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });
});

describe('login destination', () => {
  it('keeps redirects on this site only', () => {
    expect(safeRedirect('/agenda')).toBe('/agenda');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('sends everyone back to the page that asked (query kept), else staff to the agenda and others home', () => {
    expect(destinationAfterLogin(2, '/agenda?date=2026-11-23&viewType=workplace')).toBe(
      '/agenda?date=2026-11-23&viewType=workplace',
    );
    expect(destinationAfterLogin(3, null)).toBe('/agenda?viewType=employee');
    expect(destinationAfterLogin(2, '//evil')).toBe('/agenda?viewType=employee');
    expect(destinationAfterLogin(1, '/salon-demo/lausanne-centre/book')).toBe('/salon-demo/lausanne-centre/book');
    expect(destinationAfterLogin(1, null)).toBe('/');
    expect(destinationAfterLogin(0, '//evil')).toBe('/');
  });
});
