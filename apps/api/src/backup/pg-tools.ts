import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupRefusedError } from './manifest';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * The path of pg_dump, pg_restore or psql: in `binDir` when given (--pg-bin), else on PATH. They must be
 * of the server's major version or newer (pg_dump refuses an older one than the server).
 */
export function findPgTool(tool: PgTool, binDir: string | undefined, path: string): string {
  const dirs = binDir ? [binDir] : path.split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    const candidate = join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new BackupRefusedError(
    `${tool} was not found ${binDir ? `in ${binDir}` : 'on PATH'}. Install the PostgreSQL client tools of your ` +
      "server's major version or newer (Debian: apt-get install postgresql-client-15), or pass --pg-bin " +
      '<folder> (for example /usr/lib/postgresql/15/bin).',
  );
}

/**
 * libpq takes the password from PGPASSWORD, so it never shows in the process list as part of
 * the URL: the connection string passed on the command line has none.
 */
export function connectionForTools(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** A PostgreSQL tool that ran and failed: its message is what it printed, with a hint when one helps. */
export class ToolError extends Error {}

function toolError(command: string, code: number | null, stderr: string): ToolError {
  const hint = /server version mismatch/.test(stderr)
    ? "\nUse the client tools of the server's major version or newer (--pg-bin <folder>)."
    : '';
  return new ToolError(`${command} failed (exit ${code}):\n${stderr.trim()}${hint}`);
}

/** Runs a tool to completion; rejects with its stderr when it fails. Resolves with its stdout. */
export function runTool(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, PGAPPNAME: 'marketplace-backup', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(toolError(command, code, stderr));
    });
  });
}

export interface RestoreScript {
  pgRestore: string;
  psql: string;
  archive: string;
  dbname: string;
  env: Record<string, string>;
  /** SQL run first in the same transaction (emptying the schemas with --force). */
  prelude: string;
}

/**
 * pg_restore writes the archive as SQL and psql runs it, after `prelude`, in one transaction that
 * is committed only once pg_restore has written everything and psql has run it without an error
 * (ON_ERROR_STOP). Otherwise psql's connection ends inside the transaction and PostgreSQL rolls it
 * back: a failed restore, --force included, leaves the database as it was.
 */
export async function restoreInOneTransaction(script: RestoreScript): Promise<void> {
  // Warnings and errors only: the notices of a --force (`drop cascades to ...`) say nothing useful.
  const env = {
    ...process.env,
    PGAPPNAME: 'marketplace-restore',
    PGOPTIONS: '-c client_min_messages=warning',
    ...script.env,
  };
  const psql = spawn(script.psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${script.dbname}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn(script.pgRestore, ['--no-owner', '--no-privileges', '--file=-', script.archive], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const finished = (child: ChildProcess, command: string) =>
    new Promise<void>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve() : reject(toolError(command, code, stderr))));
    });
  const applied = finished(psql, script.psql);
  const written = finished(restore, script.pgRestore);
  // The first of the two to fail is the one whose message tells what went wrong.
  let firstFailure: unknown;
  // psql stops at its first error: pg_restore, whose output nobody reads any more, is stopped too.
  psql.stdin!.on('error', () => {});
  applied.catch((error: unknown) => {
    firstFailure ??= error;
    restore.kill('SIGTERM');
  });
  psql.stdin!.write(`begin;\n${script.prelude}\n`);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  const [wrote] = await Promise.allSettled([written]);
  if (wrote.status === 'fulfilled') psql.stdin!.end('commit;\n');
  else {
    firstFailure ??= wrote.reason;
    psql.kill('SIGTERM');
  }
  const [ran] = await Promise.allSettled([applied]);
  if (ran.status === 'rejected' || wrote.status === 'rejected') throw firstFailure;
}
