import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { seedScale } from '../../seed/scale-seed';
import { migrationsDir } from '../../config/paths';

// The rollups kept by triggers (drizzle/0005, and the review figures of drizzle/0012) must always
// equal the aggregates they stand for.
// Each check recomputes them from the source tables and lists the rows that differ.

const MONEY_DRIFT = sql`with fresh as (
    select bahrain_month(created_at) as month,
      count(*) filter (where type = 'payment') as payment_count,
      coalesce(sum(amount_fils) filter (where type = 'payment'), 0) as payments_fils,
      count(*) filter (where type = 'refund') as refund_count,
      coalesce(sum(amount_fils) filter (where type = 'refund'), 0) as refunds_fils,
      coalesce(sum(amount_fils) filter (where type = 'earning'), 0) as earnings_fils,
      coalesce(sum(fee_fils) filter (where type = 'earning'), 0) as commission_fils
    from transactions where status = 'completed' and type in ('payment', 'refund', 'earning') group by 1)
  select coalesce(f.month, r.month)::text as key from fresh f full join monthly_revenue r on r.month = f.month
  where (coalesce(f.payment_count, 0), coalesce(f.payments_fils, 0), coalesce(f.refund_count, 0),
      coalesce(f.refunds_fils, 0), coalesce(f.earnings_fils, 0), coalesce(f.commission_fils, 0))
    is distinct from (coalesce(r.payment_count, 0)::bigint, coalesce(r.payments_fils, 0)::numeric,
      coalesce(r.refund_count, 0)::bigint, coalesce(r.refunds_fils, 0)::numeric, coalesce(r.earnings_fils, 0)::numeric,
      coalesce(r.commission_fils, 0)::numeric)`;

const SALES_DRIFT = sql`with lines as (
    select l.service_item_id, count(*) as line_count, sum(l.quantity) as quantity, sum(l.unit_price_fils) as sales_fils
    from order_items l join orders o on o.id = l.order_id and o.is_payment_success
    where l.status <> 'Cancelled' group by 1)
  select coalesce(s.service_item_id, l.service_item_id)::text as key
  from service_item_sales s full join lines l on l.service_item_id = s.service_item_id
  where (coalesce(l.line_count, 0), coalesce(l.quantity, 0), coalesce(l.sales_fils, 0))
    is distinct from (coalesce(s.line_count, 0)::bigint, coalesce(s.quantity, 0)::bigint, coalesce(s.sales_fils, 0)::numeric)`;

/** The review figures on listings and providers (drizzle/0012) against the reviews themselves. */
const reviewDrift = (table: 'service_items' | 'providers', key: 'service_item_id' | 'provider_id') =>
  sql`select '${sql.raw(table)} ' || t.id as key from ${sql.raw(table)} t
    left join (select ${sql.raw(key)} as id, count(*) as n, sum(rating) as total, round(avg(rating), 2) as average
      from reviews group by 1) r on r.id = t.id
    where (t.review_count, t.rating_total, t.rating_average)
      is distinct from (coalesce(r.n, 0)::int, coalesce(r.total, 0)::int, r.average)`;
const REVIEW_DRIFT = sql`${reviewDrift('service_items', 'service_item_id')} union all ${reviewDrift('providers', 'provider_id')}`;

const STATUS_DRIFT = sql`select coalesce(f.status, c.status) as key
  from (select status, count(*) as n from orders group by 1) f full join order_status_counts c on c.status = f.status
  where coalesce(f.n, 0) <> coalesce(c.order_count, 0)`;

