import '../locales/index.ts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { type MergeSide, MergePreview } from '../components/MergePreview.tsx';

const kept: MergeSide = {
  id: 1,
  name: 'Anna Zürcher',
  email: 'anna@example.ch',
  phoneMobile: null,
  city: 'Lausanne',
  openBookings: 1,
  closedBookings: 3,
  invoices: 3,
  comments: 0,
  vouchers: 0,
  points: 120,
};
const merged: MergeSide = {
  id: 2,
  name: 'Anna Zurcher',
  email: null,
  phoneMobile: '+41791234567',
  city: 'Pully',
  openBookings: 2,
  closedBookings: 0,
  invoices: 0,
  comments: 4,
  vouchers: 1,
  points: 0,
};

describe('MergePreview', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows what moves to the kept customer and the totals after the merge', () => {
    renderPage(<MergePreview kept={kept} merged={merged} />, { path: '/', initialEntry: '/' });
    const open = within(screen.getByTestId('merge-row-openBookings')).getAllByRole('cell');
    expect(open.map((c) => c.textContent)).toEqual(['1', '2', '3']);
    const comments = within(screen.getByTestId('merge-row-comments')).getAllByRole('cell');
    expect(comments.map((c) => c.textContent)).toEqual(['0', '4', '4']);
    expect(screen.getByTestId('merge-summary').textContent).toBe(
      'Moves to the kept customer: 2 open bookings, 4 comments, 1 vouchers.',
    );
    // An empty field of the kept customer takes the merged one's (the phone, in Swiss national format).
    const phoneRow = screen.getByRole('rowheader', { name: 'Mobile phone' }).closest('tr')!;
    expect(
      within(phoneRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '079 123 45 67', '079 123 45 67']);
    expect(screen.getByRole('alert').textContent).toContain('Anna Zurcher is deleted after the merge');
  });

  it('says when the duplicate holds nothing', () => {
    const empty = { ...merged, openBookings: 0, comments: 0, vouchers: 0 };
    renderPage(<MergePreview kept={kept} merged={empty} />, { path: '/', initialEntry: '/' });
    expect(screen.getByTestId('merge-summary').textContent).toBe(
      'The duplicate holds nothing: only their record is deleted.',
    );
  });
});
