import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from './visually-hidden';

export interface BusyOverlayProps {
  busy: boolean;
  /** Announced politely while busy ("Updating quantity"). */
  busyText: string;
  spinnerSize: number;
}

/**
 * A spinner over a positioned parent while a change runs, plus its announcement. The live region
 * is always rendered, so screen readers already watch it when the text appears.
 */
export function BusyOverlay({ busy, busyText, spinnerSize }: BusyOverlayProps) {
  return (
    <>
      {busy && (
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 'inherit',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.7),
          })}
        >
          <CircularProgress size={spinnerSize} />
        </Box>
      )}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {busy ? busyText : ''}
      </Box>
    </>
  );
}
