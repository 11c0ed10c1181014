import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { conversationMessages, conversationParticipants, conversations, orders, users } from '../db/schema/index';
import { openConversations } from '../modules/conversations';

// The demo's conversations (issue 37): every paid order that was not cancelled before its payment
// has one per business in it, as the payment's confirmation opens them in the app. The newest
// ones hold an exchange, so the Messages pages have something to show; the demo customer's newest
// ends with the business's answer still unread, so the badges have something to count.

/** How many of the newest conversations get an exchange. */
const TALKING = 24;
const HOUR = 3_600_000;

/** Who says what, in turn; the customer starts. Some customers write in Arabic, as in Bahrain. */
const SCRIPTS: readonly (readonly string[])[] = [
  [
    'Hello, when can you come? Weekday evenings after 5 pm suit me best.',
    'Thank you for your order! We can come on Sunday at 6 pm. Does that work?',
    'Sunday at 6 is perfect. The building is next to the Seef Mall car park.',
    'Noted. Our technician will call you 30 minutes before arriving.',
  ],
  [
    'مرحبًا، هل يمكنكم إرسال عرض سعر قبل الزيارة؟',
    'أهلًا بك! نعم، سنرسل لك عرض السعر اليوم بعد معاينة الصور التي أرسلتها.',
    'شكرًا جزيلًا، بانتظار ردكم.',
  ],
  [
    'Hi, do I need to be at home during the service?',
    'Someone needs to open the door for us, but you do not need to stay for the whole visit.',
  ],
  ['Could you bring the spare parts with you, please?', 'Yes, we will bring everything needed.'],
];

export async function seedConversations(db: DbExecutor): Promise<number> {
  const paid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.isPaymentSuccess, true),
        sql`(${orders.cancelledAt} is null or ${orders.cancelledAt} > ${orders.paidAt})`,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  let opened = 0;
  for (const order of paid) opened += await openConversations(db, order.id);
  await seedExchanges(db);
  return opened;
}

/** The demo customer (README's account) signs in first: their newest conversation leads. */
const DEMO_CUSTOMER_EMAIL = 'customer@marketplace.test';

async function seedExchanges(db: DbExecutor): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  const demoFirst = sql`case when ${conversations.customerId} = ${demo?.id ?? null} then 0 else 1 end`;
  const newest = await db
    .select({ id: conversations.id, customerId: conversations.customerId, paidAt: orders.paidAt })
    .from(conversations)
    .innerJoin(orders, eq(orders.id, conversations.orderId))
    .where(sql`${orders.cancelledAt} is null`)
    .orderBy(demoFirst, desc(orders.paidAt), desc(conversations.id))
    .limit(TALKING);
  if (newest.length === 0) return;
  const people = await db
    .select({ conversationId: conversationParticipants.conversationId, userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        inArray(
          conversationParticipants.conversationId,
          newest.map((row) => row.id),
        ),
        eq(conversationParticipants.role, 'provider'),
      ),
    );
  const ownerOf = new Map(people.map((row) => [row.conversationId, row.userId]));
  const now = Date.now();
  for (const [index, conversation] of newest.entries()) {
    const script = SCRIPTS[index % SCRIPTS.length]!;
    const start = Math.min((conversation.paidAt ?? new Date(now)).getTime() + HOUR, now - script.length * HOUR);
    const lines = script.map((body, turn) => ({
      conversationId: conversation.id,
      kind: 'message' as const,
      senderId: turn % 2 === 0 ? conversation.customerId : ownerOf.get(conversation.id)!,
      body,
      createdAt: new Date(start + turn * HOUR),
    }));
    await db.insert(conversationMessages).values(lines);
    const last = lines.at(-1)!.createdAt;
    await db.update(conversations).set({ lastMessageAt: last }).where(eq(conversations.id, conversation.id));
    // Everyone has read everything, except the newest conversation's last answer for its customer.
    const unreadForCustomer = index === 0 && lines.length % 2 === 0;
    await db
      .update(conversationParticipants)
      .set({ lastReadAt: last })
      .where(eq(conversationParticipants.conversationId, conversation.id));
    if (unreadForCustomer) {
      await db
        .update(conversationParticipants)
        .set({ lastReadAt: lines.at(-2)!.createdAt })
        .where(
          and(
            eq(conversationParticipants.conversationId, conversation.id),
            eq(conversationParticipants.userId, conversation.customerId),
          ),
        );
    }
  }
}
