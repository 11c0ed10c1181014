import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useUiText } from '../../lib/ui-text';

export interface LoadingOverlayProps {
  /** Shows the overlay; the content underneath stays mounted so nothing jumps when it goes. */
  open: boolean;
  /** Says what is loading, e.g. 'Loading orders'; shown and announced. */
  label?: string;
  sx?: SxProps<Theme>;
}

/**
 * Covers its nearest positioned parent (give the parent `position: relative`) while data loads:
 * a translucent backdrop keeps the old content visible but out of reach of the pointer.
 */
export function LoadingOverlay({ open, label, sx }: LoadingOverlayProps) {
  const t = useUiText();
  return (
    <Fade in={open} unmountOnExit>
      <Box
        role="status"
        aria-live="polite"
        sx={[
          (theme) => ({
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            padding: 2,
            borderRadius: 'inherit',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.85),
          }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {/* The visible label is the announcement; the spinner is decoration. */}
        <CircularProgress aria-hidden size={36} />
        <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600, textAlign: 'center' }}>
          {label ?? t('ui.loadingOverlay.loading')}
        </Typography>
      </Box>
    </Fade>
  );
}
