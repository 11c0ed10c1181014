import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filsToBhd, ProviderTransactionListSchema, TransactionListSchema } from '@marketplace/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, transactions } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo-seed';
import { LocalMediaStore } from '../../lib/media/media-store';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userWithToken } from '../service-items/testing';
import { send } from './testing';

type Row = typeof transactions.$inferSelect;
const sum = (rows: Row[], pick: (row: Row) => number = (row) => row.amountFils) =>
  rows.reduce((total, row) => total + pick(row), 0);
const where = (rows: Row[], type: string, status: string) =>
  rows.filter((row) => row.type === type && row.status === status);

// The demo seed writes money rows of every type; the reads must present each of them, and their
// sums must agree with the rows counted one by one.
describe('transactions of the demo data', () => {
  let t: TestApp;
  let mediaDir: string;
  let rows: Row[];
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = await mkdtemp(join(tmpdir(), 'seeded-transactions-'));
    await seedDemo({ db: t.app.db, media: new LocalMediaStore(mediaDir), now: new Date('2026-03-15T09:00:00Z') });
    rows = await t.app.db.select().from(transactions);
    admin = (await userWithToken(t.app, 'admin')).headers;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('lists and sums every customer’s payments and refunds', async () => {
    const customers = [...new Set(rows.flatMap((row) => (row.customerId ? [row.customerId] : [])))];
    expect(customers.length).toBeGreaterThan(0);
    for (const customerId of customers) {
      const own = rows.filter((row) => row.customerId === customerId);
      const list = (await send(t.app, 'GET', `/api/Transaction?customerId=${customerId}&pageSize=100`, admin)).json();
      expect(Value.Check(TransactionListSchema, list)).toBe(true);
      expect(list.Items).toHaveLength(Math.min(own.length, 100));
      for (const item of list.Items) {
        expect(['Credit Card', 'BenefitPay']).toContain(item.PaymentMethod);
        expect(item.ServiceName).not.toBe('');
        expect(item.ProviderName).not.toBe('');
      }
      const summary = (await send(t.app, 'GET', `/api/Transaction/customer/${customerId}/summary`, admin)).json();
      const net = sum(where(own, 'payment', 'completed')) - sum(where(own, 'refund', 'completed'));
      expect(summary).toMatchObject({
        totalAmount: filsToBhd(Math.max(0, net)),
        totalTransactions: own.length,
        pendingAmount: filsToBhd(sum(own.filter((row) => row.status === 'pending'))),
      });
    }
  });

  it('lists every provider’s earnings and payouts and keeps their balance at or above zero', async () => {
    const all = await t.app.db.select().from(providers);
    for (const provider of all) {
      const own = rows.filter((row) => row.providerId === provider.id);
      const url = `/api/Transaction/provider/${provider.id}?pageSize=100`;
      const list = (await send(t.app, 'GET', url, admin)).json();
      expect(Value.Check(ProviderTransactionListSchema, list)).toBe(true);
      expect(list.Items).toHaveLength(Math.min(own.length, 100));
      const balance = (await send(t.app, 'GET', `/api/Payout/provider/${provider.id}/balance`, admin)).json();
      const earned = sum(where(own, 'earning', 'completed'), (row) => row.netFils);
      const paid = sum(where(own, 'payout', 'completed'));
      const pending = sum(where(own, 'payout', 'pending'));
      expect(earned - paid - pending).toBeGreaterThanOrEqual(0);
      expect(balance).toEqual({
        ProviderId: provider.id,
        TotalEarned: filsToBhd(earned),
        PaidOut: filsToBhd(paid),
        PendingPayouts: filsToBhd(pending),
        AvailableBalance: filsToBhd(earned - paid - pending),
      });
    }
  });
});
