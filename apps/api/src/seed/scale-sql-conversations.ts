import { h, lit, textArray } from './scale-sql';
import { CUSTOMER_LINES, DAYS, PROVIDER_LINES, TIMES, type SaidLine } from './scale-conversation-texts';

// The scale seed's conversations (issue 37), as the app opens them: one per paid order (not
// cancelled before its payment) and business in it, with the order's customer and the business's
// owner taking part, opened when the order was paid. Only the newest paid orders have one (the
// feature came late to a marketplace with two years of orders), up to the number asked for. Most
// have a few messages; the oldest of them is one long conversation (10,000 messages by default)
// for the benchmark of issue 37. Read marks are where the app would leave them: never before the
// reader's own last message (writing marks read), some a few messages behind, so unread counts
// have something to count; whoever has unread messages was already mailed about them, so the
// API's mail sweep has next to nothing to send on a fresh benchmark database.

/** Messages of the long conversation that close it from the business alone: its customer's unread. */
export const LONG_CONVERSATION_UNREAD = 25;
/** Row keys for hashes are n * KEY + k: conversation n, message k (below this). */
const KEY = 1_048_576;

export const CONVERSATION_STAGE_TABLES = [
  `create temp table seed_scale_conversations (n int primary key, id uuid not null, order_id uuid not null,
    provider_id uuid not null, customer_id uuid not null, owner_id uuid not null, opened_at timestamptz not null,
    messages int not null, long boolean not null, arabic boolean not null, gap_secs float8 not null) on commit drop`,
  `create temp table seed_scale_messages (n int not null, k int not null, id uuid not null, from_customer boolean not null,
    created_at timestamptz not null, body text not null, primary key (n, k)) on commit drop`,
];

const ts = (now: Date) => `${lit(now.toISOString())}::timestamptz`;
const lines = (said: readonly SaidLine[], language: 'en' | 'ar') => textArray(said.map((line) => line[language]));
/** The line in the conversation's language: both lists have the same length, so one draw picks either. */
const said = (list: readonly SaidLine[], x: string, k: number) => {
  const index = `1 + ${h(x, k, list.length)}`;
  return `case when arabic then (${lines(list, 'ar')})[${index}] else (${lines(list, 'en')})[${index}] end`;
};

/**
 * Stages the conversations of the newest paid orders of this run's customers: at most `limit`,
 * numbered from the newest (0), the oldest being the long one with `longMessages` messages. The
 * others get 0 (15%) or 1-6 messages, spaced minutes to hours apart and all before `now`.
 */
export function stageConversations(limit: number, longMessages: number, now: Date): string {
  const span = `extract(epoch from ${ts(now)} - opened_at)::float8`;
  return `insert into seed_scale_conversations
    select n, gen_random_uuid(), order_id, provider_id, customer_id, owner_id, opened_at, messages, long,
      ${h('n', 3, 100)} < 25,
      case when long then ${span} / (messages + 1)
        else least(180 + ${h('n', 2, 6 * 3600 - 180)}, ${span} / (messages + 1)) end
    from (select *, case when long then ${longMessages} when ${h('n', 0, 100)} < 15 then 0 else 1 + ${h('n', 1, 6)}::int end as messages
      from (select *, ${longMessages} > 0 and n = count(*) over () - 1 as long
        from (select (row_number() over (order by opened_at desc, order_id, provider_id) - 1)::int as n, *
          from (select distinct o.id as order_id, i.provider_id, o.customer_id, p.user_id as owner_id, o.paid_at as opened_at
              from (select o.id, o.customer_id, o.paid_at from orders o join seed_scale_customers c on c.id = o.customer_id
                  where o.is_payment_success and o.paid_at is not null and (o.cancelled_at is null or o.cancelled_at > o.paid_at)
                  order by o.paid_at desc, o.id limit ${limit}) o
                join order_items i on i.order_id = o.id join providers p on p.id = i.provider_id
              order by o.paid_at desc, o.id, i.provider_id limit ${limit}) pairs) ranked) counted) drawn`;
}

/**
 * The messages of conversations [from, to]. Senders take turns (70% of messages answer the one
 * before); the long conversation alternates strictly, customer first, and ends with
 * LONG_CONVERSATION_UNREAD messages of the business. Times rise within each conversation.
 */
