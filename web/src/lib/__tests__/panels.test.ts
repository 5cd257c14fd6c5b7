import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type OpenPanel, PANEL_TIERS, closePanel, openPanel, tierOf, usePanels } from '../panels.ts';

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
    stack = openPanel(stack, 'employees', 'EDIT_EMPLOYEE', { id: 4 });
    expect(names(stack)).toEqual(['EMPLOYEES_LIST', 'EDIT_EMPLOYEE']);
    expect(stack[1]?.data).toEqual({ id: 4 });
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

  it('is shared by the components of a screen through usePanels', () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, null, children);
    const { result } = renderHook(() => ({ a: usePanels('regions'), b: usePanels('regions') }), { wrapper });
    act(() => result.current.a.open('REGIONS_LIST'));
    act(() => result.current.a.open('EDIT_REGION', 7));
    act(() => result.current.b.open('ADD_LOCATION'));
    expect(names(result.current.b.stack)).toEqual(['REGIONS_LIST', 'EDIT_REGION', 'ADD_LOCATION']);
    expect(result.current.a.dataOf('EDIT_REGION')).toBe(7);
    act(() => result.current.b.close('EDIT_REGION'));
    expect(result.current.a.isOpen('ADD_LOCATION')).toBe(false);
    expect(result.current.a.isOpen('REGIONS_LIST')).toBe(true);
  });
});
