import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../src/config/paths';

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the real entry point (src/server.ts) as a separate process, as `start` does. */
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
}

function stop(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill(signal);
  });
}

// Needs its own embedded database in a data folder, so it runs on PGlite only.
describe.skipIf(process.env.TEST_DATABASE_URL)('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty data folder, seeds it, and stops cleanly on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'true' });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.output()).toContain('demo marketplace seeded');
    expect(server.output()).toContain('Demo accounts');
    expect(await stop(server, 'SIGTERM')).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 120_000);

  it('reuses the data on a second start, opens the storefront at / and stops cleanly on SIGINT', async () => {
    const storefront = join(import.meta.dirname, 'testing', 'storefront');
    const server = await startServer({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'true', STOREFRONT_DIR: storefront });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The README's first link: `curl -L http://localhost:3000/` is the storefront (spec 2.1: /home).
    const root = await fetch(`${server.url}/`);
    expect(root.url).toBe(`${server.url}/home`);
    expect(await root.text()).toContain('storefront-fixture');
    expect(server.output()).not.toContain('demo marketplace seeded');
    expect(server.output()).toContain('Demo accounts');
    expect(await stop(server, 'SIGINT')).toBe(0);
  }, 120_000);
});
