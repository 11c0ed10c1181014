import { orderNumberForList, type BookingStatus } from '@marketplace/contract';
import type { DbTransaction } from '../../db/database';
import { raiseNotifications, type NotificationEvent } from '../notifications';
import { customerOrderLink, providerOrdersLink } from './order-links';
import type { OrderItemRow, OrderRow } from './orders.repository';

const STATUS_WORDS: Record<BookingStatus, string> = {
  Pending: 'pending',
  Confirmed: 'confirmed',
  InProgress: 'in progress',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

/** The same in Arabic: what the item now is (مؤكد، قيد التنفيذ، ...). */
const STATUS_WORDS_AR: Record<BookingStatus, string> = {
  Pending: 'قيد الانتظار',
  Confirmed: 'مؤكد',
  InProgress: 'قيد التنفيذ',
  Completed: 'مكتمل',
  Cancelled: 'ملغى',
};

export interface OrderChange {
  order: OrderRow;
  changing: readonly OrderItemRow[];
  target: BookingStatus;
  /** The order's status after the change. */
  orderStatus: BookingStatus;
  /** Null when the system made the change (an expired reservation). */
  actorUserId: string | null;
  /** Why, when the one who acted said (a provider cancelling an item). */
  reason?: string | null;
}

/**
 * Tells the people on the other side of a change: the customer about each item a provider moved
 * and about a cancelled order; the providers of a paid order when the customer (or the system)
 * cancelled their items. Nobody is told about their own action.
 */
export async function changeNotifications(tx: DbTransaction, change: OrderChange): Promise<void> {
  const { order, changing, target, orderStatus, actorUserId, reason } = change;
  const number = orderNumberForList(order.id);
  const link = customerOrderLink(order.id);
  const events: NotificationEvent[] = [];
  const toCustomer = order.customerId !== actorUserId;
  const because = reason ? ` Reason: ${reason}` : '';
  const becauseAr = reason ? ` السبب: ${reason}` : '';
  if (toCustomer && orderStatus === 'Cancelled' && order.status !== 'Cancelled') {
    events.push({
      userId: order.customerId,
      type: 'order.cancelled',
      title: 'Order cancelled',
      body: `Order #${number} was cancelled.${order.isPaymentSuccess ? ' Your payment will be refunded.' : ''}${because}`,
      titleAr: 'تم إلغاء الطلب',
      bodyAr: `أُلغي الطلب رقم ${number}.${order.isPaymentSuccess ? ' سيُعاد إليك المبلغ المدفوع.' : ''}${becauseAr}`,
      link,
      data: { orderId: order.id },
    });
  } else if (toCustomer) {
    for (const item of changing) {
      events.push({
        userId: order.customerId,
        type: 'order-item.status',
        title: `${item.name} is ${STATUS_WORDS[target]}`,
        body: `Order #${number}: ${item.providerName} marked "${item.name}" as ${STATUS_WORDS[target]}.${because}`,
        titleAr: `«${item.nameAr || item.name}»: ${STATUS_WORDS_AR[target]}`,
        bodyAr: `الطلب رقم ${number}: غيّر ${item.providerNameAr || item.providerName} حالة «${item.nameAr || item.name}» إلى ${STATUS_WORDS_AR[target]}.${becauseAr}`,
        link,
        data: { orderId: order.id, orderItemId: item.id, status: target },
      });
    }
  }
  if (order.isPaymentSuccess && target === 'Cancelled') {
    const providerUsers = new Set(changing.map((item) => item.providerUserId));
    for (const userId of providerUsers) {
      if (userId === actorUserId) continue;
      const theirs = changing.filter((item) => item.providerUserId === userId);
      const names = theirs.map((item) => item.name);
      const namesAr = theirs.map((item) => `«${item.nameAr || item.name}»`);
      events.push({
        userId,
        type: 'order.cancelled',
        title: 'Order item cancelled',
        body: `Order #${number}: ${names.join(', ')} ${names.length === 1 ? 'was' : 'were'} cancelled.`,
        titleAr: 'تم إلغاء عنصر من طلب',
        bodyAr: `الطلب رقم ${number}: ${namesAr.length === 1 ? 'أُلغي' : 'أُلغيت'} ${namesAr.join('، ')}.`,
        link: providerOrdersLink,
        data: { orderId: order.id },
      });
    }
  }
  await raiseNotifications(tx, events);
}
