import { isApiError } from '@marketplace/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

// A failed read with a way to try again. The client's ApiError already carries the spec's text
// (the server's message, else the call's fallback such as 'Failed to fetch service items'); a
// non-API error (a bug) shows the fallback rather than a stack-trace message.

export interface QueryErrorProps {
  readonly error: unknown;
  /** The spec's default text for this read (section 8). */
  readonly fallback: string;
  readonly onRetry: () => void;
  readonly sx?: SxProps<Theme>;
}

export function QueryError({ error, fallback, onRetry, sx }: QueryErrorProps) {
  const message = isApiError(error) && error.message ? error.message : fallback;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
