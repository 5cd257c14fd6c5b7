// Each configuration form: the §5 rules in the browser, and the server's field errors under their fields.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { CREATE_CLOSED_DATE_MUTATION } from '../../closed-dates/operations.ts';
import { ClosedDatePanel } from '../../closed-dates/views/ClosedDatePanel.tsx';
import { CREATE_EMPLOYEE_MUTATION } from '../../employees/operations.ts';
import { EmployeePanel } from '../../employees/views/EmployeePanel.tsx';
import { CREATE_LOCATION_MUTATION } from '../../locations/operations.ts';
import { LocationPanel } from '../../locations/views/LocationPanel.tsx';
import { CREATE_MACHINE_MUTATION } from '../../machines/operations.ts';
import { MachinePanel } from '../../machines/views/MachinePanel.tsx';
import { CREATE_REGION_MUTATION, REGIONS_PAGE_QUERY } from '../../regions/operations.ts';
import { RegionPanel } from '../../regions/views/RegionPanel.tsx';
import { CREATE_TIMETABLE_MUTATION, VERIFY_ADD_TIMETABLE_QUERY } from '../../timetables/operations.ts';
import { TimetablePanel } from '../../timetables/views/TimetablePanel.tsx';
import { CREATE_WORKPLACE_MUTATION } from '../../workplaces/operations.ts';
import { WorkplacePanel } from '../../workplaces/views/WorkplacePanel.tsx';
import { SETTINGS_VENDOR_QUERY, UPDATE_VENDOR_MUTATION } from '../operations.ts';
import { GeneralSettings } from '../views/GeneralSettings.tsx';
import { SettingsLayout } from '../views/SettingsLayout.tsx';
import { adminToken, configErrorsMock, lookupsMock, validationError } from './configMocks.ts';

const close = () => undefined;
const any = () => true;
const render = (element: ReactElement, mocks: unknown[]) =>
  renderPage(element, {
    path: '/x',
    initialEntry: '/x',
    mocks: [lookupsMock, configErrorsMock(), ...(mocks as never[])],
  });
const fill = (field: string, value: string) => {
  const input = document.getElementById(`field-${field}`);
  if (!input) throw new Error(`no field ${field}`);
  fireEvent.change(input, { target: { value } });
};
const helper = (field: string) => document.getElementById(`field-${field}-helper-text`)?.textContent;

/** The vendor's legal settings as the settings page reads them. */
const legalVendor = {
  __typename: 'Vendor' as const,
  id: 10,
  name: 'Salon Démo SA',
  email: 'info@salon-demo.ch',
  phone: null,
  street: null,
  zip: null,
  city: null,
  website: null,
  publicName: 'Salon Démo',
  slug: 'salon-demo',
  defaultLanguage: 'fr',
  calendarColor: '#336699',
  category: null,
  regionName: null,
  picture: null,
  descriptions: [],
  onboardingCompleted: true,
  liveMode: true,
  workplacesEnabled: true,
  machinesEnabled: false,
  flexibleTimetable: false,
  timezone: 'Europe/Zurich',
  minStart: 480,
  maxEnd: 1200,
  capacityThreshold: 100,
  displayType: 'planning',
  emailDefaultLanguage: 'fr',
  reminderEmailEnabled: true,
  reminderEmailHours: 24,
  reminderSmsEnabled: false,
  reminderSmsHours: 24,
  actualFreeTimeSlotFirstBooking: false,
  availableBookingsInterval: 60,
  bookingSlotsPropositionInterval: 15,
  cancellationNotice: 24,
  calendarLock: 0,
  dailyServiceLimit: null,
  numberOfVisitForVoucher: 10,
  pointsPerChfConversion: 10,
  loyaltyVoucherValue: 2000,
  smsCredits: 0,
};

