import { BAHRAIN_AREAS } from './people-data';
import { ORDER_PRICING, h, lit, textArray } from './scale-sql';
import { BAHRAIN_AREAS_AR } from './scale-vocabulary';
import { REVIEW_COMMENTS } from './text-data';

const AREAS = textArray(BAHRAIN_AREAS);
const AREAS_AR = textArray(BAHRAIN_AREAS_AR);
/** Listings that also have an Arabic name and description (issue 33); the others have none. */
export const ARABIC_LISTING_PERCENT = 60;
const pickFrom = (array: string, x: string, k: number) => `(${array})[1 + ${h(x, k, `array_length(${array}, 1)`)}]`;
const ts = (now: Date) => `${lit(now.toISOString())}::timestamptz`;

/**
 * Listings [from, to]: category round-robin, a provider of that category, 55% services. Names are
 * "qualifier service - area" or a product with one of its variants; descriptions a blurb plus the area.
 * 60% also have them in Arabic, drawn with the same numbers ("service qualifier - area").
 */
export function stageItems(from: number, to: number, providerCount: number, now: Date): string {
  // The providers of category c are numbered c, c + C, c + 2C, ... below providerCount (C categories).
  const providerN = `case when g % cc < ${providerCount} then g % cc + cc * ${h('g', 5, `(${providerCount} - 1 - g % cc) / cc + 1`)}
    else ${h('g', 5, providerCount)} end`;
  const names = (c: string) => `case when type = 'service' then ${c}.service_names else ${c}.product_names end`;
  // One draw (pick) chooses the name and its price range together, so prices fit the thing named.
  const price = (kind: 'service' | 'product') =>
    `c.${kind}_min[pick] + ${h('g', 4, `(c.${kind}_max[pick] - c.${kind}_min[pick]) / 500 + 1`)} * 500`;
  return `insert into seed_scale_items
    select g, gen_random_uuid(), p.id, c.id, type,
      case when type = 'service'
        then ${pickFrom('c.qualifiers', 'g', 1)} || ' ' || c.service_names[pick] || ' - ' || area
        else c.product_names[pick] end,
      ${pickFrom('c.blurbs', 'g', 3)} || ' Serving ' || area || ' and nearby areas.',
      case when type = 'service' then ${price('service')} else ${price('product')} end,
      case when type = 'item' then ${h('g', 6, 51)}::int end,
      case when ${h('g', 7, 100)} < 88 then 'available' when ${h('g', 7, 100)} < 95 then 'unavailable' else 'discontinued' end,
      area,
      ${ts(now)} - interval '735 days' - make_interval(mins => ${h('g', 8, 24 * 60 * 25)}::int),
      case when not arabic then ''
        when type = 'service' then c.service_names_ar[pick] || ' ' || ${pickFrom('c.qualifiers_ar', 'g', 1)} || ' - ' || area_ar
        else c.product_names_ar[pick] end,
      case when arabic then ${pickFrom('c.blurbs_ar', 'g', 3)} || ' نخدم ' || area_ar || ' والمناطق المجاورة.' else '' end
    from (select d.*, c0.id as category_id, ${providerN} as provider_n,
        1 + ${h('g', 2, `array_length(${names('c0')}, 1)`)}::int as pick
      from (select g, (select count(*) from seed_scale_categories)::int as cc, ${pickFrom(AREAS, 'g', 9)} as area,
          ${pickFrom(AREAS_AR, 'g', 9)} as area_ar, ${h('g', 10, 100)} < ${ARABIC_LISTING_PERCENT} as arabic,
          case when ${h('g', 0, 100)} < 55 then 'service' else 'item' end as type
        from generate_series(${from}, ${to}) g) d
      join seed_scale_categories c0 on c0.n = d.g % d.cc) t
    join seed_scale_categories c on c.id = t.category_id
    join seed_scale_providers p on p.n = t.provider_n`;
}

export function insertStagedItems(from: number, to: number): string {
  return `with ins as (
    insert into service_items (id, provider_id, category_id, type, name, description, price_fils, available_quantity,
      availability, location, created_at, modified_at, name_ar, description_ar)
    select id, provider_id, category_id, type, name, description, price_fils, available_quantity, availability, location,
      created_at, created_at, name_ar, description_ar
    from seed_scale_items where n between ${from} and ${to}
    returning 1) select count(*)::int as n from ins`;
}

/**
 * Orders [from, to] over the 24 months before `now`, skewed towards recent ones. Recent orders
 * are in every status; older ones are settled (Completed, or Cancelled, half of those unpaid).
 */
