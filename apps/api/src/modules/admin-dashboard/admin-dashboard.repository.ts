import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';

// Every figure is an aggregate computed by PostgreSQL; the API only renames and converts fils to BHD.
// Sums over the large tables (a million payments, two million order lines) read the rollups
// monthly_revenue and service_item_sales, which triggers keep current (drizzle/0005).

async function rows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** count(*) and sum() come back as bigint (a string from node-postgres); these stay far below 2^53. */
type Numeric = number | string;

export interface DashboardRow {
  customers: Numeric;
  active_customers: Numeric;
  new_customers: Numeric;
  providers: Numeric;
  active_providers: Numeric;
  pending_providers: Numeric;
  rejected_providers: Numeric;
  inactive_providers: Numeric;
  listings: Numeric;
  service_listings: Numeric;
  item_listings: Numeric;
  available_listings: Numeric;
  orders: Numeric;
  pending_orders: Numeric;
  confirmed_orders: Numeric;
  in_progress_orders: Numeric;
  completed_orders: Numeric;
  cancelled_orders: Numeric;
  revenue_fils: Numeric;
  revenue_month_fils: Numeric;
  commission_fils: Numeric;
  commission_month_fils: Numeric;
  pending_payouts: Numeric;
  pending_payouts_fils: Numeric;
  new_inquiries: Numeric;
}

/**
 * One round trip, one row. `monthStart` is when the current Bahrain month began, `monthKey` its
 * key in monthly_revenue. Orders and money come from the rollups (a few dozen rows); users,
 * providers, listings, payouts and inquiries are counted directly (tens of thousands at most).
 */
export async function dashboardFigures(db: DbExecutor, monthStart: Date, monthKey: string): Promise<DashboardRow> {
  const since = sql`${monthStart.toISOString()}::timestamptz`;
  const [row] = await rows<DashboardRow>(
    db,
    sql`select c.*, p.*, l.*, o.*, m.*, po.*, i.*
      from (select count(*) as customers, count(*) filter (where is_active) as active_customers,
              count(*) filter (where created_at >= ${since}) as new_customers
            from users where role = 'customer' and is_deleted = false) c,
        (select count(*) as providers, count(*) filter (where acc_state = 'active') as active_providers,
              count(*) filter (where acc_state = 'pending') as pending_providers,
              count(*) filter (where acc_state = 'rejected') as rejected_providers,
              count(*) filter (where acc_state = 'inactive') as inactive_providers
            from providers) p,
        (select count(*) as listings, count(*) filter (where type = 'service') as service_listings,
              count(*) filter (where type = 'item') as item_listings,
              count(*) filter (where availability = 'available') as available_listings
            from service_items where availability <> 'discontinued') l,
        (select coalesce(sum(order_count), 0) as orders,
              coalesce(sum(order_count) filter (where status = 'Pending'), 0) as pending_orders,
              coalesce(sum(order_count) filter (where status = 'Confirmed'), 0) as confirmed_orders,
              coalesce(sum(order_count) filter (where status = 'InProgress'), 0) as in_progress_orders,
              coalesce(sum(order_count) filter (where status = 'Completed'), 0) as completed_orders,
              coalesce(sum(order_count) filter (where status = 'Cancelled'), 0) as cancelled_orders
            from order_status_counts) o,
        (select coalesce(sum(payments_fils - refunds_fils), 0) as revenue_fils,
              coalesce(sum(payments_fils - refunds_fils) filter (where month = ${monthKey}::date), 0) as revenue_month_fils,
              coalesce(sum(commission_fils), 0) as commission_fils,
              coalesce(sum(commission_fils) filter (where month = ${monthKey}::date), 0) as commission_month_fils
            from monthly_revenue) m,
        (select count(*) as pending_payouts, coalesce(sum(amount_fils), 0) as pending_payouts_fils
            from transactions where type = 'payout' and status = 'pending') po,
        (select count(*) as new_inquiries from inquiries where status = 'new') i`,
  );
  return row!;
}

