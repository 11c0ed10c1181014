import type { ToastText } from '@marketplace/contract';
import Box from '@mui/material/Box';
import type { VariantType } from 'notistack';
import { useCallback } from 'react';
import { useContractText } from './text';
import { useShowToast } from './toaster';

// Toasts through notistack (spec 2.8: the stacked toaster, 5 s, 3 visible). Most texts of the spec
// come as a title and a description; 'destructive' ones show as errors. The contract's texts (and
// the API's English messages) are shown in the page's language; texts from the catalogs pass as
// they are.

export type Notify = (text: ToastText | string, variant?: VariantType) => void;

function ToastMessage({ text }: { text: ToastText }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {text.title}
      </Box>
      {/* A description may be people's words (the name of what was added to the cart): its own
          direction in either language. */}
      <Box component="span" dir="auto">
        {text.description}
      </Box>
    </Box>
  );
}

export function useNotify(): Notify {
  const show = useShowToast();
  const ct = useContractText();
  return useCallback<Notify>(
    (text, variant) => {
      if (typeof text === 'string') {
        show(ct(text), variant ?? 'default');
        return;
      }
      const translated = { ...text, title: ct(text.title), description: ct(text.description) };
      show(<ToastMessage text={translated} />, variant ?? (text.variant === 'destructive' ? 'error' : 'success'));
    },
    [show, ct],
  );
}
