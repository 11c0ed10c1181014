import { spawn, type ChildProcess } from 'node:child_process';
import { apiServerBundle } from '../../../../../scripts/api-server-bundle.mjs';
import { appRoot } from '../../../src/config/paths';
import { freePort } from '../../../../../scripts/free-port.mjs';

/** A real API process (src/server.ts, as `pnpm dev` runs it) on a loopback port of its own. */
export interface ServerProcess {
  url: string;
  port: number;
  /** Everything it printed so far (pino's JSON lines), for failure messages. */
  output(): string;
  /** Starts it again on the same port and environment after it stopped or was killed. */
  restart(): Promise<void>;
  /** Sends the signal and waits for the exit: SIGKILL is a crash, SIGTERM drains first. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** What every test process shares: quiet enough to read, no seed, no built apps. */
export const TEST_SERVER_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'false',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  STOREFRONT_DIR: '/nonexistent-storefront',
  BACKOFFICE_DIR: '/nonexistent-backoffice',
  SHUTDOWN_GRACE_MS: '2000',
};

const STARTUP_TIMEOUT_MS = 60_000;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  // The server as `pnpm build` bundles it (scripts/api-server-bundle.mjs), as it runs in production.
  const server = await apiServerBundle();
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, [server], {
        cwd: appRoot,
        // LOG_LEVEL info for the one line that says it listens; warn otherwise (see TEST_SERVER_ENV).
        env: { ...process.env, ...TEST_SERVER_ENV, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), STARTUP_TIMEOUT_MS);
      const ready = async () => {
        // Polled rather than read from the log, so LOG_LEVEL may stay quiet.
        while (started.exitCode === null) {
          const healthy = await fetch(`${url}/api/health`).then(
            (response) => response.status === 200,
            () => false,
          );
          if (healthy) return true;
          await new Promise((wait) => setTimeout(wait, 100));
        }
        return false;
      };
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      started.stdout!.on('data', collect);
      started.stderr!.on('data', collect);
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited while starting (${code ?? signal}):\n${output}`));
      });
      void ready().then((healthy) => {
        clearTimeout(timer);
        if (healthy) resolve();
      });
    });

  await launch();
  return {
    url,
    port,
    output: () => output,
    restart: launch,
    stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve(null);
      return new Promise((resolve) => {
        running.once('exit', (code) => resolve(code));
        running.kill(signal);
      });
    },
  };
}
