import '../locales/index.ts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { type CashClosingData, CashClosingForm, parseChf } from '../components/CashClosingForm.tsx';

const day: CashClosingData = {
  saved: false,
  cashTotal: 12_500,
  cardTotal: 8_000,
  postcardTotal: 0,
  voucherTotal: 3_000,
  total: 20_500,
  hasNegative: false,
  negativeMethods: [],
};

function renderForm(closing: CashClosingData, onSave = vi.fn()) {
  renderPage(<CashClosingForm closing={closing} zone="Europe/Zurich" onSave={onSave} />, {
    path: '/reports/cash-closing',
    initialEntry: '/reports/cash-closing',
  });
  return onSave;
}

describe('CashClosingForm', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads CHF amounts as typed', () => {
    expect(parseChf('125')).toBe(12_500);
    expect(parseChf('124,5')).toBe(12_450);
    expect(parseChf(' 1’250.05 ')).toBe(125_005);
    expect(parseChf('12.345')).toBeNull();
    expect(parseChf('-3')).toBeNull();
    expect(parseChf('')).toBeNull();
  });

  it('shows the totals, the difference of the counted cash, and saves it in Rappen', () => {
    const onSave = renderForm(day);
    expect(screen.getByTestId('cash-total-CASH').textContent).toBe('CHF 125.00');
    expect(screen.getByTestId('cash-total-VOUCHER').textContent).toBe('CHF 30.00');
    expect(screen.getByTestId('cash-difference').textContent).toBe('—');
    fireEvent.change(screen.getByTestId('cash-counted'), { target: { value: '120.50' } });
    expect(screen.getByTestId('cash-difference').textContent).toBe('− CHF 4.50');
    expect(screen.getByText('Cash missing')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cash-save'));
    expect(onSave).toHaveBeenCalledWith(12_050, 0);
  });

  it('counts the opening float in the cash expected, and keeps gift cards spent out of the takings', () => {
    const onSave = renderForm({ ...day, total: 20_500, voucherSalesTotal: 5_000 });
    expect(screen.getByTestId('cash-total').textContent).toBe('CHF 205.00');
    expect(screen.getByTestId('cash-voucher-sales').textContent).toBe('CHF 50.00');
    fireEvent.change(screen.getByTestId('cash-float'), { target: { value: '200' } });
    fireEvent.change(screen.getByTestId('cash-counted'), { target: { value: '325' } });
    expect(screen.getByTestId('cash-difference').textContent).toBe('CHF 0.00');
    fireEvent.click(screen.getByTestId('cash-save'));
    expect(onSave).toHaveBeenCalledWith(32_500, 20_000);
  });

  it('shows the 5-Rappen cash rounding on its own line and expects it in the till', () => {
    const onSave = renderForm({ ...day, cashTotal: 9_012, cashRounding: 3, total: 17_015 });
    expect(screen.getByTestId('cash-total-CASH').textContent).toBe('CHF 90.12');
    expect(screen.getByTestId('cash-rounding').textContent).toBe('CHF 0.03');
    expect(screen.getByText('Cash rounding (to 5 centimes)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('cash-float'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('cash-counted'), { target: { value: '190.15' } });
    expect(screen.getByTestId('cash-difference').textContent).toBe('CHF 0.00');
    fireEvent.click(screen.getByTestId('cash-save'));
    expect(onSave).toHaveBeenCalledWith(19_015, 10_000);
  });

  it('refuses an amount that is not CHF and saves nothing', () => {
    const onSave = renderForm(day);
    fireEvent.change(screen.getByTestId('cash-counted'), { target: { value: '12a' } });
    fireEvent.click(screen.getByTestId('cash-save'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter an amount in CHF with at most 2 decimals')).toBeTruthy();
  });

  it('flags negative totals', () => {
    renderForm({ ...day, cashTotal: -2_000, total: 9_000, hasNegative: true, negativeMethods: ['CASH'] });
    expect(screen.getByTestId('cash-closing-negative').textContent).toContain('Cash');
    expect(screen.getByText('negative')).toBeTruthy();
  });

  it('is read-only once saved: counted cash and difference shown, no save button', () => {
    renderForm({
      ...day,
      saved: true,
      countedCash: 13_000,
      cashDifference: 500,
      createdAt: '2026-03-10T18:05:00Z',
    });
    expect(screen.queryByTestId('cash-save')).toBeNull();
    const counted = screen.getByTestId('cash-counted') as HTMLInputElement;
    expect(counted.readOnly).toBe(true);
    expect(counted.value).toBe('CHF 130.00');
    expect(screen.getByTestId('cash-difference').textContent).toBe('+ CHF 5.00');
    expect(screen.getByTestId('cash-closing-saved').textContent).toContain('10.03.2026 at 19:05');
  });
});
