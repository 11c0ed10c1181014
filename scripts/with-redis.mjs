#!/usr/bin/env node
// Runs a command beside a throwaway Redis from this machine's own binary:
//   node scripts/with-redis.mjs <command> [args...]
// The server listens on a free loopback port, keeps nothing on disk, and is stopped afterwards.
// The command sees TEST_REDIS_URL. Without redis-server the Redis part is skipped loudly (the
// command still runs, with state kept in each process), except under CI=true where it fails.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-redis.mjs <command> [args...]');
  process.exit(2);
}

function startRedis(binary, port) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const redis = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(redis);
    };
    redis.stdout.on('data', onData);
    redis.stderr.on('data', onData);
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
}

function run(env) {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
if (found.status !== 0) {
  const banner = '='.repeat(78);
  console.error(`${banner}\nredis-server not found: the tests of state shared through Redis are SKIPPED.`);
  console.error(`Install it (Debian: apt-get install redis-server).\n${banner}`);
  if (process.env.CI === 'true') process.exit(1);
  process.exit(await run({}));
}

const port = await freePort();
const redis = await startRedis(found.stdout.trim(), port);
console.log(`Redis running on 127.0.0.1:${port} for: ${command.join(' ')}`);
const code = await run({ TEST_REDIS_URL: `redis://127.0.0.1:${port}` });
redis.kill('SIGTERM');
process.exit(code);
