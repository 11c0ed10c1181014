import {
  DESCRIPTION_MAX_LENGTH,
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
import { useFormat, useT, type MessageId } from '@/i18n/text';
import type { ProviderOrderRecord } from '@/portals/provider/data-provider/orders-resource';
import { ACTION_LABELS, refundShareOfItem } from './order-rules';
import { useIsolate } from '@/i18n/use-isolate';

/** A cancelled request is owed an explanation: the reason is required, judged before any call. */
export const cancelItemFormSchema = object({ Reason: requiredTextField('Reason', DESCRIPTION_MAX_LENGTH, 'multi') });

/** What each step asks before it is sent, and what it says once done (message ids). */
const QUESTIONS: Record<Exclude<ItemAction, 'cancel'>, { title: MessageId; content: MessageId; done: MessageId }> = {
  confirm: {
    title: 'provider.orders.actions.confirmTitle',
    content: 'provider.orders.actions.confirmContent',
    done: 'provider.orders.actions.confirmDone',
  },
  start: {
    title: 'provider.orders.actions.startTitle',
    content: 'provider.orders.actions.startContent',
    done: 'provider.orders.actions.startDone',
  },
  complete: {
    title: 'provider.orders.actions.completeTitle',
    content: 'provider.orders.actions.completeContent',
    done: 'provider.orders.actions.completeDone',
  },
};

/**
 * The next steps the API allows for one of the provider's items, each behind a confirmation.
 * Cancelling asks for a reason and says what the customer gets back before anything is sent.
 * Refusals (someone else moved the item meanwhile) show the API's message.
 */
export function OrderItemActions({ item }: { item: OrderItem }) {
  const order = useRecordContext<ProviderOrderRecord>();
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
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
          notify(t(Action === 'cancel' ? 'provider.orders.actions.cancelDone' : QUESTIONS[Action].done), {
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
          aria-label={t('provider.orders.actions.named', { action: t(ACTION_LABELS[action]), name: item.Name })}
        >
          {t(ACTION_LABELS[action])}
        </Button>
      ))}
      <Confirm
        isOpen={question !== null}
        loading={isPending}
        title={question ? t(question.title) : ''}
        content={question ? t(question.content) : ''}
        confirm={t(ACTION_LABELS[asked ?? 'confirm'])}
        cancel={t('provider.orders.actions.notNow')}
        onConfirm={() => asked && apply(asked)}
        onClose={() => setAsked(null)}
      />
      {asked === 'cancel' && (
        <TextPromptDialog
          title={t('provider.orders.actions.cancelTitle', { name: isolate.auto(item.Name) })}
          description={t('provider.orders.actions.cancelContent', { amount: format.money(refundShareOfItem()) })}
          field="Reason"
          label={t('provider.orders.actions.cancelReason')}
          schema={cancelItemFormSchema}
          confirmLabel={t('provider.orders.actions.cancelItem')}
          cancelLabel={t('provider.orders.actions.keepIt')}
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
