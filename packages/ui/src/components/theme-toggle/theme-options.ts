import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ThemePreference } from '@marketplace/contract';

export const THEME_OPTIONS: Record<ThemePreference, { label: string; Icon: SvgIconComponent }> = {
  light: { label: 'Light', Icon: LightMode },
  dark: { label: 'Dark', Icon: DarkMode },
  system: { label: 'System', Icon: SettingsBrightness },
};