describe('configuration forms', () => {
  beforeEach(async () => {
    logout();
    storeSession(adminToken, null);
    await i18n.changeLanguage('fr');
  });

  it('employee: the e-mail already registered shows under the e-mail field', async () => {
    render(<EmployeePanel tier={1} onClose={close} />, [
      {
        request: { query: CREATE_EMPLOYEE_MUTATION, variables: any },
        result: {
          data: {
            createEmployee: validationError({ email: { valueAlreadyRegistered: 'ana@x.ch est déjà enregistré' } }),
          },
        },
      },
    ]);
    await screen.findByTestId('employee-form');
    fill('firstname', 'Ana');
    fill('lastname', 'Roth');
    fill('email', 'ana@x.ch');
    fill('password', '123');
    fireEvent.click(screen.getByTestId('form-submit'));
    // The §5 minimum length is checked before anything is sent.
    await waitFor(() => expect(helper('password')).toMatch(/6/));
    fill('password', 'secret1');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('email')).toBe('ana@x.ch est déjà enregistré'));
  }, 20_000);

  it('workplace: a server error on the name shows under the name', async () => {
    render(<WorkplacePanel tier={1} onClose={close} />, [
      {
        request: { query: CREATE_WORKPLACE_MUTATION, variables: any },
        result: {
          data: { createWorkplace: validationError({ name: { valueAlreadyRegistered: 'Nom déjà utilisé' } }) },
        },
      },
    ]);
    await screen.findByTestId('workplace-form');
    fill('name', 'Fauteuil 1');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('name')).toBe('Nom déjà utilisé'));
  });

  it('machine: the model is required before anything is sent', async () => {
    const create = vi.fn(() => ({ data: { createMachine: { __typename: 'Machine' as const, id: 1, name: 'x' } } }));
    render(<MachinePanel tier={1} onClose={close} />, [
      { request: { query: CREATE_MACHINE_MUTATION, variables: any }, result: create },
    ]);
    await screen.findByTestId('machine-form');
    fill('name', 'Laser A');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('machineModelId')).toBe('Obligatoire'));
    expect(create).not.toHaveBeenCalled();
  });

  it('region: a server error on the name shows under the name', async () => {
    render(<RegionPanel tier={1} onClose={close} />, [
      { request: { query: REGIONS_PAGE_QUERY }, result: { data: { regionsAll: [] } }, maxUsageCount: 10 },
      {
        request: { query: CREATE_REGION_MUTATION, variables: any },
        result: { data: { createRegion: validationError({ name: { maxLength: '100 caractères au plus' } }) } },
      },
    ]);
    await screen.findByTestId('region-form');
    fill('name', 'Vaud');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('name')).toBe('100 caractères au plus'));
  });

  it('location: the short name keeps to 5 characters; the slug error of the server shows under the slug', async () => {
    const create = vi.fn(() => ({
      data: { createLocation: validationError({ slug: { valueAlreadyRegistered: 'Adresse déjà utilisée' } }) },
    }));
    render(<LocationPanel tier={1} onClose={close} />, [
      { request: { query: CREATE_LOCATION_MUTATION, variables: any }, result: create },
    ]);
    await screen.findByTestId('location-form');
    fill('name', 'Lausanne Gare');
    fill('shortName', 'LAUSGARE');
    fill('slug', 'lausanne');
    fill('street', 'Place de la Gare 1');
    fill('zip', '1003');
    fill('city', 'Lausanne');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('shortName')).toMatch(/5/));
    expect(create).not.toHaveBeenCalled();
    fill('shortName', 'LSG');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('slug')).toBe('Adresse déjà utilisée'));
  });

  it('closed date: a server error on the date shows under the date', async () => {
    render(<ClosedDatePanel onClose={close} />, [
      {
        request: { query: CREATE_CLOSED_DATE_MUTATION, variables: any },
        result: { data: { createClosedDate: validationError({ date: { invalid: 'Date déjà fermée' } }) } },
      },
    ]);
    await screen.findByTestId('closed-date-form');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('date')).toBe('Date déjà fermée'));
  });

  it('timetable: bookings left outside stop the save in the conflict dialog; a range error shows under its range', async () => {
    const create = vi.fn(() => ({
      data: { createTimetable: validationError({ 'ranges.0.end': { afterTime: 'La fin doit suivre le début' } }) },
    }));
    const event = {
      __typename: 'Event' as const,
      id: 41,
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-01T16:00:00.000Z',
      summary: 'Coupe',
      customerName: 'Marc Dubois',
      service: { __typename: 'Service' as const, id: 3, name: 'Coupe femme' },
    };
    const verify = (events: (typeof event)[]) => ({
      request: { query: VERIFY_ADD_TIMETABLE_QUERY, variables: any },
      result: {
        data: {
          verifyAddTimetable: {
            __typename: 'TimetableConflicts' as const,
            hasConflicts: events.length > 0,
            count: events.length,
            events,
          },
        },
      },
    });
    render(
      <TimetablePanel
        kind="RECURRING"
        employee={{ id: 7, name: 'Ana Roth' }}
        locations={[{ id: 1, name: 'Lausanne Centre' }]}
        timezone="Europe/Zurich"
        onClose={close}
      />,
      [verify([event]), verify([]), { request: { query: CREATE_TIMETABLE_MUTATION, variables: any }, result: create }],
    );
    await screen.findByTestId('timetable-form');
    fireEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('conflict-list');
    expect(within(dialog).getByText('01.12.2026 16:00 – 17:00')).toBeTruthy();
    expect(within(dialog).getByText('Marc Dubois · Coupe femme')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Compris' }));
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await within(screen.getByTestId('ranges-field')).findByText('La fin doit suivre le début')).toBeTruthy();
    expect(create).toHaveBeenCalledOnce();
  }, 20_000);

  it('settings: the server error on the e-mail shows under the e-mail field', async () => {
    const vendor = legalVendor;
    render(<GeneralSettings />, [
      {
        request: { query: SETTINGS_VENDOR_QUERY, variables: { id: 10 } },
        result: { data: { vendor } },
        maxUsageCount: 10,
      },
      {
        request: { query: UPDATE_VENDOR_MUTATION, variables: (v: { scope: string }) => v.scope === 'LEGAL' },
        result: {
          data: {
            updateVendor: validationError({
              email: { valueAlreadyRegistered: 'info@salon-demo.ch est déjà enregistré' },
            }),
          },
        },
      },
    ]);
    await screen.findByTestId('settings-general');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(helper('email')).toBe('info@salon-demo.ch est déjà enregistré'));
  });

  it("settings: the salon's Swiss phone shows as written in Switzerland, not as stored", async () => {
    render(<GeneralSettings />, [
      {
        request: { query: SETTINGS_VENDOR_QUERY, variables: { id: 10 } },
        result: { data: { vendor: { ...legalVendor, phone: '+41215550101' } } },
        maxUsageCount: 10,
      },
    ]);
    await screen.findByTestId('settings-general');
    await waitFor(() =>
      expect((document.getElementById('field-phone') as HTMLInputElement).value).toBe('021 555 01 01'),
    );
  });

  it('settings: the IBAN is sent as typed and its server error shows under it', async () => {
    const sent: { input: { iban?: string } }[] = [];
    render(<GeneralSettings />, [
      {
        request: { query: SETTINGS_VENDOR_QUERY, variables: { id: 10 } },
        result: { data: { vendor: { ...legalVendor, iban: 'CH4431999123000889012' } } },
        maxUsageCount: 10,
      },
      {
        request: {
          query: UPDATE_VENDOR_MUTATION,
          variables: (v: { scope: string; input: { iban?: string } }) => {
            sent.push(v);
            return v.scope === 'LEGAL';
          },
        },
        result: {
          data: {
            updateVendor: validationError({
              iban: { invalid: "Cet IBAN n'existe pas : vérifiez-le, un chiffre est faux ou inversé" },
            }),
          },
        },
      },
    ]);
    await screen.findByTestId('settings-general');
    expect((document.getElementById('field-iban') as HTMLInputElement).value).toBe('CH44 3199 9123 0008 8901 2');
    fill('iban', 'CH44 3199 9123 0008 8901 3');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(
      () => expect(helper('iban')).toBe("Cet IBAN n'existe pas : vérifiez-le, un chiffre est faux ou inversé"),
      { timeout: 10_000 },
    );
    expect(sent.at(-1)!.input.iban).toBe('CH44 3199 9123 0008 8901 3');
  });

  it('settings: switching tabs with unsaved changes asks first; keeping them stays, discarding goes', async () => {
    const { router } = renderPage(<SettingsLayout />, {
      path: '/settings',
      initialEntry: '/settings/general',
      mocks: [
        lookupsMock,
        configErrorsMock(),
        {
          request: { query: SETTINGS_VENDOR_QUERY, variables: { id: 10 } },
          result: { data: { vendor: legalVendor } },
          maxUsageCount: 10,
        },
      ],
      children: [
        { path: 'general', element: <GeneralSettings /> },
        { path: 'public', element: <div data-testid="public-tab" /> },
      ],
    });
    await screen.findByTestId('settings-general');
    const publicTab = () => screen.getByRole('tab', { name: 'Page publique' });
    // Nothing typed: the tab changes at once.
    fireEvent.click(publicTab());
    await screen.findByTestId('public-tab');
    expect(screen.queryByText('Abandonner les modifications ?')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Informations légales' }));
    await screen.findByTestId('settings-general');
    // Typed and not saved: it asks; keeping them stays on the tab with what was typed.
    fill('city', 'Vevey');
    fireEvent.click(publicTab());
    expect(await screen.findByText('Abandonner les modifications ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings/general');
    expect((document.getElementById('field-city') as HTMLInputElement).value).toBe('Vevey');
    // Discarding goes to the other tab.
    fireEvent.click(publicTab());
    fireEvent.click(await screen.findByRole('button', { name: 'Abandonner' }));
    await screen.findByTestId('public-tab');
    expect(router.state.location.pathname).toBe('/settings/public');
  });
});
