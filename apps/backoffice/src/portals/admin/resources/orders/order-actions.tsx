import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { orderIsCancellable, orderMovesFrom, type BookingStatus } from '@marketplace/contract';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useBookingStatusLabel, useFormat, useT } from '@/i18n/text';
import type { AdminOrderDetailRecord } from '@/portals/admin/data-provider/orders-resource';

/**
 * The admin's two actions on an order, each behind a confirmation: move every item to the next
 * status, or cancel the order (allowed while no item is in progress or completed; what was paid is
 * refunded). Both follow the contract's rules (orderMovesFrom, orderIsCancellable), which the API
 * enforces; refusals show the API's message.
 */
export function OrderActions() {
  const record = useRecordContext<AdminOrderDetailRecord>();
  const t = useT();
  const format = useFormat();
  const label = useBookingStatusLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asked, setAsked] = useState<BookingStatus | null>(null);
  const [target, setTarget] = useState<BookingStatus | ''>('');
  if (!record) return null;
  const cancellable = orderIsCancellable(record);
  const next = orderMovesFrom(record.Status);
  const cancelling = asked === 'Cancelled';

  const apply = (to: BookingStatus) =>
    update(
      'orders',
      { id: record.id, data: { Status: to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(
            to === 'Cancelled'
              ? t('admin.orders.actions.cancelled')
              : t('admin.orders.actions.moved', { status: label(to) }),
            { type: 'info' },
          );
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

  const content = cancelling
    ? record.PaidAt
      ? t('admin.orders.actions.cancelPaid', { amount: format.money(record.TotalPrice) })
      : t('admin.orders.actions.cancelUnpaid')
    : t('admin.orders.actions.moveContent');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexShrink: 0 }}>
      {next.length > 0 && (
        <>
          <TextField
            select
            size="small"
            label={t('admin.orders.actions.moveTo')}
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
            {t('admin.orders.actions.changeStatus')}
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
          {t('admin.orders.actions.cancelOrder')}
        </Button>
      )}
      <Confirm
        isOpen={asked !== null}
        loading={isPending}
        title={
          cancelling
            ? t('admin.orders.actions.cancelTitle')
            : t('admin.orders.actions.moveTitle', { status: asked ? label(asked) : '' })
        }
        content={content}
        confirm={cancelling ? t('admin.orders.actions.cancelOrder') : t('admin.orders.actions.changeStatus')}
        cancel={t('admin.orders.actions.keep')}
        onConfirm={() => asked && apply(asked)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
