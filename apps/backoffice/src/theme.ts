import { createAppThemeOptions, type Direction } from '@marketplace/ui';
import type { RaThemeOptions } from 'react-admin';

// The design system's theme for react-admin. It is one CSS-variables theme holding both colour
// schemes, so <Admin> gets it once as `theme` (no separate `darkTheme`): the light/dark/system
// choice is kept by packages/ui's UiProvider around <Admin> under the storefront's own
// localStorage key, and react-admin's nested theme provider follows that choice. One theme per
// direction (MUI mirrors components by the theme's `direction`), made once each.

const themes: Record<Direction, RaThemeOptions> = {
  ltr: createAppThemeOptions('ltr') as RaThemeOptions,
  rtl: createAppThemeOptions('rtl') as RaThemeOptions,
};

export const backofficeTheme = (direction: Direction = 'ltr'): RaThemeOptions => themes[direction];
