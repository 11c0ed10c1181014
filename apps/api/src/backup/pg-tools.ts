import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupRefusedError } from './manifest';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * The path of pg_dump or pg_restore: in `binDir` when given (--pg-bin), else on PATH. They must be
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
      else reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
