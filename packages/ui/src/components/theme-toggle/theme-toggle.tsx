import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import type { ThemePreference } from '@marketplace/contract';
import { useHydrated } from '../../lib/use-hydrated';
import { useUiText } from '../../lib/ui-text';
import { useThemePreference } from '../../theme/theme-preference';
import { THEME_OPTIONS } from './theme-options';

export interface ThemeToggleProps {
  preference: ThemePreference;
  onChange: (preference: ThemePreference) => void;
}

// The toggle is in every page's top bar; its menu (Menu, Popover, Modal, focus trap) is not needed
// until it is opened, so phones do not download it before the first paint (issue 18).
/** Starts loading the menu's chunk (the toggle does on hover and focus); resolves once it is there. */
export const preloadThemeMenu = () =>
  import('./theme-toggle-menu').then((module) => ({ default: module.ThemeToggleMenu }));
const ThemeToggleMenu = lazy(preloadThemeMenu);

/** The top bar's theme switch (spec 2.4): light, dark or follow the system. */
export function ThemeToggle({ preference, onChange }: ThemeToggleProps) {
  const t = useUiText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so later closings keep the menu's exit transition.
  const [used, setUsed] = useState(false);
  const id = useId();
  const menuId = `${id}-menu`;
  const { label, Icon } = THEME_OPTIONS[preference];

  const choose = (value: ThemePreference) => {
    setAnchor(null);
    if (value !== preference) onChange(value);
  };

  return (
    <>
      <IconButton
        aria-label={t('ui.theme.button', { mode: t(label) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void preloadThemeMenu()}
        onFocus={() => void preloadThemeMenu()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        color="inherit"
      >
        <Icon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <ThemeToggleMenu
            id={menuId}
            anchor={anchor}
            preference={preference}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The toggle wired to the app's real preference (UiProvider persists it and follows the OS). A
 * server-rendered page shows 'system' until hydrated: the server cannot know the stored choice.
 */
export function ConnectedThemeToggle() {
  const { preference, setPreference } = useThemePreference();
  const hydrated = useHydrated();
  return <ThemeToggle preference={hydrated ? preference : 'system'} onChange={setPreference} />;
}
