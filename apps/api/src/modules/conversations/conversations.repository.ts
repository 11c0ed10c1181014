import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { conversationParticipants, conversations, orderItems, orders, providers } from '../../db/schema/index';

// Writes of the conversations tables (issue 37; docs/decisions/conversations.md).

/**
 * Opens the paid order's conversations, one per business with items in it, each with the
 * customer and the business's owner taking part; in the caller's transaction (the payment's
 * confirmation). A second call opens nothing more. Returns how many it opened.
 */
export async function openConversations(db: DbExecutor, orderId: string): Promise<number> {
  const parties = await db
    .selectDistinct({ providerId: providers.id, ownerId: providers.userId, customerId: orders.customerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(providers, eq(providers.id, orderItems.providerId))
    .where(and(eq(orderItems.orderId, orderId), eq(orders.isPaymentSuccess, true)));
  if (parties.length === 0) return 0;
  const opened = await db
    .insert(conversations)
    .values(parties.map(({ providerId, customerId }) => ({ orderId, providerId, customerId })))
    .onConflictDoNothing({ target: [conversations.orderId, conversations.providerId] })
    .returning({ id: conversations.id, providerId: conversations.providerId, customerId: conversations.customerId });
  if (opened.length === 0) return 0;
  const ownerOf = new Map(parties.map((party) => [party.providerId, party.ownerId]));
  await db
    .insert(conversationParticipants)
    .values(
      opened.flatMap((conversation) => [
        { conversationId: conversation.id, userId: conversation.customerId, role: 'customer' as const },
        { conversationId: conversation.id, userId: ownerOf.get(conversation.providerId)!, role: 'provider' as const },
      ]),
    )
    .onConflictDoNothing();
  return opened.length;
}
