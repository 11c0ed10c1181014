import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import { LocalMediaStore } from '../lib/media/media-store';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { createPrivateFileStore } from '../lib/media/private-file-store';
import { seedDemoIfEmpty } from './demo-seed';

export interface DemoStartupContext {
  config: AppConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}

/**
 * On an empty database (and unless SEED_ON_EMPTY=false) fills in the demo marketplace, then
 * prints the demo accounts that exist, so `start` tells a newcomer how to sign in.
 */
export async function prepareDemoData({ config, database, log }: DemoStartupContext): Promise<void> {
  if (config.seedOnEmpty) {
    const started = Date.now();
    const summary = await seedDemoIfEmpty({
      db: database.db,
      media: new LocalMediaStore(config.mediaDir),
      privateFiles: createPrivateFileStore(config),
    });
    if (summary) log.info({ summary, ms: Date.now() - started }, 'empty database: demo marketplace seeded');
  }
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = await database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  if (present.length === 0) return;
  const found = new Set(present.map((row) => row.email));
  const lines = DEMO_ACCOUNTS.filter((account) => found.has(account.email)).map(
    (account) => `  ${account.label.padEnd(22)} ${account.email.padEnd(36)} ${DEMO_PASSWORD}`,
  );
  // Printed, not logged: this is for the person who just ran `npm start`.
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
}
