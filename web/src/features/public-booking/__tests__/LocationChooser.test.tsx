import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alertsAtom } from '../../../lib/alerts.ts';
import { authStore } from '../../../lib/auth.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { BOOKING_VENDOR_QUERY } from '../operations.ts';
import { LocationChooser } from '../views/PublicBookingPage/LocationChooser.tsx';

describe('LocationChooser', () => {
  it("shows the server's message in an alert when the vendor lookup by slug fails (spec §8)", async () => {
    renderPage(<LocationChooser vendorSlug="salon-demo" />, {
      path: '/salon-demo/book',
      initialEntry: '/salon-demo/book',
      mocks: [
        {
          request: { query: BOOKING_VENDOR_QUERY, variables: { slug: 'salon-demo' } },
          result: { errors: [{ message: 'Le serveur est surchargé, réessayez dans 1 s' }] },
        },
      ],
    });
    await waitFor(() =>
      expect(authStore.get(alertsAtom).map((a) => [a.type, a.message])).toContainEqual([
        'danger',
        'Le serveur est surchargé, réessayez dans 1 s',
      ]),
    );
    expect(await screen.findByRole('button', { name: /réessayer|retry/i })).toBeTruthy();
  });
});
