import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from '../useSearchParams.ts';

/** Two changes in one click, each from the address as its update function gets it. */
function TwoChanges({ plainFirst = false }: { plainFirst?: boolean }) {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          if (plainFirst) setParams({ kept: '7' }, { replace: true });
          else
            setParams((current) => {
              current.set('kept', '7');
              return current;
            });
          setParams((current) => {
            current.append('merged', '9');
            return current;
          });
        }}
      >
        pick both
      </button>
    </>
  );
}

describe('useSearchParams', () => {
  it('keeps a change made before the one before it is drawn', async () => {
    const router = createMemoryRouter([{ path: '/merge', element: <TwoChanges /> }], {
      initialEntries: ['/merge?tab=a'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => fireEvent.click(screen.getByText('pick both')));
    expect(router.state.location.search).toBe('?tab=a&kept=7&merged=9');
    expect(screen.getByRole('status').textContent).toBe('tab=a&kept=7&merged=9');
  });

  it('builds on a plain value set just before it', async () => {
    const router = createMemoryRouter([{ path: '/merge', element: <TwoChanges plainFirst /> }], {
      initialEntries: ['/merge?tab=a'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => fireEvent.click(screen.getByText('pick both')));
    expect(router.state.location.search).toBe('?kept=7&merged=9');
  });

  it('starts from the router’s address once a navigation from elsewhere has moved it', async () => {
    const router = createMemoryRouter([{ path: '/merge', element: <TwoChanges /> }], {
      initialEntries: ['/merge?tab=a'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => fireEvent.click(screen.getByText('pick both')));
    await act(() => router.navigate('/merge?tab=b'));
    await act(async () => fireEvent.click(screen.getByText('pick both')));
    expect(router.state.location.search).toBe('?tab=b&kept=7&merged=9');
  });

  it('is React Router’s own outside a data router', async () => {
    render(
      <MemoryRouter initialEntries={['/merge?tab=a']}>
        <TwoChanges />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByText('pick both')));
    // (React Router's own loses the first of two changes made in one go.)
    expect(screen.getByRole('status').textContent).toBe('tab=a&merged=9');
  });
});
