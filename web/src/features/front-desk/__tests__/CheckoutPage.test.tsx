import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { staffToken } from '../../../test/tokens.ts';
import { customerMock as bookingCustomerMock } from './bookingMocks.ts';
import {
  BOOKING_CHECKOUT_QUERY,
  CHECKOUT_FIDELITY_VOUCHERS_QUERY,
  CLOSE_BOOKING_MUTATION,
  VOUCHER_BY_CODE_QUERY,
} from '../operations.ts';
import { CheckoutPage } from '../views/CheckoutPage/CheckoutPage.tsx';

// This machine is shared: give the chained mocked queries time rather than fail on a slow render.
configure({ asyncUtilTimeout: 10_000 });

const invoice = {
  __typename: 'Invoice' as const,
  id: 50,
  total: 8500,
  balance: 8500,
  amount: 0,
  cashRounding: 0,
  status: 'OPEN' as const,
  lines: [
    {
      __typename: 'InvoiceLine' as const,
      id: 60,
      serviceId: 4,
      description: 'Coupe femme',
      unitPrice: 8500,
      quantity: 1,
      discount: 0,
      subtotal: 8500,
      total: 8500,
    },
  ],
  payments: [],
};

const checkoutMock = {
  request: { query: BOOKING_CHECKOUT_QUERY, variables: { id: 9 } },
  result: {
    data: {
      booking: {
        __typename: 'Booking' as const,
        id: 9,
        status: 'OPEN' as const,
        customerId: 7,
        start: '2026-11-23T08:00:00.000Z',
        end: '2026-11-23T08:45:00.000Z',
        comment: '',
        location: { __typename: 'Location' as const, id: 1, name: 'Lausanne Centre' },
        vendor: { __typename: 'Vendor' as const, id: 10, timezone: 'Europe/Zurich' },
        events: [
          {
            __typename: 'Event' as const,
            id: 90,
            start: '2026-11-23T08:00:00.000Z',
            end: '2026-11-23T08:45:00.000Z',
            effectiveDuration: 45,
            service: { __typename: 'Service' as const, id: 4, name: 'Coupe femme', duration: 45 },
            employee: { __typename: 'Employee' as const, id: 2, name: 'Emma Blanc' },
          },
        ],
      },
      invoice,
    },
  },
  maxUsageCount: 5,
};
const customerMock = bookingCustomerMock(null);
const fidelityMock = {
  request: { query: CHECKOUT_FIDELITY_VOUCHERS_QUERY, variables: { customerId: 7 } },
  result: { data: { fidelityVouchers: { __typename: 'VoucherPage' as const, items: [] } } },
  maxUsageCount: 5,
};
const voucherMock = {
  request: { query: VOUCHER_BY_CODE_QUERY, variables: { code: 'GIFTCODE' } },
  result: {
    data: {
      voucherByCode: {
        __typename: 'Voucher' as const,
        id: 3,
        code: 'GIFTCODE',
        kind: 'GIFT' as const,
        status: 'active' as const,
        balance: 5000,
        validUntil: '2027-06-30',
      },
    },
  },
  maxUsageCount: 10,
};

/** The close mutation, answered with `closeBooking`; each request's variables go to `closes`. */
const closeMock = (closes: unknown[], closeBooking: Record<string, unknown>) => ({
  request: {
    query: CLOSE_BOOKING_MUTATION,
    variables: (v: unknown) => {
      closes.push(v);
      return true;
    },
  },
  result: { data: { closeBooking } },
});

async function addPayment(method: string, amount: string, index: number) {
  fireEvent.click(screen.getByTestId('add-payment'));
  const row = await screen.findByTestId(`payment-${index}`);
  fireEvent.mouseDown(within(row).getByRole('combobox'));
  fireEvent.click(await screen.findByTestId(`method-${method}`));
  fireEvent.change(screen.getByTestId(`payment-amount-${index}`), { target: { value: amount } });
  return row;
}

