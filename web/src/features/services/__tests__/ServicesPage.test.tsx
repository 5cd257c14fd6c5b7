import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigPanels } from '../../../ConfigPanelsLayout.tsx';
import { logout, storeSession } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/renderWithProviders.tsx';
import { CREATE_EMPLOYEE_MUTATION } from '../../employees/operations.ts';
import { adminToken, configErrorsMock, lookupsMock, validationError } from '../../settings/__tests__/configMocks.ts';
import {
  SERVICES_PAGE_QUERY,
  SERVICE_QUERY,
  SET_SERVICE_EMPLOYEES_MUTATION,
  SET_SERVICES_ORDER_MUTATION,
  UPDATE_CATEGORY_MUTATION,
  UPDATE_SERVICE_MUTATION,
} from '../operations.ts';
import { ServicesPage } from '../views/ServicesPage.tsx';

const tracked = vi.hoisted(() => [] as Array<{ error: unknown; context: unknown }>);
vi.mock('../../../lib/errorTracking.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/errorTracking.ts')>()),
  reportError: async (error: unknown, context: unknown) => {
    tracked.push({ error, context });
  },
}));

const servicesMock = {
  request: { query: SERVICES_PAGE_QUERY },
  result: {
    data: {
      servicesAll: [
        {
          __typename: 'Service' as const,
          id: 3,
          name: 'Coupe femme',
          duration: 45,
          performedOrder: 1,
          onlineBookable: true,
          price: 8500,
          parentId: null,
          category: null,
        },
      ],
      categoriesAll: [],
    },
  },
  maxUsageCount: 50,
};

const serviceMock = {
  request: { query: SERVICE_QUERY, variables: { id: 3 } },
  result: {
    data: {
      service: {
        __typename: 'Service' as const,
        id: 3,
        name: 'Coupe femme',
        translations: [{ __typename: 'Translation' as const, language: 'fr', name: 'Coupe femme', description: null }],
        categoryId: null,
        duration: 45,
        fixedDuration: false,
        breakDuration: 0,
        clientExitDuration: 0,
        onlineBookable: true,
        parentId: null,
        executionOrder: 0,
        associatedServiceIds: [],
        parts: [],
        prices: [{ __typename: 'ServicePrice' as const, id: 1, amount: 8500, validFrom: '2026-01-01' }],
        price: 8500,
        employeeIds: [],
        employees: [],
        workplaces: [],
        machines: [],
        childServices: [],
      },
    },
  },
  maxUsageCount: 50,
};

