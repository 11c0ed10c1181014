import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../../scripts/free-port.mjs';

/**
 * A PostgreSQL cluster of the machine's own binaries in a temp folder, for tests that stop, crash
 * or restart the database itself (which the suite's shared server, scripts/with-postgres.mjs,
 * must never do). Unlike that server it keeps fsync and synchronous commit on by default: the
 * durability tests are about what survives a crash.
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start(): void;
  /** `fast` finishes transactions and checkpoints; `immediate` is a crash (recovery on next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the server if it runs and removes its folder. */
  destroy(): void;
}

export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

// initdb refuses to run as root; the cluster then belongs to the postgres OS user.
const asRoot = process.getuid?.() === 0;

function run(args: string[]): void {
  const [bin, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(bin!, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

function postgresIds() {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function createPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-faults-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  run([join(binDir, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const durability =
    options.durable === false
      ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
      : ['-c fsync=on', '-c synchronous_commit=on', '-c full_page_writes=on'];
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    ...durability,
  ].join(' ');
  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run([join(binDir, 'pg_ctl'), '-D', dataDir, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      if (!running) return;
      running = false;
      run([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    destroy() {
      try {
        cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
