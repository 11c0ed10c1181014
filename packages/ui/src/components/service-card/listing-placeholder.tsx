import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ListingPlaceholderProps {
  sx?: SxProps<Theme>;
}

/**
 * Stands in for a listing with no usable photo (none, or a URL that counts as a placeholder per
 * the contract's isPlaceholderImage). Decorative: the listing's name is always given next to it.
 * Drawn in currentColor on a theme tint, so it follows light and dark mode.
 */
export function ListingPlaceholder({ sx }: ListingPlaceholderProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        (theme) => ({
          width: '100%',
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (theme.vars ?? theme).palette.action.selected,
          color: (theme.vars ?? theme).palette.text.secondary,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="svg" viewBox="0 0 96 72" focusable="false" sx={{ width: '40%', maxWidth: 120, height: 'auto' }}>
        <rect x="4" y="4" width="88" height="64" rx="8" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="68" cy="24" r="7" fill="currentColor" fillOpacity="0.6" />
        <path d="M10 62 L34 34 L50 50 L60 42 L86 62 Z" fill="currentColor" fillOpacity="0.45" />
      </Box>
    </Box>
  );
}
