import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import {
  AVAILABLE_DATES_QUERY,
  AVAILABLE_SLOTS_QUERY,
  BOOKING_LOCATION_QUERY,
  CREATE_BOOKING_MUTATION,
  OVERLAP_CHECK_QUERY,
  VERIFY_BOOKING_QUERY,
} from '../operations.ts';
import { PublicBookingPage } from '../views/PublicBookingPage/PublicBookingPage.tsx';
import { type AvailabilityConnector, AvailabilityConnectorProvider } from '../hooks/useAvailabilityLive.ts';
import { bookingFormAtom } from '../../../domain/bookingState.ts';
import { getDefaultStore } from 'jotai';
import { testToken } from '../../../test/tokens.ts';

const customerToken = testToken({ sub: 5, name: 'Client', role: 1 });

const location = {
  __typename: 'Location' as const,
  id: 1,
  name: 'Lausanne Centre',
  slug: 'lausanne-centre',
  street: 'Rue de Bourg 1',
  zip: '1003',
  city: 'Lausanne',
  vendor: {
    __typename: 'Vendor' as const,
    id: 10,
    slug: 'salon-demo',
    publicName: 'Salon Démo',
    liveMode: true,
    timezone: 'Europe/Zurich',
    workplacesEnabled: true,
    locations: [
      { __typename: 'Location' as const, id: 1, name: 'Lausanne Centre', slug: 'lausanne-centre', city: 'Lausanne' },
      { __typename: 'Location' as const, id: 2, name: 'Genève Rive', slug: 'geneve-rive', city: 'Genève' },
    ],
    legalConditions: [
      {
        __typename: 'LegalCondition' as const,
        id: 1,
        title: 'Conditions générales',
        url: 'https://example.ch/cg',
        required: true,
      },
    ],
  },
  categories: [{ __typename: 'ServiceCategory' as const, id: 1, name: 'Coiffure' }],
  services: [
    { __typename: 'Service' as const, id: 4, name: 'Coupe femme', duration: 45, price: 8500, categoryId: 1 },
    { __typename: 'Service' as const, id: 5, name: 'Brushing', duration: 30, price: 4500, categoryId: null },
  ],
};

const slot = (time: string, start: string, end: string) => ({
  __typename: 'Slot' as const,
  time,
  start,
  end,
  recommended: false,
  assignments: [
    { __typename: 'SlotAssignment' as const, serviceId: 4, employeeId: 2, workplaceId: 3, machineId: null, start, end },
  ],
});
const nine = slot('09:00', '2026-11-23T08:00:00.000Z', '2026-11-23T08:45:00.000Z');
const nineThirty = slot('09:30', '2026-11-23T08:30:00.000Z', '2026-11-23T09:15:00.000Z');

