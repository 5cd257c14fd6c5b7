// A refused move: a toast over the calendar that goes away by itself or at the next action.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { MoveRefusalToast } from '../components/MoveRefusalToast.tsx';
import { useAgendaMoves } from '../hooks/useAgendaMoves.ts';
import '../locales/index.ts';

const notice = { message: "L'employé·e est déjà occupé·e", details: ['Le poste de travail est occupé'] };

describe('a refused move', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  it('is a toast over the calendar, closed by its button or Escape', () => {
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <MoveRefusalToast notice={notice} onClose={onClose} />
      </I18nextProvider>,
    );
    const toast = screen.getByTestId('agenda-conflict');
    expect(toast.textContent).toBe("L'employé·e est déjà occupé·eLe poste de travail est occupé");
    // Out of the page's flow (the grid stays where it is): a snackbar of its own, fixed on screen.
    const snackbar = toast.closest<HTMLElement>('.MuiSnackbar-root');
    expect(snackbar).toBeTruthy();
    expect(getComputedStyle(snackbar!).position).toBe('fixed');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('goes by itself after the alerts countdown', () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      render(
        <I18nextProvider i18n={i18n}>
          <MoveRefusalToast notice={notice} onClose={onClose} />
        </I18nextProvider>,
      );
      act(() => vi.advanceTimersByTime(9_000));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1_500));
      expect(onClose).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is gone at the next move', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <MockedProvider mocks={[]}>{children}</MockedProvider>
      </I18nextProvider>
    );
    const event = {
      id: 41,
      start: '2026-11-25T09:00:00.000Z',
      end: '2026-11-25T09:30:00.000Z',
      bookingId: 9,
    };
    const { result } = renderHook(
      () =>
        useAgendaMoves({
          vendorId: 10,
          timezone: 'Europe/Zurich',
          viewType: 'employee',
          // Locked up to the event's end: its move is refused at once, without asking the server.
          lockedBefore: Date.parse('2026-11-25T09:30:00.000Z'),
          lockMinutes: 60,
          eventsById: new Map([[41, event as never]]),
          onSaved: () => undefined,
        }),
      { wrapper },
    );
    const drop = (id: string) => ({ event: { id }, delta: { days: 0, seconds: 3600 }, revert: vi.fn() }) as never;
    await act(() => result.current.onDrop(drop('41')));
    expect(result.current.notice?.message).toMatch(/verrouillé/);
    // The next move (a block no longer there): the refusal is gone.
    await act(() => result.current.onDrop(drop('99')));
    expect(result.current.notice).toBeNull();
  });
});
