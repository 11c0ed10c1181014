import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

/** A centred spinner whose text is announced, e.g. 'Loading order...'. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', paddingBlock: 6 }}>
      <CircularProgress aria-hidden />
      <span>{label}</span>
    </Stack>
  );
}

/** A failed load with its message and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
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
