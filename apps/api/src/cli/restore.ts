import { parseArgs } from 'node:util';
import {
  describeManifest,
  failureMessage,
  fromInvocation,
  loadEnvFiles,
  localFolders,
  refusalMessage,
} from '../backup/cli-support';
import { seconds } from '../backup/embedded-backup';
import { checkEmbeddedBackup, restoreEmbedded, type RestoreResult } from '../backup/embedded-restore';
import { checkPostgresBackup, restorePostgres } from '../backup/postgres-restore';
import { loadConfig } from '../config/config';

// `pnpm restore <backup>`: puts a backup made by `pnpm backup` back, into the configured DATA_DIR
// (embedded default) or the database of DATABASE_URL, which must be empty and unused.
//   pnpm restore <backup> --check     verifies the backup (checksums, version, the database opens
//                                     with the recorded counts) and writes nothing
//   pnpm restore <backup> --force     replaces what the target holds
//   pnpm restore <backup> --pg-bin <folder>   PostgreSQL: pg_restore from that folder, not PATH
const USAGE = 'Usage: pnpm restore <backup folder> [--check] [--force] [--pg-bin <folder>]';

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      check: { type: 'boolean' },
      force: { type: 'boolean' },
      'pg-bin': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('Name one backup folder.');
  if (values.check && values.force) throw new UsageError('--check writes nothing; --force does not go with it.');
  loadEnvFiles();
  const config = loadConfig();
  const backupDir = fromInvocation(positionals[0]!);
  const pgBin = values['pg-bin'] && fromInvocation(values['pg-bin']);
  const path = process.env.PATH ?? '';
  const log = (line: string) => console.log(line);
  const started = Date.now();

  if (values.check) {
    const result = config.databaseUrl
      ? await checkPostgresBackup(backupDir, pgBin, path)
      : await checkEmbeddedBackup(backupDir);
    console.log(`${backupDir} is sound and can be restored by this version:`);
    printResult(result);
    return 0;
  }

  const target = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  console.log(`Restoring into ${target}.`);
  const { mediaDir, privateDir } = localFolders(config);
  const result = config.databaseUrl
    ? await restorePostgres({
        backupDir,
        databaseUrl: config.databaseUrl,
        mediaDir,
        privateDir,
        force: values.force ?? false,
        pgBin,
        path,
        log,
      })
    : await restoreEmbedded({
        backupDir,
        dataDir: config.dataDir,
        localMedia: !config.s3,
        force: values.force ?? false,
        log,
      });
  console.log(`\nRestored in ${seconds(started)}:`);
  printResult(result);
  if (result.replaced.length > 0) console.log(`  replaced   ${result.replaced.join(', ')} (--force)`);
  if (!result.manifest.jwtSecret.included && !config.jwtSecret) {
    console.log(
      '\nThe backup holds no signing secret: set JWT_SECRET to the one used when it was made, or everybody signs in again.',
    );
  }
  console.log('\nStart the server as usual; it applies any newer migrations as it starts.');
  return 0;
}

function printResult(result: RestoreResult): void {
  for (const line of describeManifest(result.manifest)) console.log(line);
  if (result.pendingMigrations.length > 0)
    console.log(`  to apply   ${result.pendingMigrations.join(', ')} (the server applies them at start)`);
}

try {
  process.exitCode = await main();
} catch (error) {
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    const refusal = refusalMessage(error, 'restore');
    if (refusal) console.error(`Restore refused: ${refusal}`);
    else console.error(`Restore failed: ${failureMessage(error)}`);
    process.exitCode = 1;
  }
}
