import type { ThemePreference } from '@marketplace/contract';
import { useColorScheme } from '@mui/material/styles';

// What the user picked ('system' follows the operating system, live) is the contract's
// ThemePreference, as the apps' persisted state names it.

/** localStorage key of the theme preference (spec section 3, "Local storage"). */
export const THEME_PREFERENCE_STORAGE_KEY = 'theme-preference';

export interface ThemePreferenceState {
  preference: ThemePreference;
  /** The mode actually shown: the preference, or the OS's when the preference is 'system'. */
  mode: 'light' | 'dark';
  setPreference: (preference: ThemePreference) => void;
}

/**
 * MUI's colour-scheme manager does the work: it persists the choice, listens to
 * `prefers-color-scheme` while the choice is 'system', and syncs other tabs through the storage
 * event. This hook only gives it the product's names.
 */
export function useThemePreference(): ThemePreferenceState {
  const { mode, systemMode, setMode } = useColorScheme();
  const preference = mode ?? 'system';
  const resolved = preference === 'system' ? (systemMode ?? 'light') : preference;
  return { preference, mode: resolved, setPreference: setMode };
}
