import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { THEME_PREFERENCES, type ThemePreference } from '@marketplace/contract';
import { useUiText } from '../../lib/ui-text';
import { THEME_OPTIONS } from './theme-options';

export interface ThemeToggleMenuProps {
  id: string;
  anchor: HTMLElement | null;
  preference: ThemePreference;
  onChoose: (preference: ThemePreference) => void;
  onClose: () => void;
}

/** The open theme menu; theme-toggle.tsx loads it on first use, so no app shell carries MUI's Menu. */
export function ThemeToggleMenu({ id, anchor, preference, onChoose, onClose }: ThemeToggleMenuProps) {
  const t = useUiText();
  // The popover is placed with inline left/top, which the RTL style cache cannot flip: align the
  // menu with the button's end edge by hand.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ list: { 'aria-label': t('ui.theme.menu') } }}
    >
      {THEME_PREFERENCES.map((value) => {
        const option = THEME_OPTIONS[value];
        const checked = value === preference;
        return (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            // Open on the current choice, so arrow keys start from there.
            autoFocus={checked}
            onClick={() => onChoose(value)}
          >
            <ListItemIcon>
              <option.Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(option.label)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
