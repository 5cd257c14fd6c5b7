import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore, storeSession } from '../../../lib/auth.ts';
import { DEFAULT_AGENDA_SETTINGS, agendaSettingsAtom } from '../../../lib/persisted.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { AGENDA_BACKGROUND_QUERY, AGENDA_EVENTS_QUERY, AGENDA_SETUP_QUERY } from '../operations.ts';
import { AgendaPage } from '../views/AgendaPage/AgendaPage.tsx';
import { testToken } from '../../../test/tokens.ts';

const staffToken = testToken({ sub: 7, name: 'Lucas', role: 2, vendorId: 10, employeeId: 2 });

// 25 November 2026 in the planning (week list): Monday 23 to Sunday 29, in Zurich time.
const PATH = '/agenda?viewType=employee&date=2026-11-25';
const RANGE = { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' };

const setupMock = {
  request: { query: AGENDA_SETUP_QUERY, variables: { vendorId: 10 } },
  result: {
    data: {
      vendor: {
        __typename: 'Vendor' as const,
        id: 10,
        timezone: 'Europe/Zurich',
        calendarLock: 0,
        minStart: 480,
        workplacesEnabled: false,
        machinesEnabled: false,
      },
      employeesAll: [
        { __typename: 'Employee' as const, id: 2, name: 'Lucas Favre', color: 'blue', timetablesEnabled: true },
        { __typename: 'Employee' as const, id: 3, name: 'Emma Rochat', color: 'pink', timetablesEnabled: true },
      ],
      workplacesAll: [],
      machinesAll: [],
      locationsAll: [{ __typename: 'Location' as const, id: 1, name: 'Lausanne Centre' }],
    },
  },
};

const event = {
  __typename: 'AgendaEvent' as const,
  id: 41,
  kind: 'APPOINTMENT',
  start: '2026-11-25T09:00:00.000Z',
  end: '2026-11-25T09:30:00.000Z',
  summary: '',
  title: 'Coupe homme',
  customerName: 'Claire Dubois',
  color: 'blue',
  bookingStatus: 'OPEN',
  bookingId: 9,
  serviceId: 2,
  employeeId: 2,
  workplaceId: null,
  machineId: null,
  locationId: 1,
};

const eventsMock = (agendaEvents: unknown[]) => ({
  request: { query: AGENDA_EVENTS_QUERY, variables: RANGE },
  result: { data: { agendaEvents } },
});

const backgroundRequest = {
  query: AGENDA_BACKGROUND_QUERY,
  variables: { from: '2026-11-23', to: '2026-11-29', employeeIds: null },
};
const backgroundMock = (delay: number) => ({
  request: backgroundRequest,
  delay,
  result: {
    data: {
      schedules: [
        {
          __typename: 'ScheduleDay' as const,
          date: '2026-11-29',
          employeeId: 2,
          available: false,
          timeRanges: [],
        },
      ],
      closedDatesAll: [],
    },
  },
});

const render = (mocks: Parameters<typeof renderPage>[1]['mocks']) =>
  renderPage(<AgendaPage />, { path: '/agenda', initialEntry: PATH, mocks });

// Generous timeouts: the calendar chunk is large to transform on a busy machine.
describe('AgendaPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  afterEach(() => {
    authStore.set(agendaSettingsAtom, DEFAULT_AGENDA_SETTINGS);
    vi.unstubAllGlobals();
  });

  it('asks a user without a vendor to log in as staff', async () => {
    render([]);
    expect(await screen.findByText("Vous n'avez pas accès à l'agenda.")).toBeTruthy();
  });

  it('shows a loader, then the week of appointments in the vendor time zone', async () => {
    storeSession(staffToken, null);
    render([setupMock, eventsMock([event])]);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('agenda-calendar')).toBeTruthy());
    expect(screen.getByTestId('agenda-date').textContent).toBe('23.11.2026 – 29.11.2026');
    // The blocks themselves are drawn by the library (checked in Chromium, e2e/tests/agenda.test.ts).
    expect(screen.queryByTestId('agenda-empty')).toBeNull();
  });

  it('says so when the period has no appointment', async () => {
    storeSession(staffToken, null);
    render([setupMock, eventsMock([])]);
    expect(await screen.findByTestId('agenda-empty')).toBeTruthy();
    expect(screen.getByTestId('agenda-empty').textContent).toBe('Aucun rendez-vous sur cette période.');
  });

  it('shows an error with a retry when the events cannot be loaded', async () => {
    storeSession(staffToken, null);
    render([setupMock, { request: { query: AGENDA_EVENTS_QUERY, variables: RANGE }, error: new Error('boom') }]);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.queryByTestId('agenda-calendar')).toBeNull();
  });

  it('draws the team week once, when its working-time background is in too', async () => {
    storeSession(staffToken, null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, displayType: 'weekGrid' });
    render([setupMock, eventsMock([event]), backgroundMock(1500)]);
    // The week's title shows as soon as the vendor is known; the events come right after, and the
    // blocks still wait for the background.
    await waitFor(() => expect(screen.getByTestId('agenda-date').textContent).toBe('23.11.2026 – 29.11.2026'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('agenda-calendar')).toBeNull();
    expect(await screen.findByTestId('agenda-calendar', {}, { timeout: 10_000 })).toBeTruthy();
    // The blocks and the day off are drawn together.
    await waitFor(() => expect(document.querySelector('[data-testid="agenda-event-41"]')).toBeTruthy());
    expect(document.querySelector('.agenda-off')).toBeTruthy();
  });

  it('does not hold the team week back when its background fails', async () => {
    storeSession(staffToken, null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, displayType: 'weekGrid' });
    render([setupMock, eventsMock([event]), { request: backgroundRequest, error: new Error('boom') }]);
    expect(await screen.findByTestId('agenda-calendar', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector('.agenda-off')).toBeNull();
  });

  it('draws a day at once and adds its working-time background when it comes', async () => {
    storeSession(staffToken, null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, displayType: 'dayGrid' });
    // Wednesday 25 November in Zurich.
    const day = { from: '2026-11-24T23:00:00.000Z', to: '2026-11-25T23:00:00.000Z' };
    const dayEvents = {
      request: { query: AGENDA_EVENTS_QUERY, variables: day },
      result: { data: { agendaEvents: [event] } },
    };
    const dayBackground = {
      request: {
        query: AGENDA_BACKGROUND_QUERY,
        variables: { from: '2026-11-25', to: '2026-11-25', employeeIds: null },
      },
      delay: 4000,
      result: {
        data: {
          schedules: [
            { __typename: 'ScheduleDay' as const, date: '2026-11-25', employeeId: 2, available: false, timeRanges: [] },
          ],
          closedDatesAll: [],
        },
      },
    };
    render([setupMock, dayEvents, dayBackground]);
    // The block is on screen well before the background's answer (4 s), which then joins it.
    await waitFor(() => expect(document.querySelector('[data-testid="agenda-event-41"]')).toBeTruthy(), {
      timeout: 3_000,
    });
    expect(document.querySelector('.agenda-off')).toBeNull();
    await waitFor(() => expect(document.querySelector('.agenda-off')).toBeTruthy(), { timeout: 10_000 });
  });

  it('goes two weeks on for two quick clicks on "next", the second before the first is drawn', async () => {
    storeSession(staffToken, null);
    const { router } = render([setupMock, eventsMock([event])]);
    const next = await screen.findByTestId('agenda-next');
    // Outside act(): React does not draw between the two clicks, as on a busy phone.
    next.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    next.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-12-09'));
    expect(authStore.get(agendaSettingsAtom).selectedDate).toBe('2026-12-09');
  });

  it('closing the event panel clears the selection: no selection bar, no outlined block', async () => {
    storeSession(staffToken, null);
    authStore.set(agendaSettingsAtom, { ...DEFAULT_AGENDA_SETTINGS, displayType: 'dayGrid' });
    const day = { from: '2026-11-24T23:00:00.000Z', to: '2026-11-25T23:00:00.000Z' };
    const { router } = render([
      setupMock,
      { request: { query: AGENDA_EVENTS_QUERY, variables: day }, result: { data: { agendaEvents: [event] } } },
    ]);
    const block = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-testid="agenda-event-41"]');
      if (!el) throw new Error('no block yet');
      return el;
    });
    fireEvent.click(block);
    // Selected: the bar says so and the panel is open.
    expect((await screen.findByTestId('agenda-selection')).textContent).toContain('1');
    await waitFor(() => expect(router.state.location.search).toContain('event=41'));
    await waitFor(() => expect(document.querySelector('.agenda-selected')).toBeTruthy());
    const panel = await screen.findByTestId('agenda-details');
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('event=41'));
    await waitFor(() => expect(screen.queryByTestId('agenda-selection')).toBeNull());
    expect(document.querySelector('.agenda-selected')).toBeNull();
  });
});
