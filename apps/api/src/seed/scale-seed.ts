import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import {
  categoryStatements,
  insertProviders,
  insertUsers,
  STAGE_TABLES,
  stageCustomers,
  stageProviders,
} from './scale-sql';
import {
  insertEarnings,
  insertPayments,
  insertPendingPayouts,
  insertReviews,
  insertStagedItems,
  insertStagedLines,
  insertStagedOrders,
  stageItems,
  stageLines,
  stageOrders,
} from './scale-sql-orders';
import { insertCreditNotes, insertInvoices } from './scale-sql-documents';
import {
  CONVERSATION_STAGE_TABLES,
  insertConversations,
  insertMessages,
  insertParticipants,
  stageConversations,
  stageMessages,
} from './scale-sql-conversations';
import { SEEDED_TABLES, type SeedSummary } from './seed-types';

export interface ScaleSeedOptions {
  db: Database;
  kind: DatabaseHandle['kind'];
  /** Listings to add. */
  items: number;
  /** Orders to add; 10 per listing unless given. */
  orders?: number;
  /** Conversations to open for the newest paid orders (issue 37); 2 per listing unless given, fewer when the orders have fewer. */
  conversations?: number;
  /** Messages in the one long conversation (the oldest opened); 10,000 unless given, 0 for none. */
  longConversation?: number;
  /** Defaults to a marker no password verifies against: scale users cannot sign in. */
  passwordHash?: string;
  now?: Date;
  /** Rows per INSERT ... SELECT; PGlite runs in WebAssembly memory, so it gets smaller batches. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface ScaleSeedSummary {
  added: SeedSummary;
  /** Tax invoices and credit notes issued for the orders (issue 36). */
  documents: { invoices: number; creditNotes: number };
  /** Conversations of paid orders with their two participants and messages (issue 37). */
  conversations: { conversations: number; participants: number; messages: number };
  seconds: number;
  rowsPerSecond: number;
}

export const LOGIN_DISABLED_HASH = '!scale-seed:login-disabled';

/**
 * Adds a large synthetic marketplace for benchmarks: `items` listings (one provider per 100),
 * `orders` orders (one customer per 20) with 1-3 lines each, payments, refunds and reviews. The
 * rows are generated inside the database by INSERT ... SELECT over generate_series, one batch per
 * statement, staged through temporary tables so lines can point at their orders and listings.
 * Completed lines book their providers' earnings (net of 10% commission) and providers that earned
 * lately have a pending payout, so the admin dashboard's money figures have rows to read. The
 * newest paid orders have their conversations (issue 37), one of them 10,000 messages long.
 * It only adds rows (the demo data stays as it is), all in one transaction.
 */
