import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_SCHEME_ATTRIBUTE } from './create-app-theme';
import { THEME_PREFERENCE_STORAGE_KEY } from './theme-preference';

/**
 * For server-rendered HTML: sets the colour scheme on <html> from the stored preference (or the
 * system's) before the first paint, so a dark-mode visitor never sees the page flash light while
 * the JavaScript loads. It reads the same storage key and attribute as UiProvider.
 */
export function ColorSchemeScript() {
  return (
    <InitColorSchemeScript
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={THEME_PREFERENCE_STORAGE_KEY}
      defaultMode="system"
    />
  );
}