export interface MostSoldRow {
  service_item_id: string;
  name: string;
  type: 'service' | 'item';
  provider_id: string;
  business_name: string;
  line_count: Numeric;
  quantity: Numeric;
  sales_fils: Numeric;
}

/**
 * The top `topN` listings by quantity sold, then lines, revenue, name. The quantity of the topN-th
 * listing is read from the top of the rollup's (quantity desc, line_count desc) index (NULLS LAST as
 * the index is declared, or the planner will not walk it; the columns are never null); only
 * listings selling at least that much are joined and sorted, ties included, never the whole table.
 */
export async function mostSoldItems(db: DbExecutor, topN: number): Promise<MostSoldRow[]> {
  return rows<MostSoldRow>(
    db,
    sql`select s.service_item_id, i.name, i.type, i.provider_id, p.business_name, s.line_count, s.quantity, s.sales_fils
      from service_item_sales s
      join service_items i on i.id = s.service_item_id
      join providers p on p.id = i.provider_id
      where s.quantity > 0 and s.quantity >= coalesce((select quantity from service_item_sales
          order by quantity desc nulls last, line_count desc nulls last offset ${topN - 1} limit 1), 0)
      order by s.quantity desc nulls last, s.line_count desc nulls last, s.sales_fils desc, i.name, i.id
      limit ${topN}`,
  );
}

export interface TopProviderRow {
  provider_id: string;
  business_name: string;
  primary_location: string;
  acc_state: 'active' | 'pending' | 'rejected' | 'inactive';
  image_url: string | null;
  average_rating: string | null;
  review_count: Numeric;
  line_count: Numeric;
  quantity: Numeric;
  sales_fils: Numeric;
}

/**
 * Providers of every account state ranked by sales revenue (then lines, name) or by average
 * rating (2 decimals, unrated last, then review count, name): sales from the per-listing rollup,
 * ratings from the provider's own review figures.
 */
export async function topProviders(db: DbExecutor, topN: number, by: 'revenue' | 'rating'): Promise<TopProviderRow[]> {
  const order =
    by === 'revenue'
      ? sql`sales_fils desc, line_count desc, average_rating desc nulls last, business_name, provider_id`
      : sql`average_rating desc nulls last, review_count desc, sales_fils desc, business_name, provider_id`;
  // The users join (for the image) runs for the topN rows only, not for every provider.
  return rows<TopProviderRow>(
    db,
    sql`select ranked.*, u.image_url from (
        select p.id as provider_id, p.user_id, p.business_name, p.primary_location, p.acc_state,
          p.rating_average as average_rating, p.review_count, coalesce(s.line_count, 0) as line_count,
          coalesce(s.quantity, 0) as quantity, coalesce(s.sales_fils, 0) as sales_fils
        from providers p
        left join (select provider_id, sum(line_count) as line_count, sum(quantity) as quantity,
              sum(sales_fils) as sales_fils
            from service_item_sales group by provider_id) s on s.provider_id = p.id
        order by ${order}
        limit ${topN}) ranked
      join users u on u.id = ranked.user_id
      order by ${order}`,
  );
}

export interface MonthRow {
  month: number;
  revenue_fils: Numeric;
  order_count: Numeric;
  commission_fils: Numeric;
  /** The whole year's figures, repeated on every row (a window over the twelve). */
  year_revenue_fils: Numeric;
  year_order_count: Numeric;
  year_commission_fils: Numeric;
}

/** Twelve rows, January first, zeros for months without completed money. */
export async function revenueByMonth(db: DbExecutor, year: number): Promise<MonthRow[]> {
  return rows<MonthRow>(
    db,
    sql`select *, sum(revenue_fils) over () as year_revenue_fils, sum(order_count) over () as year_order_count,
        sum(commission_fils) over () as year_commission_fils
      from (select g.month, coalesce(r.payments_fils - r.refunds_fils, 0) as revenue_fils,
          coalesce(r.payment_count, 0) as order_count, coalesce(r.commission_fils, 0) as commission_fils
        from generate_series(1, 12) as g(month)
        left join monthly_revenue r on r.month = make_date(${year}::int, g.month, 1)) m
      order by month`,
  );
}