export async function seedScale(options: ScaleSeedOptions): Promise<ScaleSeedSummary> {
  const { db, kind, items, orders = items * 10, now = new Date(), log = console.log } = options;
  const { conversations: conversationLimit = items * 2, longConversation = 10_000 } = options;
  if (
    !Number.isSafeInteger(items) ||
    items < 1 ||
    ![orders, conversationLimit, longConversation].every((n) => Number.isSafeInteger(n) && n >= 0)
  ) {
    throw new RangeError(
      `seedScale: items must be a positive integer and orders, conversations and longConversation non-negative ones (got ${items}, ${orders}, ${conversationLimit}, ${longConversation})`,
    );
  }
  const batch = options.batchSize ?? (kind === 'postgres' ? 100_000 : 10_000);
  const passwordHash = options.passwordHash ?? LOGIN_DISABLED_HASH;
  // Tags e-mails and reference numbers, so the seed can run again on the same database.
  const tag = randomBytes(3).toString('hex');
  const providerCount = Math.max(1, Math.ceil(items / 100));
  const customerCount = Math.max(1, Math.ceil(orders / 20));
  const added = Object.fromEntries(SEEDED_TABLES.map((table) => [table, 0])) as SeedSummary;
  const documents = { invoices: 0, creditNotes: 0 };
  const conversations = { conversations: 0, participants: 0, messages: 0 };
  const started = performance.now();
  const total = () =>
    [...Object.values(added), ...Object.values(documents), ...Object.values(conversations)].reduce(
      (sum, n) => sum + n,
      0,
    );
  const rate = () => Math.round(total() / Math.max(0.001, (performance.now() - started) / 1000));

  log(
    `Scale seed ${tag}: ${items} listings, ${orders} orders, ${providerCount} providers, ${customerCount} customers (${kind}, batches of ${batch})`,
  );
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    const count = async (text: string) =>
      Number(((await run(text)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
    // Temporary tables have no statistics until analysed; without them the planner picks nested loops.
    const analyze = (...tables: string[]) => run(`analyze ${tables.join(', ')}`);
    const inBatches = async (size: number, label: string, work: (from: number, to: number) => Promise<void>) => {
      for (let from = 0; from < size; from += batch) {
        await work(from, Math.min(size, from + batch) - 1);
        log(
          `  ${label}: ${Math.min(size, from + batch).toLocaleString('en')} / ${size.toLocaleString('en')} (${rate().toLocaleString('en')} rows/s)`,
        );
      }
    };

    if (await skipForeignKeyChecks(run))
      log('  foreign-key triggers off for this transaction (rows are built to reference existing ids)');
    for (const statement of STAGE_TABLES) await run(statement);
    const categoriesBefore = await count('select count(*)::int as n from categories');
    for (const statement of categoryStatements()) await run(statement);
    added.categories = (await count('select count(*)::int as n from categories')) - categoriesBefore;

    await run(stageProviders(providerCount));
    await analyze('seed_scale_categories', 'seed_scale_providers');
    await inBatches(providerCount, 'provider users', async (from, to) => {
      added.users += await count(insertUsers({ from, to, role: 'provider', tag, passwordHash, now }));
    });
    added.providers = await count(insertProviders());

    await inBatches(customerCount, 'customers', async (from, to) => {
      await run(stageCustomers(from, to));
      added.users += await count(insertUsers({ from, to, role: 'customer', tag, passwordHash, now }));
    });
    await analyze('seed_scale_customers');

    await inBatches(items, 'listings', async (from, to) => {
      await run(stageItems(from, to, providerCount, now));
      added.serviceItems += await count(insertStagedItems(from, to));
    });
    await analyze('seed_scale_items');

    await inBatches(orders, 'orders', async (from, to) => {
      await run('truncate seed_scale_orders, seed_scale_lines');
      await run(stageOrders(from, to, customerCount, now));
      await analyze('seed_scale_orders');
      added.orders += await count(insertStagedOrders());
      await run(stageLines(items));
      await analyze('seed_scale_lines');
      added.orderItems += await count(insertStagedLines());
      added.transactions += await count(insertPayments(tag));
      added.transactions += await count(insertEarnings(tag));
      documents.invoices += await count(insertInvoices());
      documents.creditNotes += await count(insertCreditNotes());
      added.reviews += await count(insertReviews(now));
    });
    added.transactions += await count(insertPendingPayouts(tag, now));

    if (conversationLimit > 0 && orders > 0) {
      for (const statement of CONVERSATION_STAGE_TABLES) await run(statement);
      await run(stageConversations(conversationLimit, longConversation, now));
      await analyze('seed_scale_conversations');
      const staged = await count('select count(*)::int as n from seed_scale_conversations');
      await inBatches(staged, 'conversations', async (from, to) => {
        await run('truncate seed_scale_messages');
        await run(stageMessages(from, to));
        await analyze('seed_scale_messages');
        conversations.conversations += await count(insertConversations(from, to));
        conversations.participants += await count(insertParticipants(from, to, now));
        conversations.messages += await count(insertMessages());
      });
    }
  });
  // Fresh statistics, so the first benchmark queries are planned for the new sizes.
  await db.execute(
    sql.raw(
      'analyze users, providers, categories, service_items, orders, order_items, transactions, reviews, conversations, conversation_participants, conversation_messages',
    ),
  );

  const seconds = (performance.now() - started) / 1000;
  const summary = {
    added,
    documents,
    conversations,
    seconds,
    rowsPerSecond: Math.round(total() / Math.max(seconds, 0.001)),
  };
  log(
    `  conversations: ${conversations.conversations.toLocaleString('en')} with ${conversations.participants.toLocaleString('en')} participants and ${conversations.messages.toLocaleString('en')} messages`,
  );
  log(
    `Scale seed ${tag} done: ${total().toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${summary.rowsPerSecond.toLocaleString('en')} rows/s)`,
  );
  return summary;
}

/**
 * Foreign-key checks are row-by-row triggers and cost about 40% of the run; every id this seed
 * writes comes from a table it just filled, so they are switched off for this transaction where
 * the role may (superusers, PGlite). CHECK and UNIQUE constraints still apply. Elsewhere the seed
 * runs with the checks, just slower.
 */
async function skipForeignKeyChecks(run: (text: string) => Promise<unknown>): Promise<boolean> {
  const result = (await run(`do $$ begin
      set local session_replication_role = replica;
    exception when insufficient_privilege then null;
    end $$`).then(() => run(`select current_setting('session_replication_role') = 'replica' as n`))) as {
    rows: { n: boolean }[];
  };
  return result.rows[0]?.n === true;
}
