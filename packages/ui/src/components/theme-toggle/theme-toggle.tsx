import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import type { SvgIconComponent } from '@mui/icons-material';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { THEME_PREFERENCES, type ThemePreference } from '@marketplace/contract';
import { useThemePreference } from '../../theme/theme-preference';

export interface ThemeToggleProps {
  preference: ThemePreference;
  onChange: (preference: ThemePreference) => void;
}

const OPTIONS: Record<ThemePreference, { label: string; Icon: SvgIconComponent }> = {
  light: { label: 'Light', Icon: LightMode },
  dark: { label: 'Dark', Icon: DarkMode },
  system: { label: 'System', Icon: SettingsBrightness },
};

/** The top bar's theme switch (spec 2.4): light, dark or follow the system. */
export function ThemeToggle({ preference, onChange }: ThemeToggleProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const { label, Icon } = OPTIONS[preference];
  // The popover is placed with inline left/top, which the RTL style cache cannot flip: align the
  // menu with the button's end edge by hand.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';

  const choose = (value: ThemePreference) => {
    setAnchor(null);
    if (value !== preference) onChange(value);
  };

  return (
    <>
      <IconButton
        aria-label={`Theme: ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ list: { 'aria-label': 'Theme' } }}
      >
        {THEME_PREFERENCES.map((value) => {
          const option = OPTIONS[value];
          const checked = value === preference;
          return (
            <MenuItem
              key={value}
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              // Open on the current choice, so arrow keys start from there.
              autoFocus={checked}
              onClick={() => choose(value)}
            >
              <ListItemIcon>
                <option.Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{option.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The toggle wired to the app's real preference (UiProvider persists it and follows the OS). */
export function ConnectedThemeToggle() {
  const { preference, setPreference } = useThemePreference();
  return <ThemeToggle preference={preference} onChange={setPreference} />;
}
