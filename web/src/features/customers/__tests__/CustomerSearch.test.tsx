import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { logout } from '../../../lib/auth.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { CUSTOMERS_QUERY } from '../operations.ts';
import { CustomersPage } from '../views/CustomersPage.tsx';

const row = (id: number, firstname: string, lastname: string, phoneMobile: string | null) => ({
  __typename: 'Customer' as const,
  id,
  firstname,
  lastname,
  companyName: null,
  email: `${firstname.toLowerCase()}@example.ch`,
  phoneMobile,
  phoneHome: null,
  phoneWork: null,
  city: 'Lausanne',
  createdAt: '2026-01-05T10:00:00.000Z',
});

const page = (items: ReturnType<typeof row>[]) => ({
  data: {
    customers: {
      __typename: 'CustomerPage' as const,
      items,
      pagination: {
        __typename: 'Pagination' as const,
        pageCount: 1,
        currentPage: 1,
        hasNextPage: false,
        hasPrevPage: false,
        count: items.length,
        limit: 25,
      },
    },
  },
});

const variables = (search: string | null) => ({ search, page: 1, sort: 'NAME', descending: false });

describe('customer search', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    logout();
    await i18n.changeLanguage('en');
  });

  it('searches as the user types (debounced), keeps the search in the URL and shows the matches', async () => {
    const mocks = [
      {
        request: { query: CUSTOMERS_QUERY, variables: variables(null) },
        result: page([row(1, 'Anna', 'Zürcher', '+41791234567'), row(2, 'Marc', 'Favre', null)]),
      },
      {
        request: { query: CUSTOMERS_QUERY, variables: variables('079 123 45') },
        result: page([row(1, 'Anna', 'Zürcher', '+41791234567')]),
      },
    ];
    const { router } = renderPage(<CustomersPage />, { path: '/customers', initialEntry: '/customers', mocks });
    expect(await screen.findByText('2 customers')).toBeTruthy();
    const input = screen.getByTestId('customer-search');
    // Each keystroke alone would be a request; only the settled text is sent (the mocks have no other).
    fireEvent.change(input, { target: { value: '07' } });
    fireEvent.change(input, { target: { value: '079 1' } });
    fireEvent.change(input, { target: { value: '079 123 45' } });
    await waitFor(() => expect(screen.getByText('1 customer')).toBeTruthy());
    expect(router.state.location.search).toBe('?search=079+123+45');
    await waitFor(() => expect(screen.getByText('079 123 45 67')).toBeTruthy());
  });

  it('says when nothing matches', async () => {
    const mocks = [{ request: { query: CUSTOMERS_QUERY, variables: variables('zzz') }, result: page([]) }];
    renderPage(<CustomersPage />, { path: '/customers', initialEntry: '/customers?search=zzz', mocks });
    expect(await screen.findByText('No customer matches “zzz”.')).toBeTruthy();
  });
});
