import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { useAfterContent } from '../useAfterContent.ts';

let showLoader: (shown: boolean) => void = () => undefined;
let openMenu: () => void = () => undefined;

function Frame() {
  const [loading, setLoading] = useState(true);
  const [menu, setMenu] = useState(false);
  showLoader = setLoading;
  openMenu = () => setMenu(true);
  const ready = useAfterContent(menu);
  return (
    <>
      {ready ? <nav data-testid="sidebar" /> : null}
      {loading ? <PageLoader /> : <main data-testid="content" />}
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useAfterContent (the staff sidebar comes after the screen)', () => {
  it('waits while the screen shows a loader, then comes once it is gone', async () => {
    render(<Frame />);
    await wait(200);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    act(() => showLoader(false));
    await wait(120);
    expect(screen.getByTestId('content')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('does not wait for ever on a screen that keeps loading (2 s at most)', async () => {
    render(<Frame />);
    await wait(1500);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await wait(700);
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('comes at once when the phone menu asks for it', () => {
    render(<Frame />);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    act(() => openMenu());
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });
});
