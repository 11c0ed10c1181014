import { holdEmbeddedDataDir } from '../backup/control-socket';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';

// `pnpm db:migrate`: applies the committed migrations to the configured database (the server
// also does this at boot; this is for deploy pipelines that migrate before rolling out).
const config = loadConfig();
const hold = await holdEmbeddedDataDir(config, 'db:migrate');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
  await hold?.release();
}
