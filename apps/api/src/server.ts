import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DataDirBusyError, holdDataDir, type DataDirHold } from './backup/control-socket';
import { loadConfig } from './config/config';
import { appRoot, repoRoot } from './config/paths';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { prepareDemoData } from './seed/demo-startup';

// A local .env (see .env.example) is read once; real environment variables win over it.
for (const file of [join(repoRoot, '.env'), join(appRoot, '.env')]) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const config = loadConfig();
const dataDirHold = config.databaseUrl ? undefined : await holdEmbeddedDataDir(config.dataDir);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
if (database.snapshot) dataDirHold?.serveSnapshots(database.snapshot);
const app = await buildApp({ config, database });

closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Stops accepting connections, waits for in-flight requests, then closes the database (onClose).
  await app.close();
  await dataDirHold?.release();
});

try {
  await runMigrations(database);
  await prepareDemoData({ config, database, log: app.log });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Marketplace ready at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
} catch (error) {
  app.log.fatal({ err: error }, 'failed to start');
  await app.close();
  await dataDirHold?.release();
  process.exit(1);
}

/**
 * PGlite takes no lock: a second process opening the same folder would corrupt it unnoticed. The
 * server holds the folder through its control socket (backup/control-socket.ts), which is also
 * where `pnpm backup` asks it for a consistent snapshot while it runs.
 */
async function holdEmbeddedDataDir(dataDir: string): Promise<DataDirHold | undefined> {
  try {
    return await holdDataDir(dataDir, 'server', (err) => console.error(`control socket: ${err.message}`));
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `${error.message} One embedded database serves one process: stop it first, or set another DATA_DIR.`,
      );
      process.exit(1);
    }
    // The backup channel must never keep the marketplace from starting (a path too long for a
    // socket, a platform without Unix sockets): the backup and restore commands then refuse instead.
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`No control socket in ${dataDir}: ${reason} \`pnpm backup\` and \`pnpm restore\` will refuse it.`);
    return undefined;
  }
}
