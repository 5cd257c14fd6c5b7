import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { staffToken } from '../../../test/tokens.ts';
import { customerMock as bookingCustomerMock } from './bookingMocks.ts';
import {
  STAFF_AVAILABLE_DATES_QUERY,
  STAFF_AVAILABLE_SLOTS_QUERY,
  STAFF_BOOKING_LOCATION_QUERY,
  STAFF_BOOKING_SETUP_QUERY,
  STAFF_CREATE_BOOKING_MUTATION,
  STAFF_UPDATE_BOOKING_MUTATION,
  STAFF_VERIFY_BOOKING_QUERY,
  BOOKING_FOR_EDIT_QUERY,
} from '../operations.ts';
import { BookingAddPage, BookingEditPage } from '../views/BookingFlowPage/BookingFlowPage.tsx';
import { typeInPicker } from '../../../test/pickerField.ts';

// This machine is shared: give the chained mocked queries time rather than fail on a slow render.
configure({ asyncUtilTimeout: 10_000 });

const setupMock = {
  request: { query: STAFF_BOOKING_SETUP_QUERY, variables: { vendorId: 10 } },
  result: {
    data: {
      vendor: {
        __typename: 'Vendor' as const,
        id: 10,
        timezone: 'Europe/Zurich',
        workplacesEnabled: false,
        machinesEnabled: false,
      },
      locationsAll: [{ __typename: 'Location' as const, id: 1, name: 'Lausanne Centre', open: true }],
      employeesAll: [
        {
          __typename: 'Employee' as const,
          id: 2,
          name: 'Emma Blanc',
          serviceIds: [4],
          canCreateBookingsOutOfTimetables: false,
          timetablesEnabled: true,
        },
      ],
    },
  },
  maxUsageCount: 20,
};

const locationMock = {
  request: { query: STAFF_BOOKING_LOCATION_QUERY, variables: { locationId: 1 } },
  result: {
    data: {
      servicesAll: [
        {
          __typename: 'Service' as const,
          id: 4,
          name: 'Coupe femme',
          duration: 45,
          breakDuration: 0,
          executionOrder: 0,
          associatedServiceIds: [],
          price: 8500,
          employeeIds: [2],
          machineModelIds: [],
          workplaces: [],
        },
      ],
      workplacesAll: [],
      machinesAll: [],
    },
  },
  maxUsageCount: 20,
};

const customerMock = bookingCustomerMock('ana@example.ch');

const datesMock = {
  request: { query: STAFF_AVAILABLE_DATES_QUERY, variables: () => true },
  result: {
    data: { availableDates: [{ __typename: 'AvailableDate' as const, date: '2026-11-23', slotCount: 2 }] },
  },
  maxUsageCount: 20,
};

const slot = (time: string, start: string, recommended = false) => ({
  __typename: 'Slot' as const,
  time,
  start,
  end: start,
  recommended,
  assignments: [
    {
      __typename: 'SlotAssignment' as const,
      serviceId: 4,
      employeeId: 2,
      workplaceId: null,
      machineId: null,
      start,
      end: start,
    },
  ],
});
const slotsMock = {
  request: { query: STAFF_AVAILABLE_SLOTS_QUERY, variables: () => true },
  result: {
    data: {
      availableSlots: [slot('09:00', '2026-11-23T08:00:00.000Z', true), slot('09:30', '2026-11-23T08:30:00.000Z')],
    },
  },
  maxUsageCount: 20,
};

const step = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('step');

