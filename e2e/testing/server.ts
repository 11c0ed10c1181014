import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../../scripts/free-port.mjs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDemoDataFolder } from '../../scripts/demo-data-folder.mjs';

// The production server for the end-to-end run: the built API (which also serves the built
// storefront at /) on a free loopback port, on its own copy of the seeded demo marketplace
// (scripts/demo-data-folder.mjs: seeded once, copied per server), the dev mailbox on and the
// sandbox payment gateway. A first start seeding an empty folder is tested in apps/api.

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = join(repoRoot, 'apps', 'api', 'dist', 'server.js');
const storefrontIndex = join(repoRoot, 'apps', 'storefront', 'dist', 'index.html');
/** Server output of the last run (pino JSON lines, level warn and up); .test-results is gitignored. */
export const serverLogFile = join(repoRoot, '.test-results', 'e2e-server.log');

export interface ServerOptions {
  /** Environment overrides for a server of a spec's own (e.g. a low RATE_LIMIT_MAX). */
  readonly env?: Readonly<Record<string, string>>;
  /** Names its log, .test-results/e2e-server-<name>.log, so the shared server's log stays whole. */
  readonly name?: string;
}

/** Seeding the demo marketplace (once per run, scripts/demo-data-folder.mjs) takes 15-60 s on a small machine. */
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface StartedServer {
  readonly baseURL: string;
  stop(): Promise<void>;
}

/** Fails early, with the fix, when the apps were not built. */
export function assertBuilt(): void {
  const missing = [serverEntry, storefrontIndex].filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  throw new Error(
    `End-to-end tests run against the production build, but ${missing.map((file) => relative(repoRoot, file)).join(' and ')} ` +
      `${missing.length > 1 ? 'are' : 'is'} missing. Run \`pnpm build\` at the repository root first.`,
  );
}

export { freePort };

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode ?? child.signalCode}) before it was ready. ` +
          `Last lines of ${relative(repoRoot, logFile)}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      lastError = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The server did not answer GET /api/health within ${READY_TIMEOUT_MS / 1000} s (${lastError}). ` +
      `Last lines of ${relative(repoRoot, logFile)}:\n${tail(logFile)}`,
  );
}

export async function startServer(options: ServerOptions = {}): Promise<StartedServer> {
  assertBuilt();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-e2e-'));
  await copyDemoDataFolder(dataDir);
  const logFile = options.name ? serverLogFile.replace(/\.log$/, `-${options.name}.log`) : serverLogFile;
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Unset, as on `npm start`: links in mails and the payment return follow the address the
      // browser used (plugins/link-origin.ts), here baseURL.
      PUBLIC_URL: '',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'true',
      DEV_MAILBOX: 'true',
      PAYMENT_GATEWAY: 'sandbox',
      LOG_LEVEL: 'warn',
      // Every test signs in; routes with their own limits (sign-in 20/min) keep them.
      RATE_LIMIT_MAX: '100000',
      // The conversations' mail rule (issue 37) in seconds rather than 10 minutes, so a journey
      // can see a read message go unmailed and an unread one mailed.
      MESSAGE_MAIL_AFTER_SECONDS: '3',
      MESSAGE_MAIL_SWEEP_SECONDS: '1',
      // An empty value wins over a developer's .env (the server never overrides set variables)
      // and counts as unset: PGlite, mails kept in the outbox, local media, no Tap.
      DATABASE_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      TAP_SECRET_KEY: '',
      STOREFRONT_DIR: '',
      BACKOFFICE_DIR: '',
      CORS_ORIGINS: '',
      TRUST_PROXY: '',
      ...options.env,
    },
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // If the runner dies without running the teardown, do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
