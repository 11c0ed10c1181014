import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

// A regression for a flaky CI failure of admin-dashboard-rollups.test.ts: a statement whose rows
// move a payment INTO a month and an equal refund OUT of it (here: bookings shifted 20 days back)
// nets to zero over all types together, and the trigger's "nothing changed" filter (migration
// 0005) dropped that month's change although its payment and refund figures both moved. Order
// totals take only a few values in the scale seed, so random rows hit it now and then.

type Month = { month: string; payments: number; paid: number; refunds: number; refunded: number };

describe('monthly revenue rollup, per type', () => {
  let testDb: TestDatabase;
  let customerId: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const inserted = await testDb.db.execute(sql`insert into users (email, password_hash, role)
      values ('rollup@example.bh', 'not-a-hash', 'customer') returning id`);
    customerId = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await testDb.db.execute(sql`truncate transactions cascade`);
  });

  const book = (reference: string, type: string, status: string, amount: number, at: string) =>
    testDb.db
      .execute(sql`insert into transactions (type, status, amount_fils, net_fils, customer_id, reference_number, created_at)
      values (${type}, ${status}, ${amount}, ${amount}, ${customerId}, ${reference}, ${at}::timestamptz)`);
  const months = async () =>
    (
      (await testDb.db.execute(sql`select month::text as month, payment_count::int as payments,
          payments_fils::int as paid, refund_count::int as refunds, refunds_fils::int as refunded
        from monthly_revenue where (payment_count, refund_count, earnings_fils) <> (0, 0, 0) order by month`)) as unknown as {
        rows: Month[];
      }
    ).rows;

  it('moves a payment in and an equal refund out of a month in one statement', async () => {
    // Bahrain months: the payment falls in November and moves to October (16th); the refund falls
    // in October and moves to September (15th).
    await book('PAY-1', 'payment', 'completed', 1980, '2026-11-05T10:00:00Z');
    await book('REF-1', 'refund', 'completed', 1980, '2026-10-05T10:00:00Z');
    await testDb.db.execute(sql`update transactions set created_at = created_at - interval '20 days'`);
    expect(await months()).toEqual([
      { month: '2026-09-01', payments: 0, paid: 0, refunds: 1, refunded: 1980 },
      { month: '2026-10-01', payments: 1, paid: 1980, refunds: 0, refunded: 0 },
    ]);
  });

  it('completes a payment and fails an equal refund of the same month in one statement', async () => {
    await book('PAY-2', 'payment', 'pending', 990, '2026-10-01T00:30:00Z');
    await book('REF-2', 'refund', 'completed', 990, '2026-10-31T20:00:00Z');
    await testDb.db.execute(
      sql`update transactions set status = case when type = 'payment' then 'completed' else 'failed' end`,
    );
    expect(await months()).toEqual([{ month: '2026-10-01', payments: 1, paid: 990, refunds: 0, refunded: 0 }]);
  });
});
