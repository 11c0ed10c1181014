import { STACKED_TOAST_DURATION_MS, STACKED_TOAST_MAX_VISIBLE } from '@marketplace/contract';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

export type EnqueueToast = typeof enqueueSnackbar;

/**
 * notistack's toaster (spec 2.8: stacked, 5 s, 3 visible), loaded by toaster.tsx with the first
 * toast. notistack's module-level enqueueSnackbar serves the provider mounted here.
 */
export function ToastHost({ onReady }: { readonly onReady: (enqueue: EnqueueToast) => void }) {
  useEffect(() => onReady(enqueueSnackbar), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={STACKED_TOAST_MAX_VISIBLE}
      autoHideDuration={STACKED_TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
