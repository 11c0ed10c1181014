import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, orderItems, transactions } from '../../src/db/schema/index';
import { CUSTOMER_A, PROVIDER_A, type PrivateData, type Target } from './world';

/** What only A's own halves (and admins) may read, by kind, so a row can let one kind through. */
export async function privateDataOf(app: FastifyInstance, a: Target): Promise<PrivateData> {
  const moneyOf = async (column: typeof transactions.customerId | typeof transactions.providerId, id: string) =>
    (await app.db.select().from(transactions).where(eq(column, id))).flatMap((row) => [row.id, row.referenceNumber]);
  const lineIds = (await app.db.select().from(orderItems).where(eq(orderItems.orderId, a.orderId)))
    .filter((line) => line.providerId === a.providerId)
    .map((line) => line.id);
  const notificationIds = async (userId: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.id);
  return {
    customerA: {
      contact: [CUSTOMER_A.email, CUSTOMER_A.phone, CUSTOMER_A.address, CUSTOMER_A.lastName],
      order: [a.orderId],
      /** The lines of provider A in A's order: not for provider B, who has a line there too. */
      lines: lineIds,
      id: [a.customerId],
      account: [a.cartId, a.cartItemId, a.inquiryId, a.avatarMediaId, ...(await notificationIds(a.customerId))],
      money: await moneyOf(transactions.customerId, a.customerId),
      /** A's conversation with provider A: not for provider B, who has its own with A. */
      conversation: [a.conversationId, a.customerMessageId, a.providerMessageId, a.attachmentId],
    },
    providerA: {
      contact: [PROVIDER_A.email, PROVIDER_A.phone, PROVIDER_A.address],
      bank: [PROVIDER_A.iban, PROVIDER_A.accountHolder],
      listings: [a.hiddenListingId],
      account: await notificationIds(a.providerUserId),
      money: await moneyOf(transactions.providerId, a.providerId),
      /** Its verification documents (issue 38): the file's id and the number in full (admins only). */
      documents: [a.documentId, PROVIDER_A.crNumber],
    },
  };
}