export function stageMessages(from: number, to: number): string {
  const x = `(n::bigint * ${KEY} + k)`;
  const fill = (text: string) =>
    `replace(replace(${text}, '{day}', ${said(DAYS, x, 3)}), '{time}', ${said(TIMES, x, 4)})`;
  return `insert into seed_scale_messages
    select n, k, gen_random_uuid(), from_customer,
      opened_at + make_interval(secs => gap_secs * (k - 0.4 + 0.8 * ${h(x, 1, 1000)} / 1000.0)),
      case when from_customer then ${fill(said(CUSTOMER_LINES, x, 2))} else ${fill(said(PROVIDER_LINES, x, 2))} end
    from (select *, case when long then k <= messages - ${LONG_CONVERSATION_UNREAD} and k % 2 = 1
          else first_customer <> (switches % 2 = 1) end as from_customer
      from (select c.n, c.opened_at, c.gap_secs, c.arabic, c.long, c.messages, k, ${h('c.n', 4, 100)} < 55 as first_customer,
          sum(case when k > 1 and ${h(`c.n::bigint * ${KEY} + k`, 0, 100)} < 70 then 1 else 0 end)
            over (partition by c.n order by k) as switches
        from seed_scale_conversations c cross join lateral generate_series(1, c.messages) k
        where c.n between ${from} and ${to}) turns) senders`;
}

/** Conversations [from, to]; their activity time is their newest message's, or their opening. */
export function insertConversations(from: number, to: number): string {
  return `with ins as (
    insert into conversations (id, order_id, provider_id, customer_id, status, last_message_at, created_at)
    select c.id, c.order_id, c.provider_id, c.customer_id, 'open', coalesce(m.last_at, c.opened_at), c.opened_at
    from seed_scale_conversations c
      left join (select n, max(created_at) as last_at from seed_scale_messages group by n) m on m.n = c.n
    where c.n between ${from} and ${to}
    returning 1) select count(*)::int as n from ins`;
}

/**
 * The customer and the owner of each conversation [from, to], each with a read mark at one of its
 * messages: never before their own last message; 40% of customers and 30% of owners up to 3
 * messages behind (the long conversation: its customer behind by its closing run, its owner not).
 * Someone with unread messages older than 10 minutes was mailed 10-20 minutes after the newest.
 */
export function insertParticipants(from: number, to: number, now: Date): string {
  const lag = (k1: number, share: number, k2: number) =>
    `case when c.long then 0 when ${h('c.n', k1, 100)} < ${share} then 1 + ${h('c.n', k2, 3)}::int else 0 end`;
  const mailed = (mark: string) => `case when ${mark} < c.m and c.last_at <= ${ts(now)} - interval '10 minutes'
      then least(${ts(now)}, c.last_at + interval '10 minutes' + make_interval(secs => ${h('c.n', 9, 600)}::int)) end`;
  const person = (role: 'customer' | 'provider', user: string, mark: string) =>
    `select c.id, ${user}, '${role}', r.created_at, ${mailed(mark)}, c.opened_at
      from marks c left join seed_scale_messages r on r.n = c.n and r.k = ${mark}`;
  return `with last as (
      select n, max(k) as m, max(created_at) as last_at, max(k) filter (where from_customer) as customer_last,
        max(k) filter (where not from_customer) as provider_last
      from seed_scale_messages group by n),
    marks as (
      select c.*, l.m, l.last_at,
        case when c.long then coalesce(l.customer_last, 0)
          else greatest(coalesce(l.customer_last, 0), l.m - ${lag(5, 40, 6)}) end as customer_k,
        greatest(coalesce(l.provider_last, 0), l.m - ${lag(7, 30, 8)}) as provider_k
      from seed_scale_conversations c left join last l on l.n = c.n
      where c.n between ${from} and ${to}),
    ins as (
      insert into conversation_participants (conversation_id, user_id, role, last_read_at, last_mailed_at, created_at)
      ${person('customer', 'c.customer_id', 'c.customer_k')}
      union all
      ${person('provider', 'c.owner_id', 'c.provider_k')}
      returning 1)
    select count(*)::int as n from ins`;
}

/** The staged messages, written in the order they were sent (as a live marketplace lays them out). */
export function insertMessages(): string {
  return `with ins as (
    insert into conversation_messages (id, conversation_id, kind, sender_id, body, created_at)
    select m.id, c.id, 'message', case when m.from_customer then c.customer_id else c.owner_id end, m.body, m.created_at
    from seed_scale_messages m join seed_scale_conversations c on c.n = m.n
    order by m.created_at
    returning 1) select count(*)::int as n from ins`;
}
