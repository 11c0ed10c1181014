import type { TextDirection } from '@marketplace/contract';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { darkTokens, lightTokens, type SchemeTokens } from './brand-palette';
import { componentOverrides } from './component-overrides';
import { statusSwatches, type Hue, type StatusSwatch } from './status-colors';

declare module '@mui/material/styles' {
  interface Palette {
    status: Record<Hue, StatusSwatch>;
  }
  interface PaletteOptions {
    status?: Record<Hue, StatusSwatch>;
  }
}

export type Direction = TextDirection;

/** The attribute MUI puts on <html> to pick the light or dark CSS variables. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

const FONT_STACK = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans Arabic"',
  'Tahoma',
  'sans-serif',
].join(',');

function schemePalette(tokens: SchemeTokens, mode: 'light' | 'dark') {
  return {
    palette: {
      primary: tokens.primary,
      secondary: tokens.secondary,
      background: tokens.background,
      text: tokens.text,
      divider: tokens.divider,
      error: { main: tokens.error },
      warning: { main: tokens.warning },
      info: { main: tokens.info },
      success: { main: tokens.success },
      status: statusSwatches[mode],
    },
  };
}

/**
 * The options behind createAppTheme, for apps whose framework builds the theme itself: react-admin's
 * `<Admin theme>` takes options and calls createTheme on them (an already-built CSS-variables theme
 * cannot be built again).
 */
export function createAppThemeOptions(direction: Direction = 'ltr'): ThemeOptions {
  return {
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: schemePalette(lightTokens, 'light'),
      dark: schemePalette(darkTokens, 'dark'),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.875rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.5rem', fontWeight: 650 },
      h4: { fontSize: '1.25rem', fontWeight: 650 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: componentOverrides,
  };
}

/**
 * One theme holds both colour schemes as CSS variables, so switching light/dark (or following the
 * OS) repaints without re-rendering React. Direction changes the theme (MUI mirrors some
 * components by it), so there is one theme per direction.
 */
export function createAppTheme(direction: Direction = 'ltr'): Theme {
  return createTheme(createAppThemeOptions(direction));
}
