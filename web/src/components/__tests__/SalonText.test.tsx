// A salon's own text shown in another language than the page's (the salon wrote none in it) is marked
// with its language and says so; in the page's language it is plain text.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SalonText } from '../SalonText.tsx';

const show = (language: string | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="text">
        <SalonText text="Coupe femme" language={language} />
      </p>
    </I18nextProvider>,
  );

describe('SalonText', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it("is plain text in the page's language", async () => {
    await act(() => i18n.changeLanguage('fr'));
    show('fr');
    expect(screen.getByTestId('text').innerHTML).toBe('Coupe femme');
  });

  it('marks a fallback with its language and names it in the page language', async () => {
    await act(() => i18n.changeLanguage('de'));
    show('fr');
    expect(screen.getByText('Coupe femme').getAttribute('lang')).toBe('fr');
    expect(screen.getByTestId('text').textContent).toBe('Coupe femme (auf Französisch)');
    await act(() => i18n.changeLanguage('it'));
    expect(screen.getByTestId('text').textContent).toBe('Coupe femme (in francese)');
  });
});