describe('staff booking flow', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00.000Z'));
    logout();
    storeSession(staffToken, null);
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps each step in the URL: Continue moves on, Back returns, the query pre-fills the choices', async () => {
    const { router } = renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?locationId=1&employeeId=2&date=2026-11-23&time=09:30',
      mocks: [setupMock, locationMock, customerMock],
    });
    // The calendar's link has no step: the flow starts at step 1 and keeps the pre-filled values.
    await waitFor(() => expect(step(router)).toBe('1'));
    fireEvent.click(await screen.findByTestId('flow-service-4'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('serviceIds')).toBe('4'));
    fireEvent.click(screen.getByTestId('flow-continue'));
    await waitFor(() => expect(step(router)).toBe('2'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('employeeId')).toBe('2');
    expect(params.get('date')).toBe('2026-11-23');
    fireEvent.click(screen.getByTestId('flow-continue'));
    await waitFor(() => expect(step(router)).toBe('3'));
    // No customer yet: step 3 cannot be left forward.
    expect(screen.getByTestId('flow-continue')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('flow-back'));
    await waitFor(() => expect(step(router)).toBe('2'));
    // The browser's Back goes to the previous step too.
    await router.navigate(-1);
    await waitFor(() => expect(step(router)).toBe('3'));
  });

  it('keeps both of two services ticked in quick succession, the second before the first is drawn', async () => {
    const [service] = locationMock.result.data.servicesAll;
    const twoServices = {
      ...locationMock,
      result: {
        data: {
          ...locationMock.result.data,
          servicesAll: [service, { ...service, id: 5, name: 'Brushing', duration: 30 }],
        },
      },
    };
    const { router } = renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?step=1&locationId=1',
      mocks: [setupMock, twoServices, customerMock],
    });
    const first = await screen.findByTestId('flow-service-4');
    const second = screen.getByTestId('flow-service-5');
    // Outside act(): React does not draw between the two clicks, as on a busy phone.
    first.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    second.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('serviceIds')).toBe('4,5'));
  });

  it('a hand-made link to step 4 without services lands on step 1', async () => {
    const { router } = renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?step=4&locationId=1&customerId=7',
      mocks: [setupMock, locationMock, customerMock],
    });
    expect(await screen.findByTestId('flow-service-4')).toBeTruthy();
    expect(step(router)).toBe('4');
    expect(screen.queryByTestId('flow-save')).toBeNull();
  });

  it('staff save without a terms tick; the private comment stays out of the URL', async () => {
    const { router } = renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?step=3&locationId=1&serviceIds=4&customerId=7&date=2026-11-23&time=09:00',
      mocks: [setupMock, locationMock, customerMock, datesMock, slotsMock],
    });
    const secret = (await screen.findByTestId('flow-private-comment')) as HTMLTextAreaElement;
    // The chosen customer's no-shows and late cancellations of the last 12 months, singular and plural.
    expect((await screen.findByTestId('no-show-count')).textContent).toBe('2 non-présentations ces 12 derniers mois');
    expect(screen.getByTestId('late-cancellation-count').textContent).toBe('1 annulation tardive');
    fireEvent.change(secret, { target: { value: 'Allergique au latex' } });
    fireEvent.blur(secret);
    fireEvent.change(screen.getByTestId('flow-comment'), { target: { value: 'Frange' } });
    fireEvent.blur(screen.getByTestId('flow-comment'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('comment')).toBe('Frange'));
    fireEvent.click(await screen.findByTestId('flow-continue'));
    // The day's recommended time is starred, with what it means in its title.
    const recommended = await screen.findByTestId('slot-09:00');
    expect(recommended.getAttribute('data-recommended')).toBe('true');
    expect(recommended.getAttribute('title')).toMatch(/recommand/i);
    expect(screen.getByTestId('slot-09:30').getAttribute('data-recommended')).toBeNull();
    // No conditions to tick: the customer accepted them when booking online.
    expect(screen.queryByTestId('condition-1')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('flow-save')).toHaveProperty('disabled', false));
    expect(router.state.location.search).not.toMatch(/privateComment|latex/i);
    // Back on step 3, the private comment is still there.
    fireEvent.click(screen.getByTestId('flow-back'));
    expect(((await screen.findByTestId('flow-private-comment')) as HTMLTextAreaElement).value).toBe(
      'Allergique au latex',
    );
  });

  it('a slot just booked by someone else returns to the slot choice with the §8 message', async () => {
    const verified: unknown[] = [];
    const created: unknown[] = [];
    const { router } = renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?step=4&locationId=1&serviceIds=4&customerId=7&date=2026-11-23&time=09:00',
      mocks: [
        setupMock,
        locationMock,
        customerMock,
        datesMock,
        slotsMock,
        {
          request: {
            query: STAFF_VERIFY_BOOKING_QUERY,
            variables: (v: unknown) => {
              verified.push(v);
              return true;
            },
          },
          result: {
            data: {
              verifyBooking: {
                __typename: 'BookingVerification' as const,
                available: false,
                message: '',
                conflicts: [
                  { __typename: 'EventConflict' as const, index: 0, messages: ['Emma Blanc a déjà un rendez-vous'] },
                ],
              },
            },
          },
        },
        {
          request: {
            query: STAFF_CREATE_BOOKING_MUTATION,
            variables: (v: unknown) => {
              created.push(v);
              return true;
            },
          },
          result: { data: { createBooking: { __typename: 'Booking' as const, id: 1, status: 'OPEN' as const } } },
        },
      ],
    });
    await screen.findByTestId('slot-09:00');
    await waitFor(() => expect(screen.getByTestId('flow-save')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('flow-save'));
    const notice = await screen.findByTestId('booking-conflict');
    expect(notice.textContent).toContain(
      "Le créneau choisi vient d'être réservé par quelqu'un d'autre et n'est plus disponible.",
    );
    expect(notice.textContent).toContain('Emma Blanc a déjà un rendez-vous');
    expect(verified).toEqual([
      {
        input: {
          vendorId: 10,
          locationId: 1,
          customerId: 7,
          bookingId: null,
          events: [
            { serviceId: 4, employeeId: 2, workplaceId: null, machineId: null, start: '2026-11-23T08:00:00.000Z' },
          ],
        },
      },
    ]);
    // Nothing saved; the time is cleared, the date kept.
    expect(created).toEqual([]);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('time')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-11-23');
    expect(step(router)).toBe('4');
    await waitFor(() => expect(screen.getByTestId('flow-save')).toHaveProperty('disabled', true));
  });

  it('edits a booking: starts at its date and time in the vendor zone, its own events do not take its slot', async () => {
    const availability: unknown[] = [];
    const verified: unknown[] = [];
    const updated: unknown[] = [];
    const capture = (list: unknown[]) => (v: unknown) => {
      list.push(v);
      return true;
    };
    const { router } = renderPage(<BookingEditPage />, {
      path: '/bookings/edit',
      initialEntry: '/bookings/edit?id=12',
      mocks: [
        setupMock,
        locationMock,
        customerMock,
        {
          request: { query: BOOKING_FOR_EDIT_QUERY, variables: { id: 12 } },
          result: {
            data: {
              booking: {
                __typename: 'Booking' as const,
                id: 12,
                status: 'OPEN' as const,
                comment: 'Frange',
                privateComment: '',
                customerId: 7,
                locationId: 1,
                events: [
                  {
                    __typename: 'Event' as const,
                    id: 90,
                    serviceId: 4,
                    employeeId: 2,
                    workplaceId: null,
                    machineId: null,
                    start: '2026-11-23T08:00:00.000Z',
                    customerStart: '2026-11-23T08:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
        { ...datesMock },
        { ...slotsMock, request: { query: STAFF_AVAILABLE_SLOTS_QUERY, variables: capture(availability) } },
        {
          request: { query: STAFF_VERIFY_BOOKING_QUERY, variables: capture(verified) },
          result: {
            data: {
              verifyBooking: {
                __typename: 'BookingVerification' as const,
                available: true,
                message: '',
                conflicts: [],
              },
            },
          },
        },
        {
          request: { query: STAFF_UPDATE_BOOKING_MUTATION, variables: capture(updated) },
          result: { data: { updateBooking: { __typename: 'Booking' as const, id: 12, status: 'OPEN' as const } } },
        },
      ],
      routes: [{ path: '/bookings/confirmation', element: <p>confirmation</p> }],
    });
    await waitFor(() => expect(step(router)).toBe('4'));
    const params = new URLSearchParams(router.state.location.search);
    // 08:00 UTC is 09:00 in Zurich, whatever the browser's zone.
    expect(Object.fromEntries(params)).toMatchObject({
      id: '12',
      date: '2026-11-23',
      time: '09:00',
      serviceIds: '4',
      employeeId: '2',
      customerId: '7',
      comment: 'Frange',
    });
    const nine = await screen.findByTestId('slot-09:00', {}, { timeout: 10_000 });
    expect(nine.getAttribute('aria-pressed')).toBe('true');
    expect(availability[0]).toMatchObject({ input: { excludeEventIds: [90], employeeId: 2, date: '2026-11-23' } });
    fireEvent.click(screen.getByTestId('slot-09:30'));
    await waitFor(() => expect(screen.getByTestId('flow-save')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('flow-save'));
    await screen.findByText('confirmation');
    expect(verified[0]).toMatchObject({ input: { bookingId: 12 } });
    expect(updated).toEqual([
      {
        id: 12,
        input: {
          events: [
            { serviceId: 4, employeeId: 2, workplaceId: null, machineId: null, start: '2026-11-23T08:30:00.000Z' },
          ],
          comment: 'Frange',
          privateComment: '',
          email: true,
        },
      },
    ]);
  });

  it('staff allowed outside the timetables type a time: services chained from it and verified', async () => {
    const verified: unknown[] = [];
    const allowed = structuredClone(setupMock);
    allowed.result.data.employeesAll[0]!.canCreateBookingsOutOfTimetables = true;
    renderPage(<BookingAddPage />, {
      path: '/bookings/add',
      initialEntry: '/bookings/add?step=4&locationId=1&serviceIds=4&customerId=7&employeeId=2&date=2026-11-23',
      mocks: [
        allowed,
        locationMock,
        customerMock,
        datesMock,
        slotsMock,
        {
          request: {
            query: STAFF_VERIFY_BOOKING_QUERY,
            variables: (v: unknown) => {
              verified.push(v);
              return true;
            },
          },
          result: {
            data: {
              verifyBooking: {
                __typename: 'BookingVerification' as const,
                available: false,
                message: '',
                conflicts: [{ __typename: 'EventConflict' as const, index: 0, messages: ['Occupé'] }],
              },
            },
          },
        },
      ],
    });
    expect((await screen.findByTestId('outside-allowed')).textContent).toContain('hors des horaires');
    typeInPicker('Autre heure (hors horaires)', '1915');
    expect((screen.getByTestId('manual-time') as HTMLInputElement).value).toBe('19:15');
    fireEvent.click(screen.getByTestId('use-manual-time'));
    await waitFor(() => expect(screen.getByTestId('flow-save')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('flow-save'));
    await screen.findByTestId('booking-conflict');
    expect(verified[0]).toMatchObject({
      input: { events: [{ serviceId: 4, employeeId: 2, start: '2026-11-23T18:15:00.000Z' }] },
    });
  });
});
