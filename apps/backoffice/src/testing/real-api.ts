import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { createApi, createHttpClient, createMemorySession, type Api } from '@marketplace/client';
import { afterAll, beforeAll } from 'vitest';
import { BACKOFFICE_API_LANGUAGE } from '@/config/api-language';
import { copyDemoDataFolder } from '../../../../scripts/demo-data-folder.mjs';
import { freePort } from '../../../../scripts/free-port.mjs';

// The data provider is tested against the real API, not a mock: a server process of apps/api (its
// sources bundled as `pnpm build` does, once per change: scripts/api-server-bundle.mjs) on a free
// loopback port, on its own copy of the seeded demo marketplace (scripts/demo-data-folder.mjs:
// seeded once, copied per server). Started once per test file, stopped after it.

const apiDir = resolve(import.meta.dirname, '../../../api');
const bundleScript = resolve(import.meta.dirname, '../../../../scripts/api-server-bundle.mjs');

/** The bundled server's path, from a Node process of its own: esbuild does not run in jsdom. */
async function apiServerBundle(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bundleScript]);
  return stdout.trim();
}

export const DEMO_PASSWORD = 'Marketplace1!';

export interface RealApi {
  baseUrl: string;
  /** An Api signed in as this demo account (its own session), or a visitor's without one. */
  clientFor(email?: string): Promise<Api>;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The API did not become healthy within 60 s:\n${log()}`);
}

export async function startRealApi(): Promise<RealApi> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-api-'));
  await copyDemoDataFolder(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [await apiServerBundle()], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RESERVATION_SWEEP_SECONDS: '0',
      // Empty counts as unset and wins over a developer's .env: embedded database, no SMTP, no S3.
      DATABASE_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      PUBLIC_URL: '',
      JWT_SECRET: 'backoffice-data-provider-tests-secret-0123456789',
    },
  });
  // A child outlives its parent unless told: the server ends with the test process at the latest.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    process.off('exit', killOnExit);
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
    await rm(dataDir, { recursive: true, force: true });
  };
  // A server that never answers is stopped here: no caller holds it yet to stop it later (one that
  // never became healthy once outlived its test run by an hour).
  await waitForHealth(baseUrl, child, () => output.slice(-4000)).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  const clientFor = async (email?: string) => {
    const session = createMemorySession();
    // In English, as the back office's own client asks (api.ts).
    const api = createApi(
      createHttpClient({
        baseUrl,
        session,
        onSessionExpired: () => undefined,
        language: () => BACKOFFICE_API_LANGUAGE,
      }),
    );
    if (email) {
      const tokens = await api.auth.providerLogin({ Email: email, Password: DEMO_PASSWORD });
      session.write({ jwtToken: tokens.JwtToken, refreshToken: tokens.RefreshToken });
    }
    return api;
  };
  return { baseUrl, clientFor, stop };
}

/**
 * Starts the real API before the tests of the file (or describe) that calls it and stops it after
 * them; `server.real` is set by the time the caller's own beforeAll hooks run.
 */
export function withRealApi(): { real: RealApi } {
  const server = {} as { real: RealApi };
  let starting: Promise<RealApi> | undefined;
  beforeAll(async () => {
    starting = startRealApi();
    server.real = await starting;
  }, 90_000);
  afterAll(async () => {
    if (server.real) return server.real.stop();
    // A start that outlasted its hook's time-out still ends in a server: it is stopped once up
    // rather than left behind (on a busy machine such servers outlived the test run).
    void starting?.then((real) => real.stop()).catch(() => undefined);
  });
  return server;
}
