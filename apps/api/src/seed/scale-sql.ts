import { computeOrderPricing } from '@marketplace/contract';
import { BAHRAIN_AREAS, FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './people-data';
import {
  SCALE_BUSINESS_LEADS_AR,
  SCALE_BUSINESS_PREFIXES,
  SCALE_BUSINESS_PREFIXES_AR,
  SCALE_BUSINESS_SUFFIXES,
  SCALE_CATEGORIES,
} from './scale-vocabulary';

// SQL text for the scale seed. Every value spliced in is a constant of this module or a number
// computed by it (never user input), quoted by `lit`, so plain text is safe and keeps one
// statement per 100,000 rows cheap to send.

export const lit = (value: string): string => `'${value.replaceAll("'", "''")}'`;
export const textArray = (values: readonly string[]): string => `ARRAY[${values.map(lit).join(', ')}]::text[]`;
const intArray = (values: readonly number[]): string =>
  `ARRAY[${values.map((value) => Math.trunc(value)).join(', ')}]::int[]`;

/**
 * A pseudo-random integer in [0, m) for row key `x` and stream `k` (0-15). hashint8 is built in,
 * mixes well and is deterministic, so each column draws independently without random()'s state.
 */
export const h = (x: string, k: number, m: number | string): string =>
  `((hashint8((${x})::bigint * 16 + ${k})::bigint + 2147483648) % (${m}))`;

/** One element of a SQL array chosen by a hash of `x`. */
const pick = (array: string, x: string, k: number) => `(${array})[1 + ${h(x, k, `array_length(${array}, 1)`)}]`;

const AREAS = textArray(BAHRAIN_AREAS);
const FIRST_NAMES = textArray([...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES]);
const LAST_NAMES = textArray(FAMILY_NAMES);

export const STAGE_TABLES = [
  `create temp table seed_scale_categories (n int primary key, id uuid not null, trade text not null, qualifiers text[] not null,
    service_names text[] not null, service_min int[] not null, service_max int[] not null, product_names text[] not null,
    product_min int[] not null, product_max int[] not null, blurbs text[] not null, trade_ar text not null,
    qualifiers_ar text[] not null, service_names_ar text[] not null, product_names_ar text[] not null,
    blurbs_ar text[] not null) on commit drop`,
  'create temp table seed_scale_providers (n int primary key, id uuid not null, user_id uuid not null, category_n int not null) on commit drop',
  `create temp table seed_scale_items (n int primary key, id uuid not null, provider_id uuid not null, category_id uuid not null,
    type text not null, name text not null, description text not null, price_fils int not null, available_quantity int,
    availability text not null, location text not null, created_at timestamptz not null, name_ar text not null,
    description_ar text not null) on commit drop`,
  'create temp table seed_scale_customers (n int primary key, id uuid not null) on commit drop',
  `create temp table seed_scale_orders (g bigint primary key, id uuid not null, customer_id uuid not null, lines int not null,
    status text not null, paid boolean not null, payment_type text not null, created_at timestamptz not null,
    modified_at timestamptz not null) on commit drop`,
  `create temp table seed_scale_lines (id uuid primary key, order_id uuid not null, k bigint not null, item_n int not null,
    status text not null) on commit drop`,
];

/**
 * Creates the scale categories that do not exist yet (by case-insensitive name), with their Arabic
 * name unless another category has it, and stages all of them. Existing categories stay as they are.
 */
export function categoryStatements(): string[] {
  return SCALE_CATEGORIES.flatMap((category, n) => [
    `insert into categories (name, description, name_ar, description_ar)
      select ${lit(category.name)}, ${lit(category.description)},
        case when exists (select 1 from categories where name_ar = ${lit(category.arabic.name)}) then ''
          else ${lit(category.arabic.name)} end, ${lit(category.arabic.description)}
      on conflict ((lower(name))) do nothing`,
    `insert into seed_scale_categories select ${n}, id, ${lit(category.trade)}, ${textArray(category.qualifiers)},
      ${textArray(category.services.map((s) => s.name))}, ${intArray(category.services.map((s) => s.minFils))},
      ${intArray(category.services.map((s) => s.maxFils))}, ${textArray(category.products.map((p) => p.name))},
      ${intArray(category.products.map((p) => p.minFils))}, ${intArray(category.products.map((p) => p.maxFils))},
      ${textArray(category.blurbs)}, ${lit(category.arabic.trade)}, ${textArray(category.arabic.qualifiers)},
      ${textArray(category.arabic.services)}, ${textArray(category.arabic.products)}, ${textArray(category.arabic.blurbs)}
      from categories where lower(name) = lower(${lit(category.name)})`,
  ]);
}

export interface UserBatch {
  from: number;
  to: number;
  role: 'provider' | 'customer';
  tag: string;
  passwordHash: string;
  now: Date;
}

/** Users for staged providers or customers numbered [from, to]: Bahraini names, +973 numbers, addresses. */
export function insertUsers({ from, to, role, tag, passwordHash, now }: UserBatch): string {
  const stage = role === 'provider' ? 'seed_scale_providers' : 'seed_scale_customers';
  const idColumn = role === 'provider' ? 's.user_id' : 's.id';
  return `with ins as (
    insert into users (id, email, password_hash, role, first_name, last_name, phone_number, address, is_active,
      email_confirmed, created_at, updated_at)
    select ${idColumn}, 'scale-${tag}-${role}-' || s.n || '@scale.marketplace.test', ${lit(passwordHash)}, '${role}',
      ${pick(FIRST_NAMES, 's.n', 1)}, ${pick(LAST_NAMES, 's.n', 2)},
      '+9733' || lpad(${h('s.n', 3, 10_000_000)}::text, 7, '0'),
      'Building ' || (1 + ${h('s.n', 4, 2999)}) || ', Road ' || (1 + ${h('s.n', 5, 4999)}) || ', Block ' ||
        (101 + ${h('s.n', 6, 899)}) || ', ' || ${pick(AREAS, 's.n', 7)},
      true, true, ts, ts
    from ${stage} s cross join lateral (select ${lit(now.toISOString())}::timestamptz - interval '760 days'
      - make_interval(days => ${h('s.n', 8, 100)}::int) as ts) t
    where s.n between ${from} and ${to}
    returning 1) select count(*)::int as n from ins`;
}

export function stageProviders(count: number): string {
  return `insert into seed_scale_providers select g, gen_random_uuid(), gen_random_uuid(), g % (select count(*) from seed_scale_categories)
    from generate_series(0, ${count - 1}) g`;
}

/**
 * Active, approved businesses named like "Pearl Cooling Services" ("خدمات اللؤلؤة للتبريد": the
 * Arabic lists are the English ones in the same order and length, so the same draws pick both).
 */
export function insertProviders(): string {
  const name = `${pick(textArray(SCALE_BUSINESS_PREFIXES), 'p.n', 9)} || ' ' || c.trade || ' ' || ${pick(textArray(SCALE_BUSINESS_SUFFIXES), 'p.n', 10)}`;
  const nameAr = `${pick(textArray(SCALE_BUSINESS_LEADS_AR), 'p.n', 10)} || ' ' || ${pick(textArray(SCALE_BUSINESS_PREFIXES_AR), 'p.n', 9)} || ' ' || c.trade_ar`;
  return `with ins as (
    insert into providers (id, user_id, business_name, primary_location, acc_state, business_description, contact_name,
      business_address, is_completed, profile_submitted, business_category_id, created_at, modified_at,
      business_name_ar, business_description_ar)
    select p.id, p.user_id, ${name}, split_part(u.address, ', ', 4), 'active', c.blurbs[1], u.first_name || ' ' || u.last_name,
      u.address, true, true, c.id, u.created_at, u.created_at, ${nameAr}, c.blurbs_ar[1]
    from seed_scale_providers p join users u on u.id = p.user_id join seed_scale_categories c on c.n = p.category_n
    returning 1) select count(*)::int as n from ins`;
}

export function stageCustomers(from: number, to: number): string {
  return `insert into seed_scale_customers select g, gen_random_uuid() from generate_series(${from}, ${to}) g`;
}

export const ORDER_PRICING = [1, 2, 3].map((lines) => computeOrderPricing(lines));
