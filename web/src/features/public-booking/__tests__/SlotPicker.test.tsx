import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { SlotPicker } from '../components/SlotPicker.tsx';

const slot = (time: string, recommended: boolean) => ({
  __typename: 'Slot' as const,
  time,
  start: `2026-11-23T${time}:00.000+01:00`,
  end: `2026-11-23T${time}:00.000+01:00`,
  recommended,
  assignments: [],
});

describe('SlotPicker', () => {
  it('shows the recommended times in a titled row above the whole list, each bookable from there', () => {
    const onSelect = vi.fn();
    const slots = [slot('09:00', true), slot('09:15', false), slot('11:45', true)];
    renderPage(
      <SlotPicker
        slots={slots}
        loading={false}
        error={undefined}
        selectedStart={null}
        onRetry={() => {}}
        onSelect={onSelect}
      />,
      { path: '/', initialEntry: '/', mocks: [] },
    );
    const row = screen.getByTestId('recommended-slots');
    expect(within(row).getByRole('heading').textContent).toMatch(/recommand|recommended/i);
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '11:45']);
    // The chronological list still holds every time.
    expect(screen.getByTestId('slot-09:15')).toBeTruthy();
    expect(screen.getByTestId('slot-11:45')).toBeTruthy();
    fireEvent.click(screen.getByTestId('recommended-11:45'));
    expect(onSelect).toHaveBeenCalledWith(slots[2]);
  });

  it('shows no recommended row when no time is recommended', () => {
    renderPage(
      <SlotPicker
        slots={[slot('09:00', false)]}
        loading={false}
        error={undefined}
        selectedStart={null}
        onRetry={() => {}}
        onSelect={() => {}}
      />,
      { path: '/', initialEntry: '/', mocks: [] },
    );
    expect(screen.queryByTestId('recommended-slots')).toBeNull();
    expect(screen.getByTestId('slot-09:00')).toBeTruthy();
  });
});
