import { palette } from '../../../lib/theme.ts';

// Spec §2 calendar colours; the server may also send a CSS colour directly.
const NAMED: Record<string, string> = {
  red: '#e53935',
  yellow: '#f2b705',
  green: '#43a047',
  'blue-green': '#00897b',
  bluegreen: '#00897b',
  'light-blue': '#039be5',
  lightblue: '#039be5',
  blue: '#1e63d6',
  primary: palette.teal,
  pink: '#d81b60',
  gray: '#757575',
  grey: '#757575',
};

const ROTATION = ['#00897b', '#1e63d6', '#d81b60', '#f2b705', '#43a047', '#039be5', '#7a2e5c', '#e53935'];

export function eventColor(color: string | null | undefined, fallbackIndex: number): string {
  if (color) {
    const named = NAMED[color.toLowerCase()];
    if (named) return named;
    if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) || /^rgb/i.test(color)) return color;
  }
  return ROTATION[Math.abs(fallbackIndex) % ROTATION.length];
}
