import type { ToastText } from '@marketplace/contract';
import Box from '@mui/material/Box';
import type { VariantType } from 'notistack';
import { useCallback } from 'react';
import { useShowToast } from './toaster';

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
  const show = useShowToast();
  return useCallback<Notify>(
    (text, variant) => {
      if (typeof text === 'string') {
        show(text, variant ?? 'default');
        return;
      }
      show(<ToastMessage text={text} />, variant ?? (text.variant === 'destructive' ? 'error' : 'success'));
    },
    [show],
  );
}
