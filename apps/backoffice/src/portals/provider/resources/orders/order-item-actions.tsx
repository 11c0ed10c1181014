import {
  DESCRIPTION_MAX_LENGTH,
  formatBhd,
  itemActionsFrom,
  requiredTextField,
  type ItemAction,
  type OrderItem,
} from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { object } from 'yup';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { ACTION_LABELS, refundShareOfItem } from './order-rules';

/** A cancelled request is owed an explanation: the reason is required, judged before any call. */
export const cancelItemFormSchema = object({ Reason: requiredTextField('Reason', DESCRIPTION_MAX_LENGTH, 'multi') });

const QUESTIONS: Record<Exclude<ItemAction, 'cancel'>, { title: string; content: string; done: string }> = {
  confirm: {
    title: 'Confirm this request?',
    content:
      'The customer is told you accepted it. Get in touch with them with the details and the price, as they expect.',
    done: 'Item confirmed; the customer is notified.',
  },
  start: {
    title: 'Start this item?',
    content: 'The item moves to In progress and the customer is notified. It can no longer be cancelled by them.',
    done: 'Item started; the customer is notified.',
  },
  complete: {
    title: 'Mark this item completed?',
    content:
      'Your earning for it is booked (its price less the platform commission) and the customer can review it. This is final.',
    done: 'Item completed; your earning is booked.',
  },
};

/**
 * The next steps the API allows for one of the provider's items, each behind a confirmation.
 * Cancelling asks for a reason and says what the customer gets back before anything is sent.
 * Refusals (someone else moved the item meanwhile) show the API's message.
 */
export function OrderItemActions({ item }: { item: OrderItem }) {
  const order = useRecordContext<ProviderOrderRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [asked, setAsked] = useState<ItemAction | null>(null);
  const actions = itemActionsFrom(item.Status);
  if (!order || actions.length === 0) return null;

  const apply = (Action: ItemAction, Reason?: string) =>
    update(
      'orders',
      { id: order.id, data: { Action, OrderItemId: item.OrderItemId, Reason }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(Action === 'cancel' ? 'Item cancelled; the customer is refunded.' : QUESTIONS[Action].done, {
            type: 'info',
          });
          setAsked(null);
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          setAsked(null);
        },
      },
    );

  const question = asked && asked !== 'cancel' ? QUESTIONS[asked] : null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'cancel' ? 'outlined' : 'contained'}
          color={action === 'cancel' ? 'error' : 'primary'}
          disabled={isPending}
          onClick={() => setAsked(action)}
          aria-label={`${ACTION_LABELS[action]} ${item.Name}`}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      <Confirm
        isOpen={question !== null}
        loading={isPending}
        title={question?.title ?? ''}
        content={question?.content ?? ''}
        confirm={asked ? ACTION_LABELS[asked] : 'OK'}
        cancel="Not now"
        onConfirm={() => asked && apply(asked)}
        onClose={() => setAsked(null)}
      />
      {asked === 'cancel' && (
        <TextPromptDialog
          title={`Cancel “${item.Name}”?`}
          description={`The customer gets back ${formatBhd(refundShareOfItem(), 3)} for this item (its price with VAT). This cannot be undone.`}
          field="Reason"
          label="Reason for the customer"
          schema={cancelItemFormSchema}
          confirmLabel="Cancel item"
          cancelLabel="Keep it"
          confirmColor="error"
          multiline
          busy={isPending}
          onConfirm={(reason) => apply('cancel', reason.trim())}
          onClose={() => setAsked(null)}
        />
      )}
    </Stack>
  );
}
