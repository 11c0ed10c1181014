import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  BOOKING_STATUSES,
  INQUIRY_STATUSES,
  LISTING_TYPES,
  PROVIDER_ACCOUNT_STATES,
  computeOrderPricing,
  type BookingStatus,
} from '@marketplace/contract';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { LocalMediaStore } from '../../lib/media/media-store';
import { verifyPassword } from '../../lib/password';
import { deriveOrderStatus } from '../../modules/orders/order-status';
import type { Database } from '../database';
import * as s from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DatabaseNotEmptyError, seedDemo, seedDemoIfEmpty } from './demo-seed';
import type { SeedSummary } from './seed-types';

const NOW = new Date('2026-03-15T09:00:00.000Z');
const FOURTEEN_MONTHS_AGO = new Date(Date.UTC(2025, 0, 15, 9));

async function load(db: Database) {
  const [users, categories, providers, items, photos, media, orders, orderItems, history, transactions, reviews, inquiries, carts, cartItems] =
    await Promise.all([
      db.select().from(s.users),
      db.select().from(s.categories),
      db.select().from(s.providers),
      db.select().from(s.serviceItems),
      db.select().from(s.serviceItemPhotos),
      db.select().from(s.media),
      db.select().from(s.orders),
      db.select().from(s.orderItems),
      db.select().from(s.orderStatusHistory),
      db.select().from(s.transactions),
      db.select().from(s.reviews),
      db.select().from(s.inquiries),
      db.select().from(s.carts),
      db.select().from(s.cartItems),
    ]);
  return { users, categories, providers, items, photos, media, orders, orderItems, history, transactions, reviews, inquiries, carts, cartItems };
}

