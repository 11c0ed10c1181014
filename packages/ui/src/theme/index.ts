export { createAppTheme, createAppThemeOptions, COLOR_SCHEME_ATTRIBUTE, type Direction } from './create-app-theme';
export { UiProvider, emotionCacheFor, type UiProviderProps } from './ui-provider';
export { ColorSchemeScript } from './color-scheme-script';
export { useThemePreference, THEME_PREFERENCE_STORAGE_KEY, type ThemePreferenceState } from './theme-preference';
export {
  statusSwatches,
  bookingStatusHue,
  accountStateHue,
  transactionStatusHue,
  type Hue,
  type StatusSwatch,
} from './status-colors';
export { lightTokens, darkTokens } from './brand-palette';
