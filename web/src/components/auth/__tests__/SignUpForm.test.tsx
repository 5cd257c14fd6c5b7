import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimsAtom, authStore, logout } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { testToken } from '../../../test/tokens.ts';
import { SignUpForm } from '../SignUpForm.tsx';
import { CHECK_USER_FIELD_QUERY, REGISTER_MUTATION } from '../../../lib/accountOperations.ts';

/** The label alone, with or without the required mark. */
const exactLabel = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`);

function fill(labels: Record<string, string>): void {
  for (const [label, value] of Object.entries(labels)) {
    fireEvent.change(screen.getByLabelText(exactLabel(label)), { target: { value } });
  }
}

/** The e-mail is free (the form checks it as it is typed). */
const emailFree = {
  request: { query: CHECK_USER_FIELD_QUERY, variables: { email: 'mia@example.ch' } },
  result: { data: { checkUserField: [] } },
  maxUsageCount: 5,
};

const registered = (language: 'fr' | 'en') => ({
  data: {
    register: {
      __typename: 'AuthPayload' as const,
      token: testToken({ sub: 41, name: 'Mia Rossi', role: 1 }),
      message: null,
      user: {
        __typename: 'User' as const,
        id: 41,
        email: 'mia@example.ch',
        firstname: 'Mia',
        lastname: 'Rossi',
        language,
        role: 1,
      },
    },
  },
});

describe('SignUpForm: the optional mobile number', () => {
  beforeEach(() => {
    logout();
  });

  it('refuses a number that is no phone under its field, then sends a valid one with the sign-up (fr)', async () => {
    await i18n.changeLanguage('fr');
    const input = {
      firstname: 'Mia',
      lastname: 'Rossi',
      email: 'mia@example.ch',
      username: undefined,
      phone: '079 123 45 67',
      password: 'secret1',
      language: 'fr',
    };
    const mocks = [
      { request: { query: REGISTER_MUTATION, variables: { input } }, result: registered('fr') },
      emailFree,
    ];
    const onSignedUp = vi.fn();
    renderPage(<SignUpForm onSignedUp={onSignedUp} />, { path: '/sign-up', initialEntry: '/sign-up', mocks });
    fill({
      Prénom: 'Mia',
      Nom: 'Rossi',
      'E-mail': 'mia@example.ch',
      'Téléphone mobile (facultatif)': '12',
      'Mot de passe': 'secret1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(/Numéro de téléphone invalide/)).toBeTruthy();
    expect(screen.getByLabelText(exactLabel('Téléphone mobile (facultatif)'))).toHaveProperty('ariaInvalid', 'true');
    expect(onSignedUp).not.toHaveBeenCalled();

    fill({ 'Téléphone mobile (facultatif)': ' 079 123 45 67 ' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(authStore.get(claimsAtom)?.role).toBe(1);
  });

  it('signs up without a number: the field is optional (en)', async () => {
    await i18n.changeLanguage('en');
    const input = {
      firstname: 'Mia',
      lastname: 'Rossi',
      email: 'mia@example.ch',
      username: undefined,
      phone: undefined,
      password: 'secret1',
      language: 'en',
    };
    const mocks = [
      { request: { query: REGISTER_MUTATION, variables: { input } }, result: registered('en') },
      emailFree,
    ];
    const onSignedUp = vi.fn();
    renderPage(<SignUpForm onSignedUp={onSignedUp} />, { path: '/sign-up', initialEntry: '/sign-up', mocks });
    expect(screen.getByText('For SMS reminders of your appointments, e.g. 079 123 45 67.')).toBeTruthy();
    fill({ 'First name': 'Mia', 'Last name': 'Rossi', 'E-mail': 'mia@example.ch', Password: 'secret1' });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
  });
});