describe('demo seed', () => {
  let testDb: TestDatabase;
  let mediaDir: string;
  let summary: SeedSummary;
  let data: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'demo-seed-media-'));
    summary = await seedDemo({ db: testDb.db, media: new LocalMediaStore(mediaDir), now: NOW });
    data = await load(testDb.db);
  }, 120_000);

  afterAll(async () => {
    await testDb?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('reports the rows it wrote', () => {
    expect(summary.users).toBe(data.users.length);
    expect(summary.serviceItems).toBe(120);
    expect(summary.orders).toBe(80);
    expect(summary.orderItems).toBe(data.orderItems.length);
    expect(summary.transactions).toBe(data.transactions.length);
  });

  it('has at least 8 categories, exactly one disabled and holding a couple of listings', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    const disabled = data.categories.filter((category) => !category.isEnable);
    expect(disabled).toHaveLength(1);
    const inDisabled = data.items.filter((item) => item.categoryId === disabled[0]?.id);
    expect(inDisabled.length).toBeGreaterThanOrEqual(2);
    for (const category of data.categories) expect(category.description.length).toBeGreaterThan(20);
  });

  it('has 12 providers covering every account state, the demo ones among them', () => {
    expect(data.providers).toHaveLength(12);
    expect(new Set(data.providers.map((provider) => provider.accState))).toEqual(new Set(PROVIDER_ACCOUNT_STATES));
    const userById = new Map(data.users.map((user) => [user.id, user]));
    const stateOf = (email: string) => data.providers.find((provider) => userById.get(provider.userId)?.email === email)?.accState;
    expect(stateOf('provider@marketplace.test')).toBe('active');
    expect(stateOf('pending.provider@marketplace.test')).toBe('pending');
  });

  it('has 120 listings of both types and every availability; services carry no stock', () => {
    expect(data.items).toHaveLength(120);
    expect(new Set(data.items.map((item) => item.type))).toEqual(new Set(LISTING_TYPES));
    expect(new Set(data.items.map((item) => item.availability))).toEqual(new Set(AVAILABILITIES));
    for (const item of data.items) {
      if (item.type === 'service') expect(item.availableQuantity).toBeNull();
      else expect(item.availableQuantity).toBeGreaterThanOrEqual(0);
      expect(item.priceFils).toBeGreaterThanOrEqual(5_000);
      expect(item.priceFils).toBeLessThanOrEqual(450_000);
    }
    const names = data.items.map((item) => item.name);
    expect(names).toContain('Emergency Plumbing Repair');
    expect(names).toContain('Split Air-Conditioning Unit 1.5 Ton');
  });

  it('gives every listing 1 to 3 photos whose files exist in the media store', () => {
    const mediaById = new Map(data.media.map((row) => [row.id, row]));
    for (const item of data.items) {
      const photos = data.photos.filter((photo) => photo.serviceItemId === item.id);
      expect(photos.length).toBeGreaterThanOrEqual(1);
      expect(photos.length).toBeLessThanOrEqual(3);
      for (const photo of photos) {
        const row = mediaById.get(photo.mediaId);
        expect(row?.relatedType).toBe('ServiceItem');
        expect(row?.relatedId).toBe(item.id);
        expect(row?.contentType).toBe('image/jpeg');
        expect(existsSync(join(mediaDir, row?.storageKey ?? 'missing'))).toBe(true);
      }
    }
  });

  it('has at least 25 customers with +973 numbers, some unverified and one soft-deleted', () => {
    const customers = data.users.filter((user) => user.role === 'customer');
    expect(customers.length).toBeGreaterThanOrEqual(25);
    for (const customer of customers) expect(customer.phoneNumber).toMatch(/^\+973\d{8}$/);
    expect(customers.filter((customer) => !customer.isActive).length).toBeGreaterThanOrEqual(2);
    expect(customers.filter((customer) => customer.isDeleted)).toHaveLength(1);
  });

  it('creates the demo accounts with their roles and states, all sharing the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((candidate) => candidate.email === account.email);
      expect(user, account.email).toMatchObject({ role: account.role, isActive: account.isActive, emailConfirmed: account.emailConfirmed, isDeleted: false });
    }
    const hashes = new Set(data.users.map((user) => user.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword([...hashes][0] ?? '', DEMO_PASSWORD)).toBe(true);
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
      expect([order.subtotalFils, order.vatFils, order.totalPriceFils]).toEqual([pricing.SubtotalFils, pricing.VatFils, pricing.TotalFils]);
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

  it('derives every order status from its items and covers every booking status', () => {
    for (const order of data.orders) {
      const statuses = data.orderItems.filter((line) => line.orderId === order.id).map((line) => line.status as BookingStatus);
      expect(order.status).toBe(deriveOrderStatus(statuses));
    }
    expect(new Set(data.orders.map((order) => order.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(data.orderItems.map((line) => line.status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it('keeps a status history that replays to each item status and each order status', () => {
    const byTime = [...data.history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const line of data.orderItems) {
      let status = 'Pending';
      for (const row of byTime.filter((entry) => entry.orderItemId === line.id)) {
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
      const payments = tx.filter((row) => row.orderId === order.id && row.type === 'payment' && row.status === 'completed');
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
    for (const row of earnings) expect(row).toMatchObject({ amountFils: 900, feeFils: 90, netFils: 810, commissionRateBp: 1000 });
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

  it('has inquiries in every status and a cart for the demo customer with a service and an in-stock item', () => {
    expect(data.inquiries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.inquiries.map((inquiry) => inquiry.status))).toEqual(new Set(INQUIRY_STATUSES));
    const customer = data.users.find((user) => user.email === 'customer@marketplace.test');
    const cart = data.carts.find((candidate) => candidate.customerId === customer?.id);
    const lines = data.cartItems.filter((line) => line.cartId === cart?.id);
    const listings = lines.map((line) => ({ line, item: data.items.find((item) => item.id === line.serviceItemId) }));
    expect(listings.map(({ item }) => item?.type).sort()).toEqual(['item', 'service']);
    for (const { line, item } of listings) expect(line.quantity).toBeLessThanOrEqual(item?.availableQuantity ?? 1);
  });

  it('leaves a seeded database alone', async () => {
    const media = new LocalMediaStore(mediaDir);
    expect(await seedDemoIfEmpty({ db: testDb.db, media, now: NOW })).toBeNull();
    await expect(seedDemo({ db: testDb.db, media, now: NOW })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    const after = await load(testDb.db);
    expect(after.users).toHaveLength(data.users.length);
    expect(after.media).toHaveLength(data.media.length);
  }, 60_000);

  it('gives the same data for the same now', async () => {
    const other = await createTestDatabase();
    const otherDir = await mkdtemp(join(tmpdir(), 'demo-seed-media-'));
    try {
      await seedDemo({ db: other.db, media: new LocalMediaStore(otherDir), now: NOW });
      expect(fingerprint(await load(other.db))).toEqual(fingerprint(data));
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Everything but password hashes (argon2 salts them randomly) and media sizes. */
function fingerprint(data: Awaited<ReturnType<typeof load>>) {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    users: byId(data.users).map(({ passwordHash: _hash, ...rest }) => rest),
    items: byId(data.items),
    orders: byId(data.orders),
    orderItems: byId(data.orderItems),
    history: byId(data.history),
    transactions: byId(data.transactions),
    reviews: byId(data.reviews),
    inquiries: byId(data.inquiries),
  };
}