const base = { vendorId: 10, locationId: 1, services: [{ id: 4 }] };
const locationMock = {
  request: { query: BOOKING_LOCATION_QUERY, variables: { vendorSlug: 'salon-demo', locationSlug: 'lausanne-centre' } },
  result: { data: { locationBySlug: location } },
};
const datesMock = {
  request: {
    query: AVAILABLE_DATES_QUERY,
    variables: { input: { ...base, dateFrom: '2026-11-21', dateTo: '2026-12-31' } },
  },
  result: {
    data: {
      availableDates: [
        { __typename: 'AvailableDate' as const, date: '2026-11-23', slotCount: 2 },
        { __typename: 'AvailableDate' as const, date: '2026-11-24', slotCount: 0 },
        { __typename: 'AvailableDate' as const, date: '2026-12-02', slotCount: 5 },
      ],
    },
  },
  maxUsageCount: 5,
};
const slotsMock = (slots: ReturnType<typeof slot>[]) => ({
  request: { query: AVAILABLE_SLOTS_QUERY, variables: { input: { ...base, date: '2026-11-23' } } },
  result: { data: { availableSlots: slots } },
});
const myBooking = (id: number, locationId: number, name: string, start: string, end: string) => ({
  __typename: 'Booking' as const,
  id,
  start,
  end,
  vendor: { __typename: 'Vendor' as const, id: 10, publicName: 'Salon Démo', timezone: 'Europe/Zurich' },
  location: { __typename: 'Location' as const, id: locationId, name },
});
const overlapMock = {
  request: { query: OVERLAP_CHECK_QUERY },
  result: {
    data: {
      myBookings: {
        __typename: 'BookingPage' as const,
        items: [
          myBooking(301, 2, 'Genève Rive', '2026-11-23T08:30:00.000Z', '2026-11-23T09:00:00.000Z'),
          myBooking(302, 1, 'Lausanne Centre', '2026-11-23T08:15:00.000Z', '2026-11-23T08:30:00.000Z'),
          myBooking(303, 2, 'Genève Rive', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z'),
        ],
      },
    },
  },
};
const bookingMock = (result: Record<string, unknown>, comment?: string) => ({
  request: {
    query: CREATE_BOOKING_MUTATION,
    variables: {
      input: {
        vendorId: 10,
        locationId: 1,
        comment,
        events: [{ serviceId: 4, employeeId: 2, workplaceId: 3, machineId: null, start: '2026-11-23T08:00:00.000Z' }],
        legalConditions: [{ id: 1, accepted: true }],
      },
    },
  },
  result: { data: { createBooking: result } },
});

// The date step is loaded once a service is chosen: its first import may take a few seconds on a busy machine.
const LATER_STEPS = { timeout: 10_000 };

async function chooseNineOClock(): Promise<void> {
  fireEvent.click(await screen.findByTestId('service-option-4'));
  const day = await screen.findByTestId('date-2026-11-23', {}, LATER_STEPS);
  await waitFor(() => expect(day).toHaveProperty('disabled', false));
  expect(screen.getByTestId('date-2026-11-24')).toHaveProperty('disabled', true);
  // A bookable day of next month in the grid's last rows is offered too; a full one is not shown.
  expect(screen.getByTestId('date-2026-12-02')).toHaveProperty('disabled', false);
  expect(screen.queryByTestId('date-2026-12-01')).toBeNull();
  fireEvent.click(day);
  fireEvent.click(await screen.findByTestId('slot-09:00'));
}

describe('PublicBookingPage', () => {
  beforeEach(async () => {
    getDefaultStore().set(bookingFormAtom, { type: 'reset' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
    logout();
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('books one service for a logged-in customer', async () => {
    storeSession(customerToken, null);
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [
        locationMock,
        datesMock,
        slotsMock([nine, nineThirty]),
        bookingMock(
          {
            __typename: 'Booking',
            id: 77,
            status: 'OPEN',
            events: [
              {
                __typename: 'Event',
                id: 900,
                start: '2026-11-23T08:00:00.000Z',
                end: '2026-11-23T08:45:00.000Z',
                customerStart: '2026-11-23T08:00:00.000Z',
                customerEnd: '2026-11-23T08:45:00.000Z',
                serviceId: 4,
                employee: { __typename: 'Employee', id: 2, name: 'Sophie Martin' },
              },
            ],
          },
          'Cheveux longs',
        ),
        overlapMock,
        overlapMock,
      ],
    });

    await chooseNineOClock();
    const confirm = await screen.findByTestId('confirm-booking');
    expect(confirm).toHaveProperty('disabled', true); // terms first
    // An open booking elsewhere at the same time is pointed out; one at this place is not.
    const warnings = await screen.findAllByTestId('overlap-warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.textContent).toContain('Genève Rive');
    expect(warnings[0]!.textContent).toContain('09:30–10:00');
    expect(screen.getByRole('link', { name: 'Conditions générales' }).getAttribute('href')).toBe(
      'https://example.ch/cg',
    );
    // Going back a step clears the accepted terms (spec §2).
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    fireEvent.click(await screen.findByTestId('slot-09:00'));
    expect((await screen.findByTestId('accept-terms')).closest('span')?.className).not.toContain('Mui-checked');
    fireEvent.change(screen.getByTestId('booking-comment'), { target: { value: 'Cheveux longs' } });
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('confirm-booking'));

    const done = await screen.findByTestId('booking-confirmed');
    expect(within(done).getByText('Rendez-vous confirmé')).toBeTruthy();
    expect(within(done).getByTestId('booking-confirmed-date').textContent).toBe('23.11.2026');
    expect(within(done).getByTestId('booking-confirmed-time').textContent).toBe('09:00');
    expect(within(done).getByTestId('booking-confirmed-employee').textContent).toBe('Avec Sophie Martin');
    expect(within(done).getByTestId('booking-confirmed-my-bookings').getAttribute('href')).toBe('/my-account');
  }, 20_000);

  it('shows the conflict and offers fresh slots', async () => {
    storeSession(customerToken, null);
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [
        locationMock,
        datesMock,
        slotsMock([nine, nineThirty]),
        bookingMock({ __typename: 'ConflictError', message: 'Ce créneau vient d’être réservé par quelqu’un d’autre.' }),
        slotsMock([nineThirty]),
      ],
    });

    await chooseNineOClock();
    fireEvent.click(await screen.findByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('confirm-booking'));

    expect((await screen.findByTestId('booking-conflict')).textContent).toContain('vient d’être réservé');
    await waitFor(() => expect(screen.queryByTestId('slot-09:00')).toBeNull());
    expect(screen.getByTestId('slot-09:30')).toBeTruthy();
  });

  it('asks a guest to log in before the summary, showing the chosen date and time', async () => {
    const { router } = renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [locationMock, datesMock, slotsMock([nine])],
    });
    await chooseNineOClock();
    expect(await screen.findByLabelText("E-mail ou nom d'utilisateur", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.queryByTestId('confirm-booking')).toBeNull();
    expect(screen.getByTestId('chosen-date').textContent).toMatch(/lundi 23.11.2026 · 09:00/i);
    // Each step is its own URL.
    await waitFor(() => expect(router.state.location.search).toContain('step=confirm'));
    expect(new URLSearchParams(router.state.location.search).get('time')).toBe(nine.start);
  }, 20_000);

  it('comes back to the chosen time on a reload of the last step; the browser Back and Forward move between steps', async () => {
    storeSession(customerToken, null);
    const search = `?step=confirm&services=4&date=2026-11-23&time=${encodeURIComponent(nine.start)}`;
    const { router } = renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: `/salon-demo/lausanne-centre/book${search}`,
      mocks: [locationMock, datesMock, slotsMock([nine, nineThirty]), datesMock, slotsMock([nine, nineThirty])],
    });
    const summary = await screen.findByTestId('booking-summary', {}, { timeout: 8000 });
    expect(summary.textContent).toContain('09:00');
    expect(summary.textContent).toContain('Coupe femme');
    expect(router.state.location.search).toBe(search);
    // The page's Back goes to the time choice: a new entry, so the browser's Back returns to the summary.
    fireEvent.click(within(summary).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=date&services=4&date=2026-11-23'));
    expect(await screen.findByTestId('slot-09:00')).toBeTruthy();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(search));
    expect((await screen.findByTestId('booking-summary')).textContent).toContain('09:00');
    await act(() => router.navigate(1));
    expect(await screen.findByTestId('slot-09:00')).toBeTruthy();
    expect(screen.queryByTestId('booking-summary')).toBeNull();
  }, 20_000);

  it('books several services one after the other', async () => {
    storeSession(customerToken, null);
    const both = { vendorId: 10, locationId: 1, services: [{ id: 4 }, { id: 5 }] };
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [
        locationMock,
        datesMock,
        {
          request: {
            query: AVAILABLE_DATES_QUERY,
            variables: { input: { ...both, dateFrom: '2026-11-21', dateTo: '2026-12-31' } },
          },
          result: {
            data: { availableDates: [{ __typename: 'AvailableDate' as const, date: '2026-11-23', slotCount: 1 }] },
          },
        },
        {
          request: { query: AVAILABLE_SLOTS_QUERY, variables: { input: { ...both, date: '2026-11-23' } } },
          result: { data: { availableSlots: [slot('10:00', '2026-11-23T09:00:00.000Z', '2026-11-23T10:15:00.000Z')] } },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('service-option-4'));
    fireEvent.click(await screen.findByTestId('add-service'));
    // Step 1 again: the chosen service is marked, another one is added.
    expect((await screen.findByTestId('service-option-4')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('service-option-5'));
    const chips = await screen.findByTestId('selected-services');
    expect(chips.textContent).toContain('Coupe femme');
    expect(chips.textContent).toContain('Brushing');
    const day = await screen.findByTestId('date-2026-11-23', {}, LATER_STEPS);
    await waitFor(() => expect(day).toHaveProperty('disabled', false));
    fireEvent.click(day);
    fireEvent.click(await screen.findByTestId('slot-10:00'));
    const summary = await screen.findByTestId('booking-summary');
    expect(summary.textContent).toContain('Coupe femme, Brushing');
    expect(summary.textContent).toContain('1 h 15');
    expect(summary.textContent).toContain('CHF 130.00');
  }, 20_000);

  it('offers log in or sign up inline to a guest', async () => {
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [locationMock, datesMock, slotsMock([nine])],
    });
    await chooseNineOClock();
    fireEvent.click(await screen.findByTestId('inline-sign-up-tab', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('sign-up-form', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText(/Prénom/)).toBeTruthy();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeTruthy();
  }, 20_000);

  it('verifies with the server first and goes back to the times when the slot was just taken', async () => {
    storeSession(customerToken, null);
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [
        locationMock,
        datesMock,
        slotsMock([nine, nineThirty]),
        {
          request: {
            query: VERIFY_BOOKING_QUERY,
            variables: {
              input: {
                vendorId: 10,
                locationId: 1,
                events: [
                  { serviceId: 4, employeeId: 2, workplaceId: 3, machineId: null, start: '2026-11-23T08:00:00.000Z' },
                ],
              },
            },
          },
          result: {
            data: {
              verifyBooking: {
                __typename: 'BookingVerification',
                available: false,
                message: "Le créneau choisi vient d'être réservé par quelqu'un d'autre.",
              },
            },
          },
        },
        slotsMock([nineThirty]),
      ],
    });
    await chooseNineOClock();
    fireEvent.click(await screen.findByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('confirm-booking'));
    expect((await screen.findByTestId('booking-conflict')).textContent).toContain("vient d'être réservé");
    await waitFor(() => expect(screen.queryByTestId('slot-09:00')).toBeNull());
    expect(screen.getByTestId('slot-09:30')).toBeTruthy();
  });

  it('shows a slot taken by someone else go away live, without a reload', async () => {
    const listened: { target: unknown; push: (dates: string[]) => void; closed: boolean }[] = [];
    const connector: AvailabilityConnector = (target, push) => {
      const entry = { target, push, closed: false };
      listened.push(entry);
      return () => {
        entry.closed = true;
      };
    };
    renderPage(
      <AvailabilityConnectorProvider connector={connector}>
        <PublicBookingPage />
      </AvailabilityConnectorProvider>,
      {
        path: '/:vendorSlug/:locationSlug/book',
        initialEntry: '/salon-demo/lausanne-centre/book',
        mocks: [locationMock, datesMock, slotsMock([nine, nineThirty]), slotsMock([nineThirty])],
      },
    );
    fireEvent.click(await screen.findByTestId('service-option-4'));
    const day = await screen.findByTestId('date-2026-11-23', {}, LATER_STEPS);
    await waitFor(() => expect(day).toHaveProperty('disabled', false));
    fireEvent.click(day);
    expect(await screen.findByTestId('slot-09:00')).toBeTruthy();
    // One live connection, for the location and the dates on screen, nothing else.
    const open = listened.filter((l) => !l.closed);
    expect(open).toHaveLength(1);
    expect(open[0]!.target).toEqual({ vendorId: 10, locationId: 1, from: '2026-11-21', to: '2026-12-31' });
    // Another day changing does not reload the day shown; this day changing does.
    act(() => open[0]!.push(['2026-12-02']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('slot-09:00')).toBeTruthy();
    act(() => open[0]!.push(['2026-11-23']));
    await waitFor(() => expect(screen.queryByTestId('slot-09:00')).toBeNull());
    expect(screen.getByTestId('slot-09:30')).toBeTruthy();
  });

  it('proposes the services associated with a chosen one', async () => {
    const services = [
      { ...location.services[0]!, associatedServiceIds: [5] },
      { ...location.services[1]!, associatedServiceIds: [] },
    ];
    const withAssociated = { ...locationMock, result: { data: { locationBySlug: { ...location, services } } } };
    renderPage(<PublicBookingPage />, {
      path: '/:vendorSlug/:locationSlug/book',
      initialEntry: '/salon-demo/lausanne-centre/book',
      mocks: [withAssociated],
    });
    fireEvent.click(await screen.findByTestId('service-option-4'));
    // At the date step, next to the chosen service: its associated one, added in one click.
    const proposals = await screen.findByTestId('proposed-services');
    expect(proposals.textContent).toContain('Souvent réservé avec votre choix');
    fireEvent.click(within(proposals).getByTestId('add-proposed-5'));
    await waitFor(() => expect(screen.getByTestId('selected-services').textContent).toContain('Brushing'));
    expect(screen.queryByTestId('proposed-services')).toBeNull();
    // Back on the list, nothing is proposed any more: both are chosen.
    fireEvent.click(screen.getByTestId('add-service'));
    expect((await screen.findByTestId('service-option-5')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('proposed-option-5')).toBeNull();
  });
});
