import { parseArgs } from 'node:util';
import { backupEmbedded, megabytes, seconds } from '../backup/embedded-backup';
import { backupPostgres } from '../backup/postgres-backup';
import {
  defaultBackupName,
  describeManifest,
  failureMessage,
  fromInvocation,
  loadEnvFiles,
  localFolders,
  refusalMessage,
} from '../backup/cli-support';
import { loadConfig } from '../config/config';

// `pnpm backup`: the database, the uploaded files, the private files and (embedded default) the
// signing secret in one folder with a manifest, while the server keeps running.
//   pnpm backup                       into ./backups/marketplace-<time>/ (from where pnpm was run)
//   pnpm backup --out <folder>        into that folder (new or empty)
//   pnpm backup --pg-bin <folder>     PostgreSQL: pg_dump and pg_restore from that folder, not PATH
const USAGE = 'Usage: pnpm backup [--out <folder>] [--pg-bin <folder>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      out: { type: 'string' },
      'pg-bin': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  loadEnvFiles();
  const config = loadConfig();
  const out = fromInvocation(values.out ?? `backups/${defaultBackupName(new Date())}`);
  const { mediaDir, privateDir } = localFolders(config);
  const log = (line: string) => console.log(line);
  const started = Date.now();
  const manifest = config.databaseUrl
    ? await backupPostgres({
        databaseUrl: config.databaseUrl,
        mediaDir,
        privateDir,
        out,
        pgBin: values['pg-bin'] && fromInvocation(values['pg-bin']),
        path: process.env.PATH ?? '',
        log,
      })
    : await backupEmbedded({ dataDir: config.dataDir, mediaDir, privateDir, out, log });
  const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  console.log(`\nBackup written to ${out} (${megabytes(bytes)} in ${seconds(started)}):`);
  for (const line of describeManifest(manifest)) console.log(line);
  console.log(`\nCheck it at any time with: pnpm restore ${out} --check`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    const refusal = refusalMessage(error, 'backup');
    if (refusal) console.error(`Backup refused: ${refusal}`);
    else console.error(`Backup failed: ${failureMessage(error)}`);
    process.exitCode = 1;
  }
}
