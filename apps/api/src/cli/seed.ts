import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { holdEmbeddedDataDir } from '../backup/control-socket';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import { resetDatabase } from '../seed/reset-database';
import { seedScale } from '../seed/scale-seed';
import type { SeedSummary } from '../seed/seed-types';
import { users } from '../db/schema/index';
import { LocalMediaStore } from '../lib/media/media-store';
import { createPrivateFileStore } from '../lib/media/private-file-store';
import { hashPassword } from '../lib/password';

// `pnpm seed`: fills an empty database with the demo marketplace.
//   pnpm seed                      demo data, only if the database is empty
//   pnpm seed --reset              wipe every table (and the demo photos), then seed the demo
//   pnpm seed --scale N [--orders M]  add N listings and M orders (default 10 x N) for benchmarks,
//                                     after the demo data if the database is empty
const USAGE = 'Usage: pnpm seed [--reset] [--scale <listings> [--orders <orders>]]';

class UsageError extends Error {}

function parseCommandLine() {
  const { values } = parseArgs({
    // `pnpm seed -- --scale 10` passes the `--` through; it separates nothing here.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      reset: { type: 'boolean' },
      scale: { type: 'string' },
      orders: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const count = (flag: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < (flag === 'scale' ? 1 : 0))
      throw new UsageError(`--${flag} needs a whole number, got '${text}'`);
    return value;
  };
  const scale = count('scale', values.scale);
  const orders = count('orders', values.orders);
  if (orders !== undefined && scale === undefined) throw new UsageError('--orders only goes with --scale');
  return { reset: values.reset ?? false, scale, orders, help: values.help ?? false };
}

function printSummary(title: string, counts: SeedSummary): void {
  console.log(`\n${title}`);
  for (const [table, count] of Object.entries(counts))
    if (count > 0) console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en').padStart(10)}`);
}

/** Lists the demo accounts this database actually has (a scale-only database has none). */
async function printAccounts(db: Database): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  const accounts = DEMO_ACCOUNTS.filter((account) => present.has(account.email));
  if (accounts.length === 0) return;
  console.log('\nDemo accounts:');
  console.log(`  ${'E-mail'.padEnd(36)} ${'Password'.padEnd(15)} Role`);
  for (const account of accounts)
    console.log(`  ${account.email.padEnd(36)} ${DEMO_PASSWORD.padEnd(15)} ${account.role} (${account.label})`);
}

async function main(): Promise<void> {
  const args = parseCommandLine();
  if (args.help) return console.log(USAGE);
  const config = loadConfig();
  const hold = await holdEmbeddedDataDir(config, 'seed');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await runMigrations(database);
    const media = new LocalMediaStore(config.mediaDir);
    const privateFiles = createPrivateFileStore(config);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    if (args.reset) {
      const wiped = await resetDatabase(database.db, media, privateFiles);
      console.log(`Wiped ${wiped.tables} tables and ${wiped.files} media and private files (${where}).`);
    }
    // The scale seed goes on top of the demo data, so an empty database gets the demo first and
    // benchmarks can still sign in with the demo accounts.
    const started = Date.now();
    const summary = await seedDemoIfEmpty({ db: database.db, media, privateFiles });
    if (summary) {
      printSummary(`Demo marketplace seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${where}):`, summary);
    } else if (args.scale === undefined) {
      console.log(
        `The database already holds data (${where}); nothing was seeded. Run \`pnpm seed --reset\` to wipe it and seed the demo.`,
      );
    }
    if (args.scale !== undefined) {
      // Scale users share the demo password, so benchmarks can sign in as any of them.
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const result = await seedScale({
        db: database.db,
        kind: database.kind,
        items: args.scale,
        orders: args.orders,
        passwordHash,
      });
      printSummary(`Scale seed added (${where}):`, result.added);
    }
    await printAccounts(database.db);
  } finally {
    await database.close();
    await hold?.release();
  }
}

try {
  await main();
} catch (error) {
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // Expected failures (bad configuration) need only their message; anything else gets its stack for diagnosis.
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof ConfigError) && error instanceof Error && error.stack) console.error(error.stack);
    process.exitCode = 1;
  }
}