export function stageOrders(from: number, to: number, customerCount: number, now: Date): string {
  const status = `case when created_at > ${ts(now)} - interval '30 days'
      then case when bucket < 25 then 'Pending' when bucket < 45 then 'Confirmed' when bucket < 65 then 'InProgress'
        when bucket < 90 then 'Completed' else 'Cancelled' end
      else case when bucket < 86 then 'Completed' else 'Cancelled' end end`;
  return `insert into seed_scale_orders
    select g, gen_random_uuid(), c.id, lines, status, paid, payment_type, created_at,
      case when status = 'Pending' then created_at
        when not paid then created_at + interval '15 minutes'
        else created_at + least(interval '3 days', (${ts(now)} - created_at) / 2) end
    from (select *, not (status = 'Cancelled' and ${h('g', 5, 2)} = 0) as paid
      from (select *, ${status} as status
        from (select g, 1 + ${h('g', 1, 3)}::int as lines, ${h('g', 3, 100)} as bucket, ${h('g', 4, customerCount)} as customer_n,
            case when ${h('g', 6, 10)} < 6 then 'card' else 'benefit' end as payment_type,
            ${ts(now)} - make_interval(secs => 1200 + 63072000 * power(${h('g', 2, 1_000_000)}::float8 / 1e6, 1.5)) as created_at
          from generate_series(${from}, ${to}) g offset 0) drawn) statused) x
    join seed_scale_customers c on c.n = x.customer_n`;
}

const priced = (column: 'SubtotalFils' | 'VatFils' | 'TotalFils') =>
  `case lines ${ORDER_PRICING.map((pricing, index) => `when ${index + 1} then ${pricing[column]}`).join(' ')} end`;

export function insertStagedOrders(): string {
  return `with ins as (
    insert into orders (id, customer_id, status, subtotal_fils, vat_fils, total_price_fils, payment_type, is_payment_success,
      paid_at, reservation_expires_at, cancelled_at, created_at, modified_at)
    select id, customer_id, status, ${priced('SubtotalFils')}, ${priced('VatFils')}, ${priced('TotalFils')}, payment_type, paid,
      case when paid then created_at + interval '2 minutes' end,
      case when not paid then created_at + interval '15 minutes' end,
      case when status = 'Cancelled' then modified_at end,
      created_at, modified_at
    from seed_scale_orders
    returning 1) select count(*)::int as n from ins`;
}

/** 1-3 lines per order; their statuses always derive back to the order's (see deriveOrderStatus). */
export function stageLines(itemCount: number): string {
  return `insert into seed_scale_lines
    select gen_random_uuid(), o.id, o.g * 4 + l, ${h('o.g * 4 + l', 0, itemCount)},
      case when o.status = 'Completed' and o.lines > 1 and l = o.lines and ${h('o.g * 4 + l', 1, 10)} = 0 then 'Cancelled'
        when o.status = 'InProgress' and l > 1 then case when ${h('o.g * 4 + l', 1, 2)} = 0 then 'Completed' else 'Confirmed' end
        else o.status end
    from seed_scale_orders o cross join generate_series(1, 3) l where l <= o.lines`;
}

export function insertStagedLines(): string {
  return `with ins as (
    insert into order_items (id, order_id, service_item_id, provider_id, type, name, description, quantity, unit_price_fils,
      reference_price_fils, status, created_at, modified_at)
    select l.id, l.order_id, i.id, i.provider_id, i.type, i.name, i.description,
      case when i.type = 'item' then 1 + ${h('l.k', 2, 3)}::int else 1 end, ${ORDER_PRICING[0]?.UnitPriceFils ?? 900}, i.price_fils,
      l.status, o.created_at, o.modified_at
    from seed_scale_lines l join seed_scale_orders o on o.id = l.order_id join seed_scale_items i on i.n = l.item_n
    returning 1) select count(*)::int as n from ins`;
}

/** One payment per order (failed when unpaid) and a refund for each paid order later cancelled. */
export function insertPayments(tag: string): string {
  const reference = (prefix: string, at: string) =>
    `'${prefix}-' || to_char(${at}, 'YYYY') || '-${tag}-' || lpad(g::text, 7, '0')`;
  const number = `upper(left(id::text, 8))`;
  return `with ins as (
    insert into transactions (type, status, amount_fils, fee_fils, net_fils, commission_rate_bp, description, order_id,
      customer_id, reference_number, payment_method, created_at, modified_at)
    select 'payment', case when paid then 'completed' else 'failed' end, total, 0, total, 0, 'Payment for order #' || ${number},
      id, customer_id, ${reference('PAY', 'created_at')}, payment_type, created_at + interval '2 minutes', created_at + interval '2 minutes'
    from (select *, ${priced('TotalFils')} as total from seed_scale_orders) o
    union all
    select 'refund', 'completed', total, 0, total, 0, 'Refund for order #' || ${number}, id, customer_id,
      ${reference('REF', 'modified_at')}, payment_type, modified_at, modified_at
    from (select *, ${priced('TotalFils')} as total from seed_scale_orders) o where paid and status = 'Cancelled'
    returning 1) select count(*)::int as n from ins`;
}

