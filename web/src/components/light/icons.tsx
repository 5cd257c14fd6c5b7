import type { CSSProperties } from 'react';

// The icons of the light pages: Material icons' paths (those of @mui/icons-material, Apache-2.0), drawn
// without MUI's SvgIcon and its styling engine. Here the frame's; a page's own beside it (its `icons.ts`),
// so that each page's first load carries only the paths it draws.
export const LOGIN = [
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z',
] as const;
export const LOGOUT = [
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
] as const;
export const MENU = ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'] as const;
export const PERSON = [
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
] as const;

interface IconProps {
  path: readonly string[];
  /** Pixel size (24 by default, MUI's `medium`). */
  size?: number;
  className?: string;
  style?: CSSProperties;
}

/** A decorative icon: hidden from screen readers, the button or text beside it names the action. */
export function Icon({ path, size = 24, className, style }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
      style={{ flex: 'none', ...style }}
    >
      {path.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
