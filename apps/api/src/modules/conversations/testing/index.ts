import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { conversations } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { paidOrder, paymentParties, type PaymentParties } from '../../payments/testing';
import { openConversations } from '../conversations.repository';
import { insertMessage } from '../message-store';
import { insertReport } from '../report-store';

// Shared by the conversations tests: a paid order's conversation with its customer, provider and
// an admin, and requests as each of them.

export type Headers = { authorization: string };

export interface ConversationWorld {
  parties: PaymentParties;
  orderId: string;
  /** The conversation with the order's first business. */
  conversationId: string;
  /** The conversation with its second business. */
  otherConversationId: string;
  customer: Headers;
  provider: Headers;
  otherProvider: Headers;
  stranger: Headers;
  admin: Headers;
}

export async function conversationWorld(app: FastifyInstance, parties?: PaymentParties): Promise<ConversationWorld> {
  const p = parties ?? (await paymentParties(app));
  const order = await paidOrder(app, p);
  const idOf = async (providerId: string) => {
    const [row] = await app.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.orderId, order.id), eq(conversations.providerId, providerId)));
    return row!.id;
  };
  return {
    parties: p,
    orderId: order.id,
    conversationId: await idOf(p.providers[0]!.provider.id),
    otherConversationId: await idOf(p.providers[1]!.provider.id),
    customer: p.customer.headers,
    provider: p.providers[0]!.headers,
    otherProvider: p.providers[1]!.headers,
    stranger: p.stranger.headers,
    admin: p.admin.headers,
  };
}

export function as(app: FastifyInstance, headers: Headers | undefined) {
  const send = (method: InjectOptions['method'], url: string, payload?: object, extra: Partial<InjectOptions> = {}) =>
    call(app, { method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}), ...extra });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload ?? {}),
    put: (url: string, payload: object) => send('PUT', url, payload),
    /** Writes a text message and returns the answer. */
    write: (conversationId: string, text: string) =>
      send('POST', `/api/Conversation/${conversationId}/messages`, { Text: text }),
  };
}

/**
 * An order's conversation with one business, opened as a payment opens it, with a message from
 * each side and, `reported`, the customer's report of the business's message. Straight in the
 * database, for tests that need a conversation in a given state (the authorization matrix).
 */
export async function seedConversation(
  app: FastifyInstance,
  order: { orderId: string; customerId: string; providerId: string; providerUserId: string },
  { reported = false } = {},
) {
  await app.db.transaction((tx) => openConversations(tx, order.orderId));
  const [row] = await app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.orderId, order.orderId), eq(conversations.providerId, order.providerId)));
  const conversationId = row!.id;
  const customerMessageId = await insertMessage(app.db, {
    conversationId,
    kind: 'message',
    senderId: order.customerId,
    body: 'Is 6 pm fine?',
  });
  const providerMessageId = await insertMessage(app.db, {
    conversationId,
    kind: 'message',
    senderId: order.providerUserId,
    body: 'Yes, see you then.',
  });
  const reportId = reported ? await insertReport(app.db, providerMessageId, order.customerId, 'Rude') : undefined;
  return { conversationId, customerMessageId, providerMessageId, reportId };
}
