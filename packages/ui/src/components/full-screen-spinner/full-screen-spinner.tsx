import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';

export interface FullScreenSpinnerProps {
  /** Announced to screen readers, and shown under the spinner unless `hideLabel`. */
  label?: string;
  /** Keep the label for screen readers only (e.g. a splash that should show just the spinner). */
  hideLabel?: boolean;
}

/** The whole viewport while the app starts or a route loads (spec 2.8). */
export function FullScreenSpinner({ label, hideLabel = false }: FullScreenSpinnerProps) {
  const t = useUiText();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        // dvh, not vh: on phones the browser's toolbars would otherwise push the spinner off centre.
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-hidden size={48} />
      <Typography sx={hideLabel ? visuallyHidden : { color: 'text.secondary' }}>
        {label ?? t('ui.spinner.loading')}
      </Typography>
    </Box>
  );
}