describe('dashboard rollups', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The scale seed writes 100,000-row statements with triggers switched to replica mode.
    await seedScale({ db: testDb.db, kind: testDb.handle.kind, items: 100, orders: 600, log: () => {} });
  }, 120_000);
  afterAll(() => testDb?.close());

  const run = (query: SQL) => testDb.db.execute(query);
  const drift = async () => {
    const keys = async (query: SQL) =>
      ((await run(query)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    return {
      money: await keys(MONEY_DRIFT),
      sales: await keys(SALES_DRIFT),
      statuses: await keys(STATUS_DRIFT),
      reviews: await keys(REVIEW_DRIFT),
    };
  };
  const none = { money: [], sales: [], statuses: [], reviews: [] };

  it('match the source tables after a bulk load', async () => {
    const [row] = (
      (await run(sql`select count(*)::int as n from service_item_sales where line_count > 0`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBeGreaterThan(10);
    const rated = await run(sql`select count(*)::int as n from service_items where review_count > 0`);
    expect((rated as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(10);
    expect(await drift()).toEqual(none);
  });

  it('are filled in by migration 0012 for reviews written before it', async () => {
    // The migration's own backfill statements, read from the file, on figures wiped by hand.
    const migration = readFileSync(join(migrationsDir, '0012_listing_review_figures.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('UPDATE') && statement.includes('FROM reviews'));
    expect(backfill).toHaveLength(2);
    await run(sql`update service_items set rating_total = 0, review_count = 0`);
    await run(sql`update providers set rating_total = 0, review_count = 0`);
    expect((await drift()).reviews.length).toBeGreaterThan(10);
    for (const statement of backfill) await run(sql.raw(statement));
    expect(await drift()).toEqual(none);
  });

  it('follow updates and deletes of many rows at once', async () => {
    // Cancel a third of the lines, un-pay some orders, complete pending refunds, move bookings to
    // another month, change and delete reviews, change statuses: every trigger branch at least once.
    await run(sql`update order_items set status = 'Cancelled' where hashtext(id::text) % 3 = 0`);
    await run(sql`update orders set is_payment_success = not is_payment_success where hashtext(id::text) % 5 = 0`);
    await run(sql`update orders set status = 'Cancelled' where hashtext(id::text) % 7 = 0`);
    await run(
      sql`update transactions set created_at = created_at - interval '20 days' where hashtext(id::text) % 4 = 0`,
    );
    await run(sql`update transactions set status = 'failed' where type = 'payment' and hashtext(id::text) % 6 = 0`);
    await run(sql`update reviews set rating = 6 - rating where hashtext(id::text) % 2 = 0`);
    await run(sql`delete from reviews where hashtext(id::text) % 3 = 0`);
    // The app never deletes a refund; this deletes some to drive the rollups' delete branch. Their
    // credit notes go first, with the database's guard on documents off for that one statement.
    await testDb.db.transaction(async (tx) => {
      const halfOfRefunds = sql`select id from transactions where type = 'refund' and hashtext(id::text) % 2 = 0`;
      await tx.execute(sql`alter table tax_documents disable trigger tax_documents_no_update_or_delete`);
      await tx.execute(sql`delete from tax_documents where refund_transaction_id in (${halfOfRefunds})`);
      await tx.execute(sql`alter table tax_documents enable trigger tax_documents_no_update_or_delete`);
      await tx.execute(sql`delete from transactions where id in (${halfOfRefunds})`);
    });
    expect(await drift()).toEqual(none);
  });

  it('fold staged changes in at commit, and never those of a rolled-back transaction', async () => {
    const counts = async () =>
      (
        (await run(sql`select status, order_count::int as n from order_status_counts order by status`)) as unknown as {
          rows: { status: string; n: number }[];
        }
      ).rows;
    const before = await counts();
    await testDb.db
      .transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'Cancelled' where status = 'Completed'`);
        await tx.execute(sql`update transactions set status = 'failed' where type = 'payment'`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await counts()).toEqual(before);
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set status = 'Pending' where status = 'Confirmed'`);
      await tx.execute(sql`update orders set status = 'Confirmed' where status = 'InProgress'`);
      await tx.execute(
        sql`update transactions set created_at = created_at + interval '40 days' where type = 'earning'`,
      );
      await tx.execute(sql`delete from transactions where type = 'payment' and status = 'failed'`);
    });
    expect(await drift()).toEqual(none);
    const staged = await run(
      sql`select (select count(*) from order_status_count_changes) + (select count(*) from monthly_revenue_changes) as n`,
    );
    expect(Number((staged as unknown as { rows: { n: number | string }[] }).rows[0]!.n)).toBe(0);
  });

  it('are emptied with their tables', async () => {
    await run(sql`truncate reviews, transactions, order_items, orders cascade`);
    expect(await drift()).toEqual(none);
    const [row] = (
      (await run(
        sql`select ((select count(*) from service_item_sales where line_count <> 0)
          + (select count(*) from service_items where review_count <> 0 or rating_total <> 0)
          + (select count(*) from providers where review_count <> 0 or rating_total <> 0))::int as n`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBe(0);
  });
});
