import { formatFils } from '@marketplace/contract';
import type { NotificationEvent } from '../notifications';

/** "Order #" and the first 8 characters of the id upper-cased, as the My Orders list shows it. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();
export const paymentDescription = (orderId: string) => `Payment for order #${orderNumber(orderId)}`;

const customerOrderLink = (orderId: string) => `/customer-dashboard/order/${orderId}`;

export function orderPaidEvents(
  order: { id: string; customerId: string; totalPriceFils: number },
  providerUserIds: string[],
): NotificationEvent[] {
  const number = orderNumber(order.id);
  return [
    {
      userId: order.customerId,
      type: 'order.paid',
      title: 'Payment received',
      body: `We received ${formatFils(order.totalPriceFils, 3)} for order #${number}.`,
      link: customerOrderLink(order.id),
      data: { orderId: order.id },
    },
    ...providerUserIds.map((userId): NotificationEvent => ({
      userId,
      type: 'order.placed',
      title: 'New paid order',
      body: `Order #${number} has been paid and holds items of yours to confirm.`,
      link: '/provider-dashboard/home',
      data: { orderId: order.id },
    })),
  ];
}

export function paymentFailedEvent(order: { id: string; customerId: string }, chargeId: string): NotificationEvent {
  return {
    userId: order.customerId,
    type: 'payment.failed',
    title: 'Payment not completed',
    body: `The payment for order #${orderNumber(order.id)} was declined or cancelled. No money was taken; you can try again.`,
    link: customerOrderLink(order.id),
    data: { orderId: order.id, chargeId },
  };
}

export function refundIssuedEvent(refund: {
  customerId: string;
  orderId: string;
  amountFils: number;
}): NotificationEvent {
  return {
    userId: refund.customerId,
    type: 'refund.issued',
    title: 'Refund issued',
    body: `${formatFils(refund.amountFils, 3)} for order #${orderNumber(refund.orderId)} is on its way back to you.`,
    link: customerOrderLink(refund.orderId),
    data: { orderId: refund.orderId },
  };
}
