import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_STORAGE_KEY, ScrollMemory } from '../components/ScrollMemory.tsx';

const scrollTo = vi.fn();
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

function setup() {
  vi.stubGlobal('scrollTo', scrollTo);
  const page = { element: <ScrollMemory /> };
  const router = createMemoryRouter(
    [
      { path: '/a', ...page },
      { path: '/b', ...page },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollMemory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockClear();
    sessionStorage.clear();
    setScrollY(0);
  });

  it('goes to the top of a new page and back to the position on Back', async () => {
    const router = setup();
    setScrollY(300);
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(0);
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    router.dispose();
  });

  it('keeps the positions for a reload without reading the layout when the page is left', async () => {
    const router = setup();
    setScrollY(120);
    window.dispatchEvent(new Event('scroll'));
    const key = router.state.location.key;
    const read = vi.fn(() => 999);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(read).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}')).toEqual({ [key]: 120 });
    expect(window.history.scrollRestoration).toBe('auto');
    router.dispose();
  });
});
