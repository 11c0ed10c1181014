import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, computeOrderPricing, type BookingStatus } from '@marketplace/contract';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { LocalMediaStore } from '../lib/media/media-store';
import { deriveOrderStatus } from '../modules/orders';
import type { Database } from '../db/database';
import { seedDemo } from './demo-seed';
import { seedScale, type ScaleSeedSummary } from './scale-seed';

const NOW = new Date('2026-03-15T09:00:00.000Z');

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

describe('scale seed', () => {
  let testDb: TestDatabase;
  let mediaDir: string;
  let result: ScaleSeedSummary;
  let demoOrdersBefore: unknown[];
  let demoInvoices: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'scale-seed-media-'));
    // On top of the demo data, as in a benchmark run, to show the demo rows stay as they are.
    await seedDemo({ db: testDb.db, media: new LocalMediaStore(mediaDir), now: NOW });
    demoOrdersBefore = await rows(testDb.db, sql`select * from orders order by id`);
    demoInvoices = await count(testDb.db, sql`select count(*) as n from tax_documents where kind = 'tax-invoice'`);
    result = await seedScale({
      db: testDb.db,
      kind: testDb.handle.kind,
      items: 200,
      orders: 1000,
      now: NOW,
      log: () => {},
    });
  }, 120_000);

  afterAll(async () => {
    await testDb?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('adds the requested listings and orders, with providers and customers to match', async () => {
    const { added } = result;
    expect(added).toMatchObject({ serviceItems: 200, orders: 1000, providers: 2, users: 52, categories: 0 });
    expect(added.orderItems).toBeGreaterThanOrEqual(1000);
    expect(added.orderItems).toBeLessThanOrEqual(3000);
    expect(await count(testDb.db, sql`select count(*) as n from service_items`)).toBe(120 + 200);
    expect(await count(testDb.db, sql`select count(*) as n from orders`)).toBe(80 + 1000);
    expect(result.rowsPerSecond).toBeGreaterThan(0);
  });

  it('leaves the demo data as it was and foreign-key checks back on', async () => {
    const demoIds = demoOrdersBefore.map((order) => (order as { id: string }).id);
    const after = await rows(
      testDb.db,
      sql`select * from orders where id in (${sql.join(
        demoIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    expect(after).toEqual(demoOrdersBefore);
    const [setting] = await rows<{ role: string }>(
      testDb.db,
      sql`select current_setting('session_replication_role') as role`,
    );
    expect(setting?.role).toBe('origin');
  });

  it('references only rows that exist', async () => {
    const orphans = await count(
      testDb.db,
      sql`select
        (select count(*) from service_items s where not exists (select 1 from providers p where p.id = s.provider_id)
          or not exists (select 1 from categories c where c.id = s.category_id))
        + (select count(*) from providers p where not exists (select 1 from users u where u.id = p.user_id))
        + (select count(*) from orders o where not exists (select 1 from users u where u.id = o.customer_id))
        + (select count(*) from order_items i where not exists (select 1 from orders o where o.id = i.order_id)
          or not exists (select 1 from service_items s where s.id = i.service_item_id)
          or not exists (select 1 from providers p where p.id = i.provider_id))
        + (select count(*) from transactions t where t.order_id is not null and not exists (select 1 from orders o where o.id = t.order_id))
        + (select count(*) from reviews r where not exists (select 1 from order_items i where i.id = r.order_item_id))
        + (select count(*) from conversations c where not exists (select 1 from orders o where o.id = c.order_id)
          or not exists (select 1 from providers p where p.id = c.provider_id))
        + (select count(*) from conversation_participants p where not exists (select 1 from conversations c where c.id = p.conversation_id)
          or not exists (select 1 from users u where u.id = p.user_id))
        + (select count(*) from conversation_messages m where not exists (select 1 from conversations c where c.id = m.conversation_id)
          or not exists (select 1 from users u where u.id = m.sender_id)) as n`,
    );
    expect(orphans).toBe(0);
  });

  it('builds listings of both types with searchable names and services without stock', async () => {
    const listings = await rows<{ type: string; name: string; available_quantity: number | null }>(
      testDb.db,
      sql`select s.type, s.name, s.available_quantity from service_items s
          join providers p on p.id = s.provider_id join users u on u.id = p.user_id where u.email like 'scale-%'`,
    );
    expect(listings).toHaveLength(200);
    expect(new Set(listings.map((listing) => listing.type))).toEqual(new Set(['item', 'service']));
    for (const listing of listings) expect(listing.available_quantity === null).toBe(listing.type === 'service');
    const repairs = listings.filter((listing) => /repair/i.test(listing.name)).length;
    expect(repairs).toBeGreaterThan(0);
    expect(repairs).toBeLessThan(listings.length / 2);
  });

  it('names most listings and every business in Arabic too, searchably (issue 33)', async () => {
    const listings = await rows<{ name_ar: string; description_ar: string; arabic_words: boolean }>(
      testDb.db,
      sql`select s.name_ar, s.description_ar, s.search_document @@ to_tsquery('simple', marketplace_search_words(
            split_part(s.name_ar, ' ', 1))) as arabic_words
          from service_items s join providers p on p.id = s.provider_id join users u on u.id = p.user_id
          where u.email like 'scale-%'`,
    );
    const arabic = listings.filter((listing) => listing.name_ar !== '');
    expect(arabic.length).toBeGreaterThan(listings.length * 0.4);
    expect(arabic.length).toBeLessThan(listings.length * 0.8);
    for (const listing of listings) expect(listing.description_ar === '').toBe(listing.name_ar === '');
    for (const listing of arabic) expect(listing.arabic_words).toBe(true);
    const unnamed = await count(
      testDb.db,
      sql`select count(*) as n from providers p join users u on u.id = p.user_id
          where u.email like 'scale-%' and (p.business_name_ar = '' or p.business_description_ar = '')`,
    );
    expect(unnamed).toBe(0);
  });

  it('prices each order by its line count, derives its status from its lines, and spreads statuses over 24 months', async () => {
    const orders = await rows<{
      id: string;
      status: BookingStatus;
      total: number;
      subtotal: number;
      vat: number;
      created: string;
      statuses: BookingStatus[];
    }>(
      testDb.db,
      sql`select o.id, o.status, o.total_price_fils as total, o.subtotal_fils as subtotal, o.vat_fils as vat, o.created_at::text as created,
            array_agg(i.status order by i.id) as statuses
          from orders o join order_items i on i.order_id = o.id
          group by o.id`,
    );
    expect(orders).toHaveLength(1080);
    for (const order of orders) {
      expect(order.statuses.length).toBeGreaterThanOrEqual(1);
      const pricing = computeOrderPricing(order.statuses.length);
      expect([Number(order.subtotal), Number(order.vat), Number(order.total)]).toEqual([
        pricing.SubtotalFils,
        pricing.VatFils,
        pricing.TotalFils,
      ]);
      expect(order.status).toBe(deriveOrderStatus(order.statuses));
      const created = new Date(order.created).getTime();
      expect(created).toBeLessThan(NOW.getTime());
      expect(created).toBeGreaterThan(NOW.getTime() - 731 * 24 * 3600 * 1000);
    }
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('records a payment for every order and reviews only completed lines, once each', async () => {
    const missingPayments = await count(
      testDb.db,
      sql`select count(*) as n from orders o where o.is_payment_success
          and (select count(*) from transactions t where t.order_id = o.id and t.type = 'payment' and t.status = 'completed') <> 1`,
    );
    expect(missingPayments).toBe(0);
    const badReviews = await count(
      testDb.db,
      sql`select count(*) as n from reviews r join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
          where i.status <> 'Completed' or r.customer_id <> o.customer_id or r.service_item_id <> i.service_item_id`,
    );
    expect(badReviews).toBe(0);
    expect(result.added.reviews).toBeGreaterThan(0);
  });

  it('books an earning net of 10% for every completed line of a paid order, and pending payouts', async () => {
    const scaleLine = sql`i.provider_id in (select p.id from providers p join users u on u.id = p.user_id where u.email like 'scale-%')`;
    const missing = await count(
      testDb.db,
      sql`select count(*) as n from order_items i join orders o on o.id = i.order_id
          where ${scaleLine} and i.status = 'Completed' and o.is_payment_success
          and not exists (select 1 from transactions t where t.order_item_id = i.id and t.type = 'earning'
            and t.status = 'completed' and t.amount_fils = 900 and t.fee_fils = 90 and t.net_fils = 810)`,
    );
    expect(missing).toBe(0);
    const stray = await count(
      testDb.db,
      sql`select count(*) as n from transactions t join order_items i on i.id = t.order_item_id
          where t.type = 'earning' and ${scaleLine} and i.status <> 'Completed'`,
    );
    expect(stray).toBe(0);
    expect(
      await count(
        testDb.db,
        sql`select count(*) as n from transactions t where t.type = 'payout' and t.status = 'pending'
          and t.reference_number like 'PO-%-%-%' and t.amount_fils > 0`,
      ),
    ).toBeGreaterThan(0);
  });

  it('issues a tax invoice for every paid order and a credit note for every refund, numbered on', async () => {
    const db = testDb.db;
    const paidOrders = await count(db, sql`select count(*) as n from orders where is_payment_success`);
    expect(result.documents.invoices).toBe(paidOrders - demoInvoices);
    // Every paid order, demo or scale, has exactly one invoice, its totals the order's.
    expect(
      await count(
        db,
        sql`select count(*) as n from orders o left join tax_documents d on d.order_id = o.id and d.kind = 'tax-invoice'
          where o.is_payment_success and (d.id is null or d.total_fils <> o.total_price_fils or d.vat_fils <> o.vat_fils)`,
      ),
    ).toBe(0);
    // Every refund of an invoiced order has its credit note; a scale refund gives the whole order back.
    expect(
      await count(
        db,
        sql`select count(*) as n from transactions r left join tax_documents d on d.refund_transaction_id = r.id
          where r.type = 'refund' and d.id is null`,
      ),
    ).toBe(0);
    expect(result.documents.creditNotes).toBeGreaterThan(0);
    // The lines add up to the document, and each series runs 1..N without a gap or a repeat.
    expect(
      await count(
        db,
        sql`select count(*) as n from tax_documents d where d.taxable_fils <> (select sum((l->>'unitPriceFils')::int) from jsonb_array_elements(d.lines) l)
          or d.vat_fils <> (select sum((l->>'vatFils')::int) from jsonb_array_elements(d.lines) l)`,
      ),
    ).toBe(0);
    const series = await rows<{ series: string; documents: number; highest: number; last: number }>(
      db,
      sql`select d.series, count(*)::int as documents, max(d.sequence_number) as highest, s.last_number as last
        from tax_documents d join tax_document_series s on s.series = d.series group by d.series, s.last_number order by d.series`,
    );
    expect(series.map((row) => row.series)).toEqual(['CN', 'INV']);
    for (const row of series) expect([row.highest, row.last]).toEqual([row.documents, row.documents]);
    const [numbered] = await rows<{ number: string; sequence_number: number }>(
      db,
      sql`select number, sequence_number from tax_documents where kind = 'tax-invoice' order by sequence_number desc limit 1`,
    );
    expect(numbered!.number).toBe(`INV-${String(numbered!.sequence_number).padStart(6, '0')}`);
  });

  describe('conversations (issue 37)', () => {
    const scale = sql`c.customer_id in (select id from users where email like 'scale-%')`;

    it('opens one per paid order and business of the newest orders, with the customer and the owner', async () => {
      const db = testDb.db;
      // 2 per listing (400), fewer than the paid orders' (order, business) pairs.
      expect(result.conversations).toMatchObject({ conversations: 400, participants: 800 });
      expect(await count(db, sql`select count(*) as n from conversations c where ${scale}`)).toBe(400);
      const wrong = await count(
        db,
        sql`select count(*) as n from conversations c join orders o on o.id = c.order_id
          where ${scale} and (not o.is_payment_success or o.customer_id <> c.customer_id or o.cancelled_at <= o.paid_at
            or c.created_at <> o.paid_at or c.status <> 'open'
            or not exists (select 1 from order_items i where i.order_id = o.id and i.provider_id = c.provider_id)
            or (select array_agg(p.role || ':' || (p.user_id = case p.role when 'customer' then c.customer_id else pr.user_id end)
                  order by p.role) from conversation_participants p join providers pr on pr.id = c.provider_id
                where p.conversation_id = c.id) <> array['customer:true', 'provider:true'])`,
      );
      expect(wrong).toBe(0);
      // Every business of every paid scale order newer than the oldest conversation has its own.
      const missing = await count(
        db,
        sql`select count(*) as n from orders o join order_items i on i.order_id = o.id
          where o.customer_id in (select id from users where email like 'scale-%') and o.is_payment_success
            and o.paid_at > (select min(c.created_at) from conversations c where ${scale})
            and not exists (select 1 from conversations c where c.order_id = o.id and c.provider_id = i.provider_id)`,
      );
      expect(missing).toBe(0);
    });

    it('gives most a few messages and one 10,000, alternating, in time order', async () => {
      const db = testDb.db;
      const sizes = await rows<{ messages: number; n: number }>(
        db,
        sql`select messages, count(*)::int as n from (select (select count(*)::int from conversation_messages m
            where m.conversation_id = c.id) as messages from conversations c where ${scale}) x group by messages order by messages`,
      );
      const withMessages = sizes.filter((size) => size.messages > 0).reduce((sum, size) => sum + size.n, 0);
      expect(withMessages).toBeGreaterThan(400 * 0.7);
      expect(sizes.at(-1)).toEqual({ messages: 10_000, n: 1 });
      expect(sizes.at(-2)!.messages).toBeLessThanOrEqual(6);
      expect(result.conversations.messages).toBe(sizes.reduce((sum, size) => sum + size.messages * size.n, 0));
      const long = await rows<{ customer: boolean; at: string; previous: string | null; body: string }>(
        db,
        sql`select m.sender_id = c.customer_id as customer, m.created_at::text as at, m.body,
            (lag(m.created_at) over (order by m.created_at, m.id))::text as previous
          from conversation_messages m join conversations c on c.id = m.conversation_id
          where c.id = (select conversation_id from conversation_messages group by 1 order by count(*) desc limit 1)
          order by m.created_at, m.id`,
      );
      expect(long).toHaveLength(10_000);
      long.forEach((message, index) => {
        expect(message.customer).toBe(index < 10_000 - 25 && index % 2 === 0);
        if (message.previous)
          expect(new Date(message.at).getTime()).toBeGreaterThan(new Date(message.previous).getTime());
        expect(message.body).not.toMatch(/[{}]/);
      });
      expect(new Set(long.map((message) => message.body)).size).toBeGreaterThan(20);
      // The activity time is the newest message's (or the opening), every message after the opening and before now.
      const stray = await count(
        db,
        sql`select count(*) as n from conversations c where ${scale} and (c.last_message_at <> coalesce(
            (select max(m.created_at) from conversation_messages m where m.conversation_id = c.id), c.created_at)
          or exists (select 1 from conversation_messages m where m.conversation_id = c.id
            and (m.created_at <= c.created_at or m.created_at >= ${NOW.toISOString()}::timestamptz or m.body = '')))`,
      );
      expect(stray).toBe(0);
    });

    it('leaves read marks where the app would, with unread messages to count and no mail due', async () => {
      const db = testDb.db;
      const marks = await rows<{ role: string; unread: number; long: boolean; behind: boolean; due: boolean }>(
        db,
        sql`select p.role, (select count(*)::int from conversation_messages m where m.conversation_id = p.conversation_id
              and m.sender_id is distinct from p.user_id and m.created_at > coalesce(p.last_read_at, '-infinity')) as unread,
            (select count(*) from conversation_messages m where m.conversation_id = c.id) = 10000 as long,
            exists (select 1 from conversation_messages m where m.conversation_id = p.conversation_id
              and m.sender_id = p.user_id and m.created_at > coalesce(p.last_read_at, '-infinity')) as behind,
            exists (select 1 from conversation_messages m where m.conversation_id = p.conversation_id
              and m.sender_id is distinct from p.user_id and m.created_at > coalesce(p.last_read_at, '-infinity')
              and m.created_at > coalesce(p.last_mailed_at, '-infinity')
              and m.created_at <= ${NOW.toISOString()}::timestamptz - interval '10 minutes') as due
          from conversation_participants p join conversations c on c.id = p.conversation_id where ${scale}`,
      );
      expect(marks).toHaveLength(800);
      // Writing marks read: nobody's mark is before their own message; the mail sweep finds nobody to mail.
      expect(marks.filter((mark) => mark.behind || mark.due)).toEqual([]);
      const unread = marks.filter((mark) => mark.unread > 0 && !mark.long);
      expect(unread.length).toBeGreaterThan(800 * 0.15);
      expect(unread.length).toBeLessThan(800 * 0.6);
      expect(new Set(unread.map((mark) => mark.unread)).size).toBeGreaterThan(2);
      expect(marks.filter((mark) => mark.long).map((mark) => [mark.role, mark.unread])).toEqual(
        expect.arrayContaining([
          ['customer', 25],
          ['provider', 0],
        ]),
      );
    });
  });

  it('can run again on the same database', async () => {
    const again = await seedScale({
      db: testDb.db,
      kind: testDb.handle.kind,
      items: 10,
      orders: 20,
      now: NOW,
      log: () => {},
    });
    expect(again.added).toMatchObject({ serviceItems: 10, orders: 20, providers: 1, users: 2 });
    // One business: a conversation per paid order, up to 2 per listing.
    expect(again.conversations.conversations).toBeGreaterThan(10);
    expect(again.conversations.conversations).toBeLessThanOrEqual(20);
  }, 60_000);
});