describe('ServicesPage panels', () => {
  beforeEach(async () => {
    logout();
    storeSession(adminToken, null);
    await i18n.changeLanguage('fr');
  });

  it('opens the panel stack of the URL, links an employee created in the next tier, and applies the tier rule', async () => {
    const created = vi.fn(() => ({
      data: { createEmployee: { __typename: 'Employee' as const, id: 9, name: 'Léa Meier' } },
    }));
    const linked = vi.fn(() => ({ data: { setServiceEmployees: { __typename: 'Service' as const } } }));
    const { router } = renderPage(
      <ConfigPanels>
        <ServicesPage />
      </ConfigPanels>,
      {
        path: '/services',
        initialEntry: '/services?panel=EDIT_SERVICE&id=3&panel=ADD_EMPLOYEE&id=',
        mocks: [
          servicesMock,
          serviceMock,
          lookupsMock,
          configErrorsMock({ services: [{ id: 3, keys: ['configError.serviceEmployees'] }] }),
          {
            request: {
              query: CREATE_EMPLOYEE_MUTATION,
              variables: (v: { input: { firstname?: string } }) => v.input.firstname === 'Léa',
            },
            result: created,
          },
          { request: { query: SET_SERVICE_EMPLOYEES_MUTATION, variables: { id: 3, ids: [9] } }, result: linked },
        ],
      },
    );

    // Both tiers are open, from the URL alone; the list shows the failing configuration check.
    const servicePanel = await screen.findByTestId('service-panel');
    const employeePanel = await screen.findByTestId('employee-panel');
    expect(await within(servicePanel).findByTestId('service-form')).toBeTruthy();
    expect(await screen.findByTestId('config-alert')).toBeTruthy();
    expect(screen.getAllByTestId('config-warning')[0].getAttribute('aria-label')).toBe('Aucun employé');

    // Saving the new employee links it to the service being edited, then closes only its own tier.
    fireEvent.change(within(employeePanel).getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(within(employeePanel).getByLabelText(/^Nom/), { target: { value: 'Meier' } });
    fireEvent.click(within(employeePanel).getByTestId('form-submit'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    await waitFor(() => expect(linked).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.search).toBe('?panel=EDIT_SERVICE&id=3'));
    // The drawer leaves after its closing transition (slow on a busy machine).
    await waitFor(() => expect(screen.queryByTestId('employee-panel')).toBeNull(), { timeout: 10_000 });
    // Linked (a chip) and with its preference beside it.
    expect(within(screen.getByTestId('service-panel')).getAllByText('Léa Meier').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('service-panel')).getByTestId('pref-employeePrefs-9')).toBeTruthy();

    // Opening a tier-1 panel closes the open one of that tier.
    fireEvent.click(screen.getByTestId('services-add'));
    await waitFor(() => expect(router.state.location.search).toBe('?panel=ADD_SERVICE&id='));
    expect(screen.getByTestId('service-panel').textContent).toContain('Nouvelle prestation');
  }, 60_000);

  it('shows the server field errors under the fields of the service form', async () => {
    renderPage(
      <ConfigPanels>
        <ServicesPage />
      </ConfigPanels>,
      {
        path: '/services',
        initialEntry: '/services?panel=EDIT_SERVICE&id=3',
        mocks: [
          servicesMock,
          serviceMock,
          lookupsMock,
          configErrorsMock(),
          {
            request: { query: UPDATE_SERVICE_MUTATION, variables: () => true },
            result: {
              data: {
                updateService: validationError({
                  'names.0.name': { valueAlreadyRegistered: 'Ce nom est déjà utilisé' },
                  duration: { divider: 'Doit être un multiple de 5' },
                }),
              },
            },
          },
        ],
      },
    );
    const form = await screen.findByTestId('service-form');
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await screen.findByText('Ce nom est déjà utilisé', { selector: '#field-nameFr-helper-text' })).toBeTruthy();
    expect(screen.getByText('Doit être un multiple de 5', { selector: '#field-duration-helper-text' })).toBeTruthy();
  }, 20_000);

  it('shows each linked employee preference and saves it with the links (spec §3)', async () => {
    const sent: unknown[] = [];
    const preferred = structuredClone(serviceMock);
    Object.assign(preferred.result.data.service, {
      employeeIds: [7, 9],
      employees: [
        { __typename: 'EmployeeService' as const, employeeId: 7, preference: 'PREFERRED' as const },
        { __typename: 'EmployeeService' as const, employeeId: 9, preference: 'NEUTRAL' as const },
      ],
    });
    renderPage(
      <ConfigPanels>
        <ServicesPage />
      </ConfigPanels>,
      {
        path: '/services',
        initialEntry: '/services?panel=EDIT_SERVICE&id=3',
        mocks: [
          servicesMock,
          preferred,
          lookupsMock,
          configErrorsMock(),
          {
            request: {
              query: UPDATE_SERVICE_MUTATION,
              variables: (v: unknown) => {
                sent.push(v);
                return true;
              },
            },
            result: { data: { updateService: { __typename: 'Service' as const, id: 3, name: 'Coupe femme' } } },
          },
        ],
      },
    );
    const form = await screen.findByTestId('service-form');
    const ana = (await within(form).findByTestId('pref-employeePrefs-7')) as HTMLInputElement;
    expect(ana.value).toBe('PREFERRED');
    fireEvent.change(within(form).getByTestId('pref-employeePrefs-9'), { target: { value: 'NON_PREFERRED' } });
    // Done after the services of lower order in a booking of several services.
    fireEvent.change(within(form).getByLabelText("Ordre d'exécution"), { target: { value: '2' } });
    // One name field per language, the salon's default language's first; an empty one is not sent.
    expect(within(form).getByLabelText(/^Nom \(allemand\)/)).toBe(form.querySelector('#field-nameDe'));
    fireEvent.change(form.querySelector('#field-nameDe')!, { target: { value: 'Damenhaarschnitt' } });
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      input: {
        names: [
          { language: 'fr', name: 'Coupe femme' },
          { language: 'de', name: 'Damenhaarschnitt' },
        ],
        executionOrder: 2,
        associatedServiceIds: [],
        employees: [
          { id: 7, preference: 'PREFERRED' },
          { id: 9, preference: 'NON_PREFERRED' },
        ],
      },
    });
  }, 20_000);
});