/** The platform's commission on a line (10%, as COMMISSION_RATE_PERCENT's default), half up to the fils. */
const COMMISSION_BP = 1000;

/**
 * The provider's earning for each completed line (every staged order that is not cancelled is paid),
 * booked when the order last changed, net of the commission: what `recordEarning` books in the app.
 * The admin dashboard's commission and provider revenue figures read these rows.
 */
export function insertEarnings(tag: string): string {
  const unit = ORDER_PRICING[0]?.UnitPriceFils ?? 900;
  const fee = Math.round((unit * COMMISSION_BP) / 10_000);
  return `with ins as (
    insert into transactions (type, status, amount_fils, fee_fils, net_fils, commission_rate_bp, description, order_id,
      order_item_id, provider_id, reference_number, payment_method, created_at, modified_at)
    select 'earning', 'completed', ${unit}, ${fee}, ${unit - fee}, ${COMMISSION_BP},
      'Earning for ' || i.name || ' (order #' || upper(left(o.id::text, 8)) || ')', o.id, l.id, i.provider_id,
      'ERN-' || to_char(o.modified_at, 'YYYY') || '-${tag}-' || lpad(l.k::text, 8, '0'), o.payment_type, o.modified_at, o.modified_at
    from seed_scale_lines l join seed_scale_orders o on o.id = l.order_id join seed_scale_items i on i.n = l.item_n
    where l.status = 'Completed' and o.paid
    returning 1) select count(*)::int as n from ins`;
}

/**
 * A pending payout for each scale provider that earned in the last 14 days (of that fortnight's
 * net earnings), as providers ask for their balance: the dashboard's "pending payouts".
 */
export function insertPendingPayouts(tag: string, now: Date): string {
  return `with ins as (
    insert into transactions (type, status, amount_fils, fee_fils, net_fils, commission_rate_bp, description,
      provider_id, reference_number, payment_method, created_at, modified_at)
    select 'payout', 'pending', sum(t.net_fils), 0, sum(t.net_fils), 0, 'Payout to bank account', t.provider_id,
      'PO-' || to_char(${ts(now)}, 'YYYY') || '-${tag}-' || lpad(p.n::text, 7, '0'), 'bank-transfer', ${ts(now)}, ${ts(now)}
    from seed_scale_providers p join transactions t on t.provider_id = p.id
    where t.type = 'earning' and t.status = 'completed' and t.created_at > ${ts(now)} - interval '14 days'
    group by p.n, t.provider_id
    returning 1) select count(*)::int as n from ins`;
}

const POSITIVE = textArray([...REVIEW_COMMENTS[5], ...REVIEW_COMMENTS[4]].filter(Boolean));
const CRITICAL = textArray([...REVIEW_COMMENTS[3], ...REVIEW_COMMENTS[2], ...REVIEW_COMMENTS[1]]);

/** Reviews on about a third of completed lines, mostly 4 and 5 stars, after the order was completed. */
export function insertReviews(now: Date): string {
  const rating = `case when r < 55 then 5 when r < 83 then 4 when r < 92 then 3 when r < 96 then 2 else 1 end`;
  return `with ins as (
    insert into reviews (order_item_id, customer_id, provider_id, service_item_id, rating, comment, created_at, modified_at)
    select id, customer_id, provider_id, item_id, rating,
      case when rating >= 4 then ${pickFrom(POSITIVE, 'k', 5)} else ${pickFrom(CRITICAL, 'k', 5)} end, at, at
    from (select l.id, l.k, o.customer_id, i.provider_id, i.id as item_id, ${rating} as rating,
        o.modified_at + least(interval '2 days', (${ts(now)} - o.modified_at) / 2) as at
      from (select *, ${h('k', 4, 100)} as r from seed_scale_lines where status = 'Completed' and ${h('k', 3, 100)} < 35) l
      join seed_scale_orders o on o.id = l.order_id join seed_scale_items i on i.n = l.item_n) reviewed
    returning 1) select count(*)::int as n from ins`;
}
