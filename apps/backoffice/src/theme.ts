import { createAppThemeOptions, type Direction } from '@marketplace/ui';
import type { RaThemeOptions } from 'react-admin';

// The design system's theme for react-admin. It is one CSS-variables theme holding both colour
// schemes, so <Admin> gets it once as `theme` (no separate `darkTheme`): the light/dark/system
// choice is kept by packages/ui's UiProvider around <Admin> under the storefront's own
// localStorage key, and react-admin's nested theme provider follows that choice.

/** The back office is written left-to-right for now; every style is RTL-ready through packages/ui. */
export const DIRECTION: Direction = 'ltr';

export const backofficeTheme: RaThemeOptions = createAppThemeOptions(DIRECTION) as RaThemeOptions;
