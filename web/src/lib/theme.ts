import { alpha, createTheme, type CSSObject } from '@mui/material/styles';

// Spec §2 Layout: breakpoints 640/768/1024/1280/1536 (a sixth, `2xl`, beyond MUI's five).
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
}

// Spec §2 Layout: the product's own button variants and sizes.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    primary: true;
    soft: true;
    dark: true;
    secondary: true;
    danger: true;
    empty: true;
    medium: true;
    'home-yellow': true;
    'home-dark': true;
  }
  interface ButtonPropsSizeOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    home: true;
  }
}

export const palette = {
  teal: '#0f5f5c',
  tealDark: '#0a4442',
  tealLight: '#e3f1ef',
  plum: '#7a2e5c',
  ink: '#1d2433',
  sand: '#f7f5f2',
  yellow: '#f6c945',
  danger: '#c62828',
} as const;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const size = (height: number, paddingX: number, fontSize: number): CSSObject => ({
  minHeight: height,
  padding: `0 ${paddingX}px`,
  fontSize,
  lineHeight: 1.25,
});

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
  },
  palette: {
    mode: 'light',
    primary: { main: palette.teal, dark: palette.tealDark, light: '#3f8f8b', contrastText: '#ffffff' },
    secondary: { main: palette.plum, contrastText: '#ffffff' },
    error: { main: palette.danger },
    background: { default: palette.sand, paper: '#ffffff' },
    text: { primary: palette.ink, secondary: '#5b6472' },
    divider: '#e6e2dc',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700, fontSize: '2.25rem', letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
    h3: { fontWeight: 600, fontSize: '1.375rem' },
    h4: { fontWeight: 600, fontSize: '1.125rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        // A visible keyboard focus ring everywhere (WCAG 2.4.7); text fields show focus by their border.
        '*:focus-visible, .Mui-focusVisible': { outline: `3px solid ${palette.teal}`, outlineOffset: 2 },
        'input:focus-visible, textarea:focus-visible, .MuiInputBase-root .Mui-focusVisible': { outline: 'none' },
      },
    },
    // Unselected toggles read in the secondary text colour: MUI's default (black at 54 %) falls just
    // short of 4.5:1 on the page background.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, textAlign: 'center' },
      },
      variants: [
        {
          props: { variant: 'primary' },
          style: ({ theme: t }) => ({
            backgroundColor: t.palette.primary.main,
            color: t.palette.primary.contrastText,
            '&:hover': { backgroundColor: t.palette.primary.dark },
            '&.Mui-disabled': { backgroundColor: alpha(t.palette.primary.main, 0.35), color: '#ffffff' },
          }),
        },
        {
          props: { variant: 'secondary' },
          style: ({ theme: t }) => ({
            backgroundColor: t.palette.secondary.main,
            color: t.palette.secondary.contrastText,
            '&:hover': { backgroundColor: alpha(t.palette.secondary.main, 0.85) },
          }),
        },
        {
          props: { variant: 'soft' },
          style: ({ theme: t }) => ({
            backgroundColor: alpha(t.palette.primary.main, 0.1),
            color: t.palette.primary.dark,
            '&:hover': { backgroundColor: alpha(t.palette.primary.main, 0.18) },
          }),
        },
        {
          props: { variant: 'dark' },
          style: {
            backgroundColor: palette.ink,
            color: '#ffffff',
            '&:hover': { backgroundColor: '#000000' },
          },
        },
        {
          props: { variant: 'danger' },
          style: ({ theme: t }) => ({
            backgroundColor: t.palette.error.main,
            color: '#ffffff',
            '&:hover': { backgroundColor: t.palette.error.dark },
          }),
        },
        {
          // No chrome at all: for icon-like or inline actions.
          props: { variant: 'empty' },
          style: {
            backgroundColor: 'transparent',
            color: 'inherit',
            padding: 0,
            minWidth: 0,
            '&:hover': { backgroundColor: 'transparent', textDecoration: 'underline' },
          },
        },
        {
          props: { variant: 'outlined' },
          style: ({ theme: t }) => ({
            borderWidth: 1.5,
            '&:hover': { borderWidth: 1.5, backgroundColor: alpha(t.palette.primary.main, 0.06) },
          }),
        },
        {
          // A quieter filled button for secondary actions in dense screens.
          props: { variant: 'medium' },
          style: ({ theme: t }) => ({
            backgroundColor: t.palette.grey[100],
            color: t.palette.text.primary,
            '&:hover': { backgroundColor: t.palette.grey[200] },
          }),
        },
        {
          props: { variant: 'home-yellow' },
          style: {
            backgroundColor: palette.yellow,
            color: palette.ink,
            '&:hover': { backgroundColor: '#eab92c' },
          },
        },
        {
          props: { variant: 'home-dark' },
          style: {
            backgroundColor: palette.ink,
            color: palette.yellow,
            '&:hover': { backgroundColor: '#000000' },
          },
        },
        { props: { size: 'xs' }, style: size(26, 10, 12) },
        { props: { size: 'sm' }, style: size(32, 14, 13) },
        { props: { size: 'md' }, style: size(40, 18, 14) },
        { props: { size: 'lg' }, style: size(48, 24, 16) },
        { props: { size: 'xl' }, style: size(56, 32, 18) },
        { props: { size: 'home' }, style: { ...size(60, 36, 18), fontWeight: 700 } },
      ],
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: ({ theme: t }) => ({ border: `1px solid ${t.palette.divider}` }) },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme: t }) => ({ borderBottom: `1px solid ${t.palette.divider}`, backgroundColor: '#ffffff' }),
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
  },
});