describe('checkout', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    logout();
    storeSession(staffToken, null);
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the same gift voucher twice in one closing, and sends nothing', async () => {
    const closes: unknown[] = [];
    renderPage(<CheckoutPage />, {
      path: '/bookings/close',
      initialEntry: '/bookings/close?id=9',
      mocks: [
        checkoutMock,
        customerMock,
        fidelityMock,
        voucherMock,
        closeMock(closes, { __typename: 'NotFoundError' as const, message: 'x' }),
      ],
    });
    await screen.findByTestId('close-submit');
    await addPayment('VOUCHER', '40.00', 0);
    fireEvent.change(screen.getByTestId('payment-code-0'), { target: { value: 'giftcode' } });
    fireEvent.blur(screen.getByTestId('payment-code-0'));
    // Looked up: the balance shows.
    await waitFor(() => expect(screen.getByTestId('payment-0').textContent).toContain('solde CHF 50.00'));
    const second = await addPayment('VOUCHER', '10.00', 1);
    fireEvent.change(screen.getByTestId('payment-code-1'), { target: { value: 'GIFTCODE' } });
    expect(second.textContent).toContain('Ce bon est déjà utilisé dans cet encaissement.');
    fireEvent.click(screen.getByTestId('close-submit'));
    await waitFor(() => expect(second.textContent).toContain('déjà utilisé'));
    expect(closes).toEqual([]);
    // Without the second use, the invoice would be partly paid.
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le paiement 2' }));
    await waitFor(() => expect(screen.getByTestId('invoice-status').getAttribute('data-status')).toBe('PARTIAL'));
  });

  it('takes cash to 5 Rappen: the rounding is its own line, the invoice is settled by the amount due', async () => {
    const closes: unknown[] = [];
    const line = { ...invoice.lines[0]!, unitPrice: 4753, subtotal: 4753, total: 4753 };
    const odd = { ...invoice, total: 4753, balance: 4753, lines: [line] };
    renderPage(<CheckoutPage />, {
      path: '/bookings/close',
      initialEntry: '/bookings/close?id=9',
      mocks: [
        { ...checkoutMock, result: { data: { ...checkoutMock.result.data, invoice: odd } } },
        customerMock,
        fidelityMock,
        closeMock(closes, { __typename: 'NotFoundError' as const, message: 'x' }),
      ],
    });
    await screen.findByTestId('close-submit');
    // A new payment is cash for what is due.
    fireEvent.click(screen.getByTestId('add-payment'));
    await screen.findByTestId('payment-0');
    expect((screen.getByTestId('payment-amount-0') as HTMLInputElement).value).toBe('47.53');
    expect(screen.getByTestId('payment-help-0').textContent).toBe('À encaisser : CHF 47.55, arrondi à 5 centimes');
    expect(screen.getByTestId('checkout-total').textContent).toBe('CHF 47.53');
    expect(screen.getByTestId('checkout-rounding').textContent).toBe('CHF 0.02');
    expect(screen.getByTestId('checkout-paid').textContent).toBe('CHF 47.55');
    expect(screen.getByTestId('checkout-balance').textContent).toBe('CHF 0.00');
    expect(screen.getByTestId('invoice-status').getAttribute('data-status')).toBe('PAID');
    fireEvent.click(screen.getByTestId('close-submit'));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect((closes[0] as { input: { payments: unknown[] } }).input.payments).toEqual([
      { method: 'CASH', amount: 4753, voucherCode: undefined },
    ]);
    // Paid by card, nothing is rounded.
    fireEvent.mouseDown(within(screen.getByTestId('payment-0')).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('method-CARD'));
    await waitFor(() => expect(screen.queryByTestId('checkout-rounding')).toBeNull());
    expect(screen.getByTestId('checkout-paid').textContent).toBe('CHF 47.53');
  });

  it('asks before closing with a negative payment, and sends confirmNegative only once confirmed', async () => {
    const closes: unknown[] = [];
    renderPage(<CheckoutPage />, {
      path: '/bookings/close',
      initialEntry: '/bookings/close?id=9',
      mocks: [
        checkoutMock,
        customerMock,
        fidelityMock,
        closeMock(closes, {
          __typename: 'Booking' as const,
          id: 9,
          status: 'EXECUTED' as const,
          invoice: {
            __typename: 'Invoice' as const,
            id: 50,
            total: 8500,
            amount: 8500,
            balance: 0,
            status: 'PAID' as const,
          },
        }),
      ],
    });
    await screen.findByTestId('close-submit');
    await addPayment('CASH', '95.00', 0);
    await addPayment('CASH', '-10', 1);
    await waitFor(() => expect(screen.getByTestId('invoice-status').getAttribute('data-status')).toBe('PAID'));
    fireEvent.click(screen.getByTestId('close-submit'));
    // The check comes first; cancelling sends nothing.
    expect(await screen.findByText('Paiement négatif')).toBeTruthy();
    expect(screen.getByText(/remboursement de CHF 10.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText('Paiement négatif')).toBeNull());
    expect(closes).toEqual([]);
    // It took 55 minutes instead of the 45 planned: the close records it (spec §5 effective duration).
    const duration = screen.getByTestId('checkout-duration-4') as HTMLInputElement;
    expect(duration.value).toBe('45');
    fireEvent.change(duration, { target: { value: '55' } });
    fireEvent.click(screen.getByTestId('close-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect(closes[0]).toEqual({
      id: 9,
      input: {
        status: 'EXECUTED',
        confirmNegative: true,
        durations: [{ serviceId: 4, minutes: 55 }],
        payments: [
          { method: 'CASH', amount: 9500, voucherCode: undefined },
          { method: 'CASH', amount: -1000, voucherCode: undefined },
        ],
      },
    });
  });

  it('asks before closing as done a booking that starts later than now, and sends nothing when cancelled', async () => {
    // The app's clock: three days before the booking (23.11.2026, 09:00 in Zurich).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00.000Z') });
    const closes: unknown[] = [];
    renderPage(<CheckoutPage />, {
      path: '/bookings/close',
      initialEntry: '/bookings/close?id=9',
      mocks: [
        checkoutMock,
        customerMock,
        fidelityMock,
        closeMock(closes, { __typename: 'NotFoundError' as const, message: 'x' }),
        closeMock(closes, { __typename: 'NotFoundError' as const, message: 'x' }),
      ],
    });
    await screen.findByTestId('close-submit');
    await addPayment('CASH', '85.00', 0);
    fireEvent.click(screen.getByTestId('close-submit'));
    expect(await screen.findByText('Rendez-vous à venir')).toBeTruthy();
    expect(
      screen.getByText(/Ce rendez-vous est le 23\.11\.2026, dans le futur : le clôturer quand même \?/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText('Rendez-vous à venir')).toBeNull());
    expect(closes).toEqual([]);
    // Confirmed, it closes as done.
    fireEvent.click(screen.getByTestId('close-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clôturer quand même' }));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect((closes[0] as { input: { status: string } }).input.status).toBe('EXECUTED');
    // A no-show in advance is no visit: no question.
    await waitFor(() => expect((screen.getByTestId('close-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('close-no-show'));
    fireEvent.click(screen.getByTestId('close-submit'));
    await waitFor(() => expect(closes).toHaveLength(2));
    expect(screen.queryByText('Rendez-vous à venir')).toBeNull();
    expect((closes[1] as { input: { status: string } }).input.status).toBe('NO_SHOW');
  });
});
