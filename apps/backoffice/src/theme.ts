import { createAppThemeOptions, type Direction } from '@marketplace/ui';
import type { RaThemeOptions } from 'react-admin';

// The design system's theme for react-admin. It is one CSS-variables theme holding both colour
// schemes, so <Admin> gets it once as `theme` (no separate `darkTheme`): the light/dark/system
// choice is kept by packages/ui's UiProvider around <Admin> under the storefront's own
// localStorage key, and react-admin's nested theme provider follows that choice. One theme per
// direction (MUI mirrors components by the theme's `direction`).

/** Texts MUI components take from the theme, where react-admin gives them none of its own. */
export interface ThemeTexts {
  /** The name of MUI's pagination <nav> (react-admin's list pages). */
  readonly pagination: string;
}

export function backofficeTheme(direction: Direction = 'ltr', texts?: ThemeTexts): RaThemeOptions {
  const options = createAppThemeOptions(direction) as RaThemeOptions;
  if (!texts) return options;
  return {
    ...options,
    components: {
      ...options.components,
      MuiPagination: { defaultProps: { 'aria-label': texts.pagination } },
    },
  };
}