describe('ServicesPage reorder', () => {
  beforeEach(async () => {
    logout();
    storeSession(adminToken, null);
    await i18n.changeLanguage('fr');
    tracked.length = 0;
  });

  it('alerts a refused reorder, keeps the mode and reports it to error tracking (spec §8)', async () => {
    renderPage(<ServicesPage />, {
      path: '/services',
      initialEntry: '/services',
      mocks: [
        {
          ...servicesMock,
          result: {
            data: {
              ...servicesMock.result.data,
              servicesAll: [
                ...servicesMock.result.data.servicesAll,
                { ...servicesMock.result.data.servicesAll[0]!, id: 4, name: 'Brushing', performedOrder: 2 },
              ],
            },
          },
        },
        lookupsMock,
        configErrorsMock(),
        {
          request: {
            query: SET_SERVICES_ORDER_MUTATION,
            variables: {
              services: [
                { id: 3, performedOrder: 1 },
                { id: 4, performedOrder: 2 },
              ],
            },
          },
          result: {
            data: { setServicesOrder: { __typename: 'NotFoundError', message: 'Prestation introuvable' } },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Réordonner' }));
    fireEvent.click(await screen.findByRole('button', { name: "Enregistrer l'ordre" }));
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]!.context).toMatchObject({ action: 'reorder', operation: 'SetServicesOrder' });
    expect(String(tracked[0]!.error)).toContain('Prestation introuvable');
    expect(screen.getByTestId('services-reorder')).toBeTruthy();
  });
});

describe('ServicesPage categories', () => {
  beforeEach(async () => {
    logout();
    storeSession(adminToken, null);
    await i18n.changeLanguage('fr');
  });

  it('sets a category automatic or manual (spec §3 kind)', async () => {
    const hair = {
      __typename: 'ServiceCategory' as const,
      id: 8,
      name: 'Coiffure',
      icon: 'hair',
      kind: 'MANUAL' as const,
      translations: [{ __typename: 'Translation' as const, language: 'fr', name: 'Coiffure' }],
    };
    renderPage(<ServicesPage />, {
      path: '/services',
      initialEntry: '/services',
      mocks: [
        { ...servicesMock, result: { data: { ...servicesMock.result.data, categoriesAll: [hair] } } },
        lookupsMock,
        configErrorsMock(),
        {
          request: {
            query: UPDATE_CATEGORY_MUTATION,
            variables: {
              id: 8,
              input: { icon: 'hair', kind: 'AUTOMATIC', names: [{ language: 'fr', name: 'Coiffure' }] },
            },
          },
          result: { data: { updateCategory: { ...hair, kind: 'AUTOMATIC' } } },
        },
      ],
    });
    fireEvent.click(await screen.findByText('Coiffure'));
    const kind = (await screen.findByTestId('category-kind')) as HTMLSelectElement;
    expect(kind.value).toBe('MANUAL');
    fireEvent.change(kind, { target: { value: 'AUTOMATIC' } });
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(screen.queryByTestId('category-kind')).toBeNull());
  });
});
