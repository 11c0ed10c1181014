import { sql } from 'drizzle-orm';
import type { MediaStore } from '../lib/media/media-store';
import type { PrivateFileStore } from '../lib/media/private-file-store';
import { hashPassword } from '../lib/password';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { buildDemoPlan } from './demo-plan';
import { insertPlan } from './insert-plan';
import { deletePhotos, writePhotos } from './photo-writer';
import { SeededRandom } from './prng';
import type { SeedSummary } from './seed-types';
import { seedConversations } from './conversations-seed';
import { seedVerification } from './verification-seed';
import { seedTaxDocuments } from './tax-documents-seed';

/** The fixed seed of the demo marketplace: same seed and same `now`, same data. */
export const DEMO_SEED = 20_240_611;

/** Any constant: API processes booting together on one empty PostgreSQL database take turns seeding it. */
const SEED_LOCK_KEY = 7_310_043;

export interface DemoSeedOptions {
  db: Database;
  media: MediaStore;
  /** Where the verification documents' files go (issue 38); left out, only their rows are seeded. */
  privateFiles?: PrivateFileStore;
  /** Dates are laid out backwards from here (orders over the 14 months before it). */
  now?: Date;
  seed?: number;
}

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super(
      'The database already holds data; the demo seed only fills an empty database (run `pnpm seed --reset` to wipe it first).',
    );
  }
}

/** Fills an empty database with the demo marketplace; throws DatabaseNotEmptyError otherwise. */
export async function seedDemo(options: DemoSeedOptions): Promise<SeedSummary> {
  const summary = await seed(options);
  if (!summary) throw new DatabaseNotEmptyError();
  return summary;
}

/** Seeds the demo marketplace when there are no users yet; returns null (and changes nothing) otherwise. */
export async function seedDemoIfEmpty(options: DemoSeedOptions): Promise<SeedSummary | null> {
  return seed(options);
}

/** "Empty" means no users: nothing else can exist without one. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

async function seed({
  db,
  media,
  privateFiles,
  now = new Date(),
  seed = DEMO_SEED,
}: DemoSeedOptions): Promise<SeedSummary | null> {
  // Checked before any photo is written, so a seeded database never sees its files touched.
  if (!(await isDatabaseEmpty(db))) return null;
  // argon2 is slow on purpose; every demo account shares the one password, so hash it once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = buildDemoPlan({
    rng: new SeededRandom(seed),
    // Ids (and so media file names) also depend on `now`: two processes seeding at once never
    // write the same file names, so the one that loses the race can delete its photos safely.
    ids: new SeededRandom(seed ^ Number(BigInt(now.getTime()) % 4_294_967_291n)),
    now,
    passwordHash,
    urlFor: (key) => media.urlFor(key),
  });
  // Photos first: files cannot join the database transaction, so they are written before it and removed if it fails.
  const written = await writePhotos(media, plan.media, plan.photoSvgs);
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isDatabaseEmpty(tx))) return null;
      const inserted = await insertPlan(tx, plan);
      await seedTaxDocuments(tx);
      await seedConversations(tx);
      await seedVerification(tx, privateFiles, now);
      return inserted;
    });
    if (!summary) await deletePhotos(media, written);
    return summary;
  } catch (error) {
    await deletePhotos(media, written);
    throw error;
  }
}
