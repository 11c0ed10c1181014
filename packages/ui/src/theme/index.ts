export { createAppTheme, createAppThemeOptions, COLOR_SCHEME_ATTRIBUTE, type Direction } from './create-app-theme';
export { UiProvider, type UiProviderProps } from './ui-provider';
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
