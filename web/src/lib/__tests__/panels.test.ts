import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type OpenPanel,
  PANEL_TIERS,
  closePanel,
  openPanel,
  panelQuery,
  panelsFromSearch,
  searchWithPanels,
  tierOf,
  usePanels,
} from '../panels.ts';

const names = (stack: OpenPanel[]) => stack.map((p) => p.name);

describe('side panel tiers', () => {
  it('knows the tiers of the spec', () => {
    expect(tierOf('employees', 'EMPLOYEES_LIST')).toBe(0);
    expect(tierOf('employees', 'EDIT_EMPLOYEE')).toBe(1);
    expect(tierOf('services', 'ADD_MACHINE')).toBe(2);
    expect(Object.keys(PANEL_TIERS)).toHaveLength(8);
    expect(() => tierOf('regions', 'ADD_MACHINE')).toThrow();
  });

  it('opening a panel closes the open panels of its own tier and later ones', () => {
    let stack = openPanel([], 'employees', 'EMPLOYEES_LIST');
    stack = openPanel(stack, 'employees', 'ADD_EMPLOYEE');
    stack = openPanel(stack, 'employees', 'ADD_SERVICE');
    expect(names(stack)).toEqual(['EMPLOYEES_LIST', 'ADD_EMPLOYEE', 'ADD_SERVICE']);
    // Same tier: EDIT replaces ADD, and the later tier closes with it.
    stack = openPanel(stack, 'employees', 'EDIT_EMPLOYEE', 4);
    expect(names(stack)).toEqual(['EMPLOYEES_LIST', 'EDIT_EMPLOYEE']);
    expect(stack[1]?.id).toBe('4');
    // An earlier tier closes everything after it.
    expect(names(openPanel(stack, 'employees', 'EMPLOYEES_LIST'))).toEqual(['EMPLOYEES_LIST']);
  });

  it('closing a panel closes it and those after it, and nothing else', () => {
    let stack = openPanel([], 'workplaces', 'WORKPLACES_LIST');
    stack = openPanel(stack, 'workplaces', 'EDIT_WORKPLACE');
    stack = openPanel(stack, 'workplaces', 'ADD_MACHINE');
    expect(names(closePanel(stack, 'workplaces', 'EDIT_WORKPLACE'))).toEqual(['WORKPLACES_LIST']);
    expect(names(closePanel(stack, 'workplaces', 'ADD_MACHINE'))).toEqual(['WORKPLACES_LIST', 'EDIT_WORKPLACE']);
    // Closing a panel that is not open changes nothing.
    expect(names(closePanel(stack, 'workplaces', 'ADD_SERVICE'))).toEqual(names(stack));
  });

  it('reads the stack from the URL, pairing each panel with its id, and drops what breaks the tier rule', () => {
    const params = new URLSearchParams('panel=SERVICES_LIST&id=&panel=EDIT_SERVICE&id=3&panel=ADD_EMPLOYEE&id=&x=1');
    const stack = panelsFromSearch('services', params);
    expect(stack).toEqual([
      { name: 'SERVICES_LIST', tier: 0 },
      { name: 'EDIT_SERVICE', tier: 1, id: '3' },
      { name: 'ADD_EMPLOYEE', tier: 2 },
    ]);
    // A hand-edited URL: an unknown name is ignored, a later same-tier panel replaces the earlier one.
    const edited = new URLSearchParams('panel=NOPE&id=1&panel=ADD_SERVICE&id=&panel=EDIT_SERVICE&id=9');
    expect(panelsFromSearch('services', edited)).toEqual([{ name: 'EDIT_SERVICE', tier: 1, id: '9' }]);
    // Writing keeps the other parameters and round-trips.
    const written = searchWithPanels(params, stack.slice(0, 2));
    expect(written.get('x')).toBe('1');
    expect(written.toString()).toBe('x=1&panel=SERVICES_LIST&id=&panel=EDIT_SERVICE&id=3');
    expect(panelQuery('EDIT_SERVICE', 3)).toBe('panel=EDIT_SERVICE&id=3');
  });

  it('lives in the URL: shared by the components of a screen, restored on reload and undone by Back', async () => {
    const seen: { a?: Panels; b?: Panels } = {};
    function Screen() {
      seen.a = usePanels('services');
      seen.b = usePanels('services');
      return null;
    }
    const router = createMemoryRouter([{ path: '/services', Component: Screen }], {
      initialEntries: ['/services?panel=SERVICES_LIST&id='],
    });
    render(createElement(RouterProvider, { router }));
    const a = () => seen.a as Panels;
    const b = () => seen.b as Panels;
    expect(names(a().stack)).toEqual(['SERVICES_LIST']);
    act(() => a().open('EDIT_SERVICE', 7));
    act(() => b().open('ADD_EMPLOYEE'));
    expect(names(b().stack)).toEqual(['SERVICES_LIST', 'EDIT_SERVICE', 'ADD_EMPLOYEE']);
    expect(a().idOf('EDIT_SERVICE')).toBe('7');
    expect(router.state.location.search).toBe(
      '?panel=SERVICES_LIST&id=&panel=EDIT_SERVICE&id=7&panel=ADD_EMPLOYEE&id=',
    );
    act(() => b().close('EDIT_SERVICE'));
    expect(names(a().stack)).toEqual(['SERVICES_LIST']);
    // Back restores the panels that were open.
    await act(() => router.navigate(-1));
    expect(names(a().stack)).toEqual(['SERVICES_LIST', 'EDIT_SERVICE', 'ADD_EMPLOYEE']);
  });
});

type Panels = ReturnType<typeof usePanels<'services'>>;
