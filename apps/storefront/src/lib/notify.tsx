import type { ToastText } from '@marketplace/contract';
import Box from '@mui/material/Box';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

// Toasts through notistack (spec 2.8: the stacked toaster, 5 s, 3 visible). Most texts of the spec
// come as a title and a description; 'destructive' ones show as errors.

export type Notify = (text: ToastText | string, variant?: VariantType) => void;

function ToastMessage({ text }: { text: ToastText }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {text.title}
      </Box>
      {text.description}
    </Box>
  );
}

export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback<Notify>(
    (text, variant) => {
      if (typeof text === 'string') {
        enqueueSnackbar(text, { variant: variant ?? 'default' });
        return;
      }
      enqueueSnackbar(<ToastMessage text={text} />, {
        variant: variant ?? (text.variant === 'destructive' ? 'error' : 'success'),
      });
    },
    [enqueueSnackbar],
  );
}
