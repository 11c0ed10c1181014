import { isApiError } from '@marketplace/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useContractText, useT } from '@/lib/text';

// The loading and failed states of a read, shared by every feature's pages.

export interface LoadingStateProps {
  readonly label: string;
  /** Placement in the container, e.g. `{ flex: 1 }` to centre it in a panel's free height. */
  readonly sx?: SxProps<Theme>;
}

/** A centred spinner whose text is announced, e.g. 'Loading order...'. */
export function LoadingState({ label, sx = [] }: LoadingStateProps) {
  return (
    <Stack
      role="status"
      spacing={1.5}
      sx={[{ alignItems: 'center', justifyContent: 'center', paddingBlock: 6 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress aria-hidden />
      <span>{label}</span>
    </Stack>
  );
}

export interface ErrorStateProps {
  readonly message: string;
  readonly onRetry: () => void;
  readonly sx?: SxProps<Theme>;
}

/** A failed load with its message and a way to try again. */
export function ErrorState({ message, onRetry, sx }: ErrorStateProps) {
  const t = useT();
  const ct = useContractText();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      }
    >
      {ct(message)}
    </Alert>
  );
}

export interface QueryErrorProps extends Omit<ErrorStateProps, 'message'> {
  readonly error: unknown;
  /** The spec's default text for this read (section 8), e.g. 'Failed to fetch service items'. */
  readonly fallback: string;
}

/**
 * The client's ApiError already carries the spec's text (the server's message, else the call's
 * fallback); a non-API error (a bug) shows the fallback rather than a stack-trace message.
 */
export function QueryError({ error, fallback, ...rest }: QueryErrorProps) {
  return <ErrorState message={isApiError(error) && error.message ? error.message : fallback} {...rest} />;
}
