import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Themed } from '../themed.tsx';

describe('Themed', () => {
  it('mounts the screen once: the theme arriving after the first render does not mount it again', async () => {
    // A fresh module (vitest isolates each file): the theme is not loaded when the frame first renders.
    let mounts = 0;
    function Screen() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>screen</p>;
    }
    let redraw: () => void = () => undefined;
    function Frame() {
      const [n, setN] = useState(0);
      redraw = () => setN(n + 1);
      return (
        <Themed fallback={<p>loading</p>}>
          <Screen />
        </Themed>
      );
    }
    render(<Frame />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('screen')).toBeTruthy();
    // The frame around it re-renders (a navigation, an alert), now with the theme loaded.
    act(() => redraw());
    act(() => redraw());
    expect(screen.getByText('screen')).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
