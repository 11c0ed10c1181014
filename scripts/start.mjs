#!/usr/bin/env node
// `npm start` on a machine with only Node and npm: installs with the pinned pnpm (through npx),
// builds, then runs the server in the foreground. Ctrl-C reaches the whole process group; the
// server shuts down gracefully by itself, so this launcher only waits and passes on its exit code
// (a pnpm wrapper here would report the signal as a failed command).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function pnpm(...args) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

pnpm('install', '--frozen-lockfile');
pnpm('run', 'build');

// The local demo has no mail server: show outgoing mail at /api/dev/mailbox/page unless told otherwise.
const env = { ...process.env };
if (!env.SMTP_URL && !env.DEV_MAILBOX) env.DEV_MAILBOX = 'true';
const server = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// The terminal sends SIGINT to the server too; a SIGTERM sent to this launcher alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
