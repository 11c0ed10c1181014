import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { orderIsCancellable, orderMovesFrom, type BookingStatus } from '@marketplace/contract';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { bookingStatusLabel } from '@/i18n';
import type { AdminOrderDetailRecord } from '@/portals/admin/data-provider/orders-resource';

const label = (status: BookingStatus) => bookingStatusLabel(status);

/**
 * The admin's two actions on an order, each behind a confirmation: move every item to the next
 * status, or cancel the order (allowed while no item is in progress or completed; what was paid is
 * refunded). Both follow the contract's rules (orderMovesFrom, orderIsCancellable), which the API
 * enforces; refusals show the API's message.
 */
export function OrderActions() {
  const record = useRecordContext<AdminOrderDetailRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asked, setAsked] = useState<BookingStatus | null>(null);
  const [target, setTarget] = useState<BookingStatus | ''>('');
  if (!record) return null;
  const cancellable = orderIsCancellable(record);
  const next = orderMovesFrom(record.Status);

  const apply = (to: BookingStatus) =>
    update(
      'orders',
      { id: record.id, data: { Status: to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(to === 'Cancelled' ? 'Order cancelled; what was paid is refunded.' : `Order moved to ${label(to)}.`, {
            type: 'info',
          });
          setAsked(null);
          setTarget('');
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          setAsked(null);
        },
      },
    );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexShrink: 0 }}>
      {next.length > 0 && (
        <>
          <TextField
            select
            size="small"
            label="Move to"
            value={target}
            onChange={(event) => setTarget(event.target.value as BookingStatus)}
            sx={{ minWidth: 160 }}
          >
            {next.map((s) => (
              <MenuItem key={s} value={s}>
                {label(s)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!target || isPending}
            onClick={() => target && setAsked(target)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Change status
          </Button>
        </>
      )}
      {cancellable && (
        <Button
          color="error"
          variant="outlined"
          disabled={isPending}
          onClick={() => setAsked('Cancelled')}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Cancel order
        </Button>
      )}
      <Confirm
        isOpen={asked !== null}
        loading={isPending}
        title={asked === 'Cancelled' ? 'Cancel this order?' : `Move this order to ${asked ? label(asked) : ''}?`}
        content={
          asked === 'Cancelled'
            ? record.PaidAt
              ? `Every item is cancelled and the ${record.TotalPrice.toFixed(3)} BHD paid is refunded to the customer.`
              : 'Every item is cancelled. The order was not paid, so there is nothing to refund.'
            : 'Every item of the order moves to this status; the customer and the providers are notified.'
        }
        confirm={asked === 'Cancelled' ? 'Cancel order' : 'Change status'}
        cancel="Keep as is"
        onConfirm={() => asked && apply(asked)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
