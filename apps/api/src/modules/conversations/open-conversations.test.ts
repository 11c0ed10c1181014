import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paidOrder, paymentParties, placeOrder, type PaymentParties } from '../payments/testing';
import { openConversations } from './conversations.repository';

// Issue 37: the payment's confirmation opens the order's conversations, one per business in it,
// each with the customer and the business's owner taking part.

describe('conversations opened by payment', () => {
  let t: TestApp;
  let p: PaymentParties;
  beforeAll(async () => {
    t = await createTestApp();
    p = await paymentParties(t.app);
  });
  afterAll(() => t.close());

  const conversationsOf = (orderId: string) =>
    t.app.db.select().from(conversations).where(eq(conversations.orderId, orderId));

  it('opens one conversation per business of a paid order, with its customer and owner', async () => {
    const order = await paidOrder(t.app, p);
    const opened = await conversationsOf(order.id);
    expect(opened.map((conversation) => conversation.providerId).sort()).toEqual(
      p.providers.map((party) => party.provider.id).sort(),
    );
    expect(opened.every((conversation) => conversation.status === 'open')).toBe(true);
    const people = await t.app.db
      .select()
      .from(conversationParticipants)
      .where(
        inArray(
          conversationParticipants.conversationId,
          opened.map((conversation) => conversation.id),
        ),
      );
    for (const conversation of opened) {
      const owner = p.providers.find((party) => party.provider.id === conversation.providerId)!;
      expect(
        people
          .filter((person) => person.conversationId === conversation.id)
          .map((person) => [person.role, person.userId])
          .sort(),
      ).toEqual([
        ['customer', p.customer.user.id],
        ['provider', owner.user.id],
      ]);
    }
  });

  it('opens nothing more when the confirmation comes again, and nothing for an unpaid order', async () => {
    const order = await paidOrder(t.app, p);
    expect(await t.app.db.transaction((tx) => openConversations(tx, order.id))).toBe(0);
    expect(await conversationsOf(order.id)).toHaveLength(2);
    const unpaid = await placeOrder(t.app, p);
    expect(await t.app.db.transaction((tx) => openConversations(tx, unpaid.id))).toBe(0);
    expect(await conversationsOf(unpaid.id)).toEqual([]);
  });
});
