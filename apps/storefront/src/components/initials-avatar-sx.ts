import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Brand colours for avatars that fall back to initials: MUI's default grey on off-white reads at
 * 1.8:1 (axe color-contrast); primary on its contrast text passes in light and dark.
 */
export const initialsAvatarSx: SxProps<Theme> = { bgcolor: 'primary.main', color: 'primary.contrastText' };
