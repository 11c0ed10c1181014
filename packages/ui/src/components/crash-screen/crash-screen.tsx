import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUiText } from '../../lib/ui-text';

export interface CrashScreenProps {
  /** Re-renders what crashed (an error boundary's reset). */
  onRetry: () => void;
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
  /** What was thrown. Pass it in development only: its text means nothing to a customer. */
  error?: unknown;
  title?: string;
  message?: string;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The generic crash screen (spec 2.8), shown by the apps' error boundaries. */
export function CrashScreen({
  onRetry,
  onRefresh = () => window.location.reload(),
  error,
  title,
  message,
}: CrashScreenProps) {
  const t = useUiText();
  return (
    // A plain box, not <main>: the screen may render inside an app shell that already has one.
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 3, bgcolor: 'background.default' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, width: '100%' }}>
        <ErrorOutlineRounded aria-hidden sx={{ fontSize: 56, color: 'error.main' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {title ?? t('ui.crash.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{message ?? t('ui.crash.message')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button variant="contained" onClick={onRetry}>
            {t('ui.crash.retry')}
          </Button>
          <Button variant="outlined" onClick={onRefresh}>
            {t('ui.crash.refresh')}
          </Button>
        </Stack>
        {error !== undefined && (
          // A native disclosure: keyboard and screen-reader support without any state of ours.
          <Box
            component="details"
            sx={{
              width: '100%',
              textAlign: 'start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              paddingInline: 2,
              paddingBlock: 1,
              '& > summary': { cursor: 'pointer', fontWeight: 600, color: 'text.secondary' },
            }}
          >
            <summary>{t('ui.crash.details')}</summary>
            <Box
              component="pre"
              // Long stacks scroll; a scrolling region must be reachable by keyboard.
              tabIndex={0}
              sx={{
                marginBlock: 1,
                maxHeight: 240,
                overflow: 'auto',
                fontSize: '0.8125rem',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                color: 'text.primary',
              }}
            >
              {errorText(error)}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
