import type { Components, Theme } from '@mui/material/styles';

// House style through the theme, never ad-hoc CSS in components: rounded, flat surfaces with a
// hairline border, visible focus rings for keyboard users, and buttons that keep their text case.
export const componentOverrides: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      body: { WebkitFontSmoothing: 'antialiased' },
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
      },
    },
  },
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `3px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      outlined: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.divider }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 600 } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true },
  },
  MuiLink: {
    // Always underlined: a link inside text must not rely on colour alone (WCAG 1.4.1, axe
    // link-in-text-block); lists of links (menus, footers) opt into 'hover' themselves.
    defaultProps: { underline: 'always' },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
  MuiDialog: {
    styleOverrides: { paper: { borderRadius: 16 } },
  },
};
