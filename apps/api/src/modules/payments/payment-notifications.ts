import { formatFils, orderNumberForList } from '@marketplace/contract';
import type { NotificationEvent } from '../notifications';

export const paymentDescription = (orderId: string) => `Payment for order #${orderNumberForList(orderId)}`;

const customerOrderLink = (orderId: string) => `/customer-dashboard/order/${orderId}`;
const amount = (fils: number) => formatFils(fils, 3);
const amountAr = (fils: number) => formatFils(fils, 3, 'ar');

/** The tax document a mail links to, as the notification carries it. */
type MailedDocument = NonNullable<NotificationEvent['document']>;
/** Only what the mail needs, though a whole stored document may be handed in. */
const mailed = (document: MailedDocument | undefined) =>
  document ? { document: { id: document.id, kind: document.kind, number: document.number } } : {};

/** The customer's receipt (with its tax invoice) and the paid order's news for its providers. */
export function orderPaidEvents(
  order: { id: string; customerId: string; totalPriceFils: number },
  providerUserIds: string[],
  invoice?: MailedDocument,
): NotificationEvent[] {
  const number = orderNumberForList(order.id);
  return [
    {
      userId: order.customerId,
      type: 'order.paid',
      title: 'Payment received',
      body: `We received ${amount(order.totalPriceFils)} for order #${number}.`,
      titleAr: 'تم استلام الدفعة',
      bodyAr: `استلمنا ${amountAr(order.totalPriceFils)} عن الطلب رقم ${number}.`,
      link: customerOrderLink(order.id),
      data: { orderId: order.id },
      ...mailed(invoice),
    },
    ...providerUserIds.map((userId): NotificationEvent => ({
      userId,
      type: 'order.placed',
      title: 'New paid order',
      body: `Order #${number} has been paid and holds items of yours to confirm.`,
      titleAr: 'طلب جديد مدفوع',
      bodyAr: `تم دفع الطلب رقم ${number}، وفيه عناصر لديك بانتظار تأكيدك.`,
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
    body: `The payment for order #${orderNumberForList(order.id)} was declined or cancelled. No money was taken; you can try again.`,
    titleAr: 'لم تكتمل عملية الدفع',
    bodyAr: `رُفضت عملية الدفع للطلب رقم ${orderNumberForList(order.id)} أو أُلغيت. لم يُخصم أي مبلغ، ويمكنك المحاولة مرة أخرى.`,
    link: customerOrderLink(order.id),
    data: { orderId: order.id, chargeId },
  };
}

/** The refund's news, with its credit note when it has one. */
export function refundIssuedEvent(
  refund: { customerId: string; orderId: string; amountFils: number },
  creditNote?: MailedDocument,
): NotificationEvent {
  return {
    userId: refund.customerId,
    type: 'refund.issued',
    title: 'Refund issued',
    body: `${amount(refund.amountFils)} for order #${orderNumberForList(refund.orderId)} is on its way back to you.`,
    titleAr: 'تم إصدار استرداد',
    bodyAr: `يجري إرجاع ${amountAr(refund.amountFils)} عن الطلب رقم ${orderNumberForList(refund.orderId)} إليك.`,
    link: customerOrderLink(refund.orderId),
    data: { orderId: refund.orderId },
    ...mailed(creditNote),
  };
}
