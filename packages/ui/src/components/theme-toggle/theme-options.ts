import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ThemePreference } from '@marketplace/contract';
import type { UiMessageId } from '../../lib/ui-text';

/** Each mode's name (a message id of the design system's catalog) and icon. */
export const THEME_OPTIONS: Record<ThemePreference, { label: UiMessageId; Icon: SvgIconComponent }> = {
  light: { label: 'ui.theme.light', Icon: LightMode },
  dark: { label: 'ui.theme.dark', Icon: DarkMode },
  system: { label: 'ui.theme.system', Icon: SettingsBrightness },
};
