#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster built from this machine's own binaries:
//   node scripts/with-postgres.mjs <command> [args...]
// The cluster lives in a temp folder on a free loopback port with trust auth and durability off
// (test speed only), and is stopped and removed afterwards. The command sees TEST_DATABASE_URL.
// Without PostgreSQL binaries the pass is skipped loudly, except under CI=true where it fails.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

const binDir = findBinDir();
if (!binDir) {
  const banner = '='.repeat(78);
  console.error(`${banner}\nPostgreSQL binaries (initdb, pg_ctl) not found: the PostgreSQL test pass is SKIPPED.`);
  console.error(`Install them (Debian: apt-get install postgresql) or set PG_BIN.\n${banner}`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

// initdb refuses to run as root; the cluster then belongs to the postgres OS user.
const asRoot = process.getuid?.() === 0;
const asOwner = (args) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
const run = (args) => {
  const [bin, ...rest] = asOwner(args);
  const result = spawnSync(bin, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
};

const dir = mkdtempSync(join(tmpdir(), 'marketplace-pg-'));
const dataDir = join(dir, 'data');
if (asRoot) {
  const { uid, gid } = postgresIds();
  chownSync(dir, uid, gid);
}
chmodSync(dir, 0o700);
const port = await freePort();
let started = false;

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function stop() {
  if (started) {
    started = false;
    try {
      run([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

try {
  run([join(binDir, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run([join(binDir, 'pg_ctl'), '-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  started = true;
} catch (error) {
  console.error(String(error));
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL (${binDir}) running on 127.0.0.1:${port} for: ${command.join(' ')}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
