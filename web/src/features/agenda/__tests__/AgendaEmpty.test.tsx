// An empty period is said once: above the calendar, not again inside the planning list.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { testToken } from '../../../test/tokens.ts';
import { AGENDA_EVENTS_QUERY, AGENDA_SETUP_QUERY } from '../operations.ts';

// The library, recorded: the options the page hands it (it draws nothing in jsdom).
const created: Record<string, unknown>[] = [];
vi.mock('@event-calendar/core', () => ({
  Interaction: {},
  List: {},
  ResourceTimeGrid: {},
  ResourceTimeline: {},
  createCalendar: (_el: HTMLElement, _plugins: unknown, options: Record<string, unknown>) => {
    created.push(options);
    return {
      setOption: () => undefined,
      addEvent: () => undefined,
      updateEvent: () => undefined,
      removeEventById: () => undefined,
    };
  },
  destroyCalendar: () => undefined,
}));

const { AgendaPage } = await import('../views/AgendaPage/AgendaPage.tsx');

const staffToken = testToken({ sub: 7, name: 'Lucas', role: 2, vendorId: 10, employeeId: 2 });

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
      ],
      workplacesAll: [],
      machinesAll: [],
      locationsAll: [{ __typename: 'Location' as const, id: 1, name: 'Lausanne Centre' }],
    },
  },
};

describe('an empty agenda', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  it('says so once, above the planning list, which adds no message of its own', async () => {
    storeSession(staffToken, null);
    renderPage(<AgendaPage />, {
      path: '/agenda',
      // The week of 25 November 2026 in the planning (the week list), Zurich time.
      initialEntry: '/agenda?viewType=employee&date=2026-11-25',
      mocks: [
        setupMock,
        {
          request: {
            query: AGENDA_EVENTS_QUERY,
            variables: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' },
          },
          result: { data: { agendaEvents: [] } },
        },
      ],
    });
    expect((await screen.findByTestId('agenda-empty')).textContent).toBe('Aucun rendez-vous sur cette période.');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.view).toBe('listWeek');
    expect(created[0]!.noEventsContent).toBe('');
    expect(screen.getAllByText(/Aucun rendez-vous/)).toHaveLength(1);
  });
});
