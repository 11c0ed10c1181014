// Every process the suite starts goes through here, so one cleanup stops them all: on normal
// exit, on an error, on Ctrl-C (SIGINT) and on SIGTERM. Each waits for readiness or completion
// within a time limit, so a stuck server or seed cannot hold the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../../scripts/free-port.mjs';

const running = new Set<ChildProcess>();

export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  /** Output lines kept for the error message when the process fails. */
  label: string;
  /** Print the child's output as it comes (long seeds) instead of keeping it quiet. */
  echo?: boolean;
}

function start(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; output: () => string; stdout: () => string } {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let tail = '';
  const stdout: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    if (options.echo) process.stderr.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    keep(chunk);
    // Servers' output is only kept as a tail; a command's result (JSON) is kept whole.
    if (!('readyUrl' in options)) stdout.push(chunk);
  });
  child.stderr?.on('data', keep);
  return { child, output: () => tail, stdout: () => Buffer.concat(stdout).toString() };
}

function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a command to its end and answers its stdout; rejects on a non-zero exit or after `timeoutMs`. */
export function runToEnd(command: string, args: string[], options: SpawnOptions, timeoutMs: number): Promise<string> {
  const { child, output, stdout } = start(command, args, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child);
      reject(new Error(`${options.label} did not finish within ${timeoutMs / 1000} s\n${output()}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout());
      else reject(new Error(`${options.label} failed (${signal ?? `exit ${code}`})\n${output()}`));
    });
  });
}

/** Starts a server and resolves once `readyUrl` answers 200, with the time that took. */
export async function startServer(
  command: string,
  args: string[],
  options: SpawnOptions & { readyUrl: string; timeoutMs: number },
): Promise<Started & { readyMs: number }> {
  const started = performance.now();
  const { child, output } = start(command, args, options);
  const deadline = started + options.timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.label} exited (${child.exitCode}) before it was ready\n${output()}`);
    if (await answers200(options.readyUrl)) {
      const readyMs = performance.now() - started;
      return { child, readyMs, stop: () => stopChild(child) };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stopChild(child);
  throw new Error(`${options.label} was not ready within ${options.timeoutMs / 1000} s\n${output()}`);
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Stops every child on Ctrl-C or SIGTERM, then exits; the caller's own cleanup runs first. */
export function stopOnSignals(cleanup: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers...`);
      void Promise.allSettled([stopAll(), cleanup()]).finally(() => process.exit(130));
    });
  }
}

export { freePort };

export async function withTimeout<T>(label: string, timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} took longer than ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
