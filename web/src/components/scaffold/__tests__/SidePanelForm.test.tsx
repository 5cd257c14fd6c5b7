import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { TextInput } from '../../form/TextInput.tsx';
import { EntityForm, type SubmitOutcome } from '../EntityForm.tsx';
import { SidePanel } from '../SidePanel.tsx';

function Harness({ outcome }: { outcome?: SubmitOutcome }) {
  const [open, setOpen] = useState(true);
  return (
    <I18nextProvider i18n={i18n}>
      <output data-testid="state">{open ? 'open' : 'closed'}</output>
      <SidePanel open={open} tier={1} title="Prestation" onClose={() => setOpen(false)}>
        <EntityForm<{ name: string }>
          initialValues={{ name: '' }}
          onSubmit={async () => outcome ?? { ok: true }}
          savedMessage={null}
        >
          <TextInput name="name" label="Nom" />
        </EntityForm>
      </SidePanel>
    </I18nextProvider>
  );
}

const state = () => screen.getByTestId('state').textContent;
const pressEscape = () => fireEvent.keyDown(screen.getByLabelText('Nom'), { key: 'Escape' });

describe('a form in a side panel', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it('closes at once while nothing was typed', async () => {
    render(<Harness />);
    pressEscape();
    await waitFor(() => expect(state()).toBe('closed'));
  });

  it('asks before closing with changes, and keeps them when the user goes on', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Coupe' } });
    pressEscape();
    await screen.findByText('Abandonner les modifications ?');
    expect(state()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByText('Abandonner les modifications ?')).toBeNull());
    expect(state()).toBe('open');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Coupe');

    // The close button, once the question has gone (the panel is no longer hidden behind it).
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(state()).toBe('closed'));
  });

  it('shows a server field error under its field and the sentence alone under the form', async () => {
    render(
      <Harness
        outcome={{
          ok: false,
          failure: {
            message: 'Le formulaire contient des erreurs',
            fieldErrors: [
              { field: 'name', message: '« Coupe » est déjà enregistré' },
              { field: 'events.0.start', message: 'Heure invalide' },
            ],
          },
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Coupe' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    const alert = await screen.findByTestId('server-errors');
    expect(alert.textContent).toBe('Le formulaire contient des erreursHeure invalide');
    expect(alert.textContent).not.toMatch(/name:|events/);
    expect(screen.getByText('« Coupe » est déjà enregistré')).toBeTruthy();
  });
});
