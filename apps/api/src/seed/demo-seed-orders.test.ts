import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, computeOrderPricing } from '@marketplace/contract';
import { deriveOrderStatus } from '../modules/orders';
import { asc, eq, sql } from 'drizzle-orm';
import { conversationMessages, conversations, taxDocuments, users } from '../db/schema/index';
import { NOW, seededFixture, type SeededFixture } from './testing';
import { DEMO_SELLER } from './tax-documents-seed';

/** 14 calendar months before NOW (2026-03-15). */
const FOURTEEN_MONTHS_AGO = new Date(Date.UTC(2025, 0, 15, 9));

describe('demo seed: orders and money', () => {
  let fixture: SeededFixture;
  let data: SeededFixture['data'];

  beforeAll(async () => {
    fixture = await seededFixture();
    ({ data } = fixture);
  }, 120_000);

  afterAll(async () => {
    await fixture?.close();
  });

  it('places 80 orders in the 14 months before now, each priced by the rule for its line count', () => {
    expect(data.orders).toHaveLength(80);
    for (const order of data.orders) {
      expect(order.createdAt.getTime()).toBeGreaterThan(FOURTEEN_MONTHS_AGO.getTime());
      expect(order.createdAt.getTime()).toBeLessThan(NOW.getTime());
      const lines = data.orderItems.filter((line) => line.orderId === order.id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
      const pricing = computeOrderPricing(lines.length);
      expect([order.subtotalFils, order.vatFils, order.totalPriceFils]).toEqual([
        pricing.SubtotalFils,
        pricing.VatFils,
        pricing.TotalFils,
      ]);
      expect(['card', 'benefit']).toContain(order.paymentType);
      expect(order.isPaymentSuccess).toBe(order.paidAt !== null);
      expect(order.cancelledAt !== null).toBe(order.status === 'Cancelled');
      for (const line of lines) {
        expect(line.unitPriceFils).toBe(900);
        expect(line.quantity).toBeLessThanOrEqual(line.type === 'service' ? 1 : 3);
        expect(line.photos.length).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives the demo provider order lines in every booking status and the demo customer orders in every status', () => {
    const providerUser = data.users.find((user) => user.email === 'provider@marketplace.test');
    const provider = data.providers.find((candidate) => candidate.userId === providerUser?.id);
    const lines = data.orderItems.filter((line) => line.providerId === provider?.id);
    expect(new Set(lines.map((line) => line.status))).toEqual(new Set(BOOKING_STATUSES));
    const customer = data.users.find((user) => user.email === 'customer@marketplace.test');
    const orders = data.orders.filter((order) => order.customerId === customer?.id);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('derives every order status from its items and covers every booking status', () => {
    for (const order of data.orders) {
      const statuses = data.orderItems.filter((line) => line.orderId === order.id).map((line) => line.status);
      expect(order.status).toBe(deriveOrderStatus(statuses));
    }
    expect(new Set(data.orders.map((order) => order.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(data.orderItems.map((line) => line.status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('keeps a status history that replays to each item status and each order status', () => {
    const byTime = [...data.history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const line of data.orderItems) {
      const rows = byTime.filter((entry) => entry.orderItemId === line.id);
      // Placed as the API places it: the item's first row is its creation.
      expect(rows[0]).toMatchObject({ fromStatus: null, toStatus: 'Pending' });
      let status = 'Pending';
      for (const row of rows.slice(1)) {
        expect(row.fromStatus).toBe(status);
        status = row.toStatus;
      }
      expect(status).toBe(line.status);
    }
    for (const order of data.orders) {
      const rows = byTime.filter((entry) => entry.orderId === order.id && entry.orderItemId === null);
      expect(rows[0]).toMatchObject({ fromStatus: null, toStatus: 'Pending' });
      expect(rows.at(-1)?.toStatus).toBe(order.status);
    }
  });

  it('records payments, refunds, earnings and payouts consistent with the orders', () => {
    const tx = data.transactions;
    for (const order of data.orders.filter((candidate) => candidate.isPaymentSuccess)) {
      const payments = tx.filter(
        (row) => row.orderId === order.id && row.type === 'payment' && row.status === 'completed',
      );
      expect(payments).toHaveLength(1);
      expect(payments[0]?.amountFils).toBe(order.totalPriceFils);
    }
    expect(tx.some((row) => row.type === 'payment' && row.status === 'failed')).toBe(true);
    expect(new Set(tx.map((row) => row.referenceNumber)).size).toBe(tx.length);
    expect(tx.find((row) => row.type === 'payment')?.referenceNumber).toMatch(/^PAY-\d{4}-\d{6}$/);
    for (const row of tx.filter((candidate) => candidate.type === 'refund')) expect(row.customerId).not.toBeNull();
    const earnings = tx.filter((row) => row.type === 'earning');
    const completedPaid = data.orderItems.filter((line) => line.status === 'Completed');
    expect(earnings).toHaveLength(completedPaid.length);
    for (const row of earnings)
      expect(row).toMatchObject({ amountFils: 900, feeFils: 90, netFils: 810, commissionRateBp: 1000 });
    const payouts = tx.filter((row) => row.type === 'payout');
    expect(new Set(payouts.map((row) => row.status))).toEqual(new Set(['pending', 'completed']));
    for (const row of payouts) expect(row.providerId).not.toBeNull();
  });

  it('reviews only completed items, at most once each, by the customer who ordered them', () => {
    expect(data.reviews.length).toBeGreaterThan(0);
    const orderById = new Map(data.orders.map((order) => [order.id, order]));
    const lineById = new Map(data.orderItems.map((line) => [line.id, line]));
    expect(new Set(data.reviews.map((review) => review.orderItemId)).size).toBe(data.reviews.length);
    for (const review of data.reviews) {
      const line = lineById.get(review.orderItemId);
      expect(line?.status).toBe('Completed');
      expect(review.customerId).toBe(orderById.get(line?.orderId ?? '')?.customerId);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });

  it('records every demo payment at the sandbox gateway, so a demo order refunds like a real one', () => {
    expect(data.paymentCharges).toHaveLength(data.orders.length);
    for (const order of data.orders) {
      const charges = data.paymentCharges.filter((charge) => charge.orderId === order.id);
      expect(charges).toHaveLength(1);
      const charge = charges[0]!;
      expect(charge).toMatchObject({
        amountFils: order.totalPriceFils,
        status: order.isPaymentSuccess ? 'captured' : 'declined',
      });
      const sandbox = data.sandboxCharges.find((row) => row.id === charge.chargeId);
      const refunded = data.transactions
        .filter((row) => row.type === 'refund' && row.status === 'completed' && row.orderId === order.id)
        .reduce((sum, row) => sum + row.amountFils, 0);
      expect(sandbox).toMatchObject({
        status: order.isPaymentSuccess ? 'CAPTURED' : 'DECLINED',
        refundedFils: refunded,
      });
      const payments = data.transactions.filter((row) => row.type === 'payment' && row.orderId === order.id);
      expect(payments.every((row) => row.gateway === 'sandbox' && row.gatewayChargeId === charge.chargeId)).toBe(true);
    }
  });

  it("issues the history's tax documents: an invoice per paid order, a credit note per refund, in order", async () => {
    const documents = await fixture.testDb.db.select().from(taxDocuments).orderBy(asc(taxDocuments.issuedAt));
    const invoices = documents.filter((row) => row.kind === 'tax-invoice');
    const notes = documents.filter((row) => row.kind === 'credit-note');
    const paid = data.orders.filter((order) => order.isPaymentSuccess);
    expect(invoices.map((row) => row.orderId).sort()).toEqual(paid.map((order) => order.id).sort());
    expect(notes).toHaveLength(data.transactions.filter((row) => row.type === 'refund').length);
    // Each series numbered 1, 2, 3... in the order the documents were issued.
    for (const series of [invoices, notes]) {
      expect(series.map((row) => row.sequenceNumber)).toEqual(series.map((_, index) => index + 1));
    }
    for (const invoice of invoices) {
      const order = paid.find((row) => row.id === invoice.orderId)!;
      expect([invoice.taxableFils, invoice.vatFils, invoice.totalFils]).toEqual([
        order.subtotalFils,
        order.vatFils,
        order.totalPriceFils,
      ]);
      expect(invoice.seller).toMatchObject({ name: DEMO_SELLER.legalName, vatNumber: DEMO_SELLER.vatNumber });
    }
    for (const note of notes) expect(invoices.some((invoice) => invoice.id === note.originalId)).toBe(true);
  });

  it('opens the conversations of every order paid before any cancellation, one per business in it', async () => {
    const opened = await fixture.testDb.db.select().from(conversations);
    const expected = data.orders
      .filter((order) => order.isPaymentSuccess && (!order.cancelledAt || order.cancelledAt > order.paidAt!))
      .flatMap((order) =>
        [...new Set(data.orderItems.filter((line) => line.orderId === order.id).map((line) => line.providerId))].map(
          (providerId) => `${order.id} ${providerId}`,
        ),
      );
    expect(expected.length).toBeGreaterThan(10);
    expect(opened.map((row) => `${row.orderId} ${row.providerId}`).sort()).toEqual(expected.sort());
  });

  it('gives the newest conversations an exchange, the demo customer an unread answer', async () => {
    const db = fixture.testDb.db;
    const messages = await db.select().from(conversationMessages);
    expect(new Set(messages.map((message) => message.conversationId)).size).toBe(24);
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@marketplace.test'));
    const unread = await db.execute(sql`
      select count(*)::int as n from conversation_participants p
      join conversation_messages m on m.conversation_id = p.conversation_id
        and m.created_at > coalesce(p.last_read_at, '-infinity') and m.sender_id is distinct from p.user_id
      where p.user_id = ${customer!.id}`);
    expect((unread as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // A message never comes before its conversation's activity time, nor after now.
    const [late] = await db
      .execute(
        sql`
      select count(*)::int as n from conversation_messages m join conversations c on c.id = m.conversation_id
      where m.created_at > c.last_message_at or m.created_at > now()`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(late!.n).toBe(0);
  });
});
