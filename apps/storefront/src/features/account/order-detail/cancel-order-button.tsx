import { isApiError } from '@marketplace/client';
import { ORDER_ERRORS } from '@marketplace/contract';
import { ConfirmDialog } from '@marketplace/ui';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify } from '@/lib/notify';
import { useT } from '@/lib/text';
import { useCancelOrder } from './api/cancel-order';

/**
 * Cancel order (spec 4, PATCH /api/Order/{id}/cancel), asked once since it cannot be undone. The
 * page shows the button only while the contract's rule allows it (orderIsCancellable); the answer
 * replaces the order, so the button goes away with it.
 */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(orderId);
  const notify = useNotify();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify(t('account.cancel.done'), 'success');
      },
      onError: (error) => {
        setAsking(false);
        // The server's message (e.g. work has just started), else the spec's orders fallback.
        notify(isApiError(error) && error.message ? error.message : ORDER_ERRORS.fallback, 'error');
      },
    });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {t('account.cancel.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        destructive
        busy={cancel.isPending}
        title={t('account.cancel.title')}
        message={t('account.cancel.message')}
        confirmLabel={t('account.cancel.button')}
        cancelLabel={t('account.cancel.keep')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
