import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { holdEmbeddedDataDir } from './backup/control-socket';
import { loadConfig } from './config/config';
import { startTracing } from './lib/observability/trace-export';
import { appRoot, repoRoot } from './config/paths';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { prepareDemoData } from './seed/demo-startup';

// A local .env (see .env.example) is read once; real environment variables win over it.
for (const file of [join(repoRoot, '.env'), join(appRoot, '.env')]) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const config = loadConfig();
// Before the app is built: buildApp serves requests inside their spans only when tracing is on.
const tracing = config.tracing ? await startTracing(config.tracing) : undefined;
// PGlite takes no lock: a second process opening the same folder would corrupt it unnoticed. The
// server holds the folder through its control socket, which is also where `pnpm backup` asks it
// for a consistent snapshot while it runs (backup/control-socket.ts).
const dataDirHold = await holdEmbeddedDataDir(config, 'server');
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
  // The spans of the last requests are sent before the process ends.
  await tracing?.shutdown();
});

try {
  await runMigrations(database);
  await prepareDemoData({ config, database, log: app.log });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Marketplace ready at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
  if (config.tracing) app.log.info(`tracing: spans go to ${config.tracing.endpoint} over OTLP/HTTP`);
} catch (error) {
  app.log.fatal({ err: error }, 'failed to start');
  await app.close();
  await dataDirHold?.release();
  process.exit(1);
}
