import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join, relative } from 'node:path';

/**
 * The embedded database belongs to one process: PGlite takes no lock on its folder, and a second
 * process opening it while the first runs goes unnoticed and corrupts it. So whoever opens it (the
 * server, `pnpm backup` on a stopped server, `pnpm restore`) first listens on a Unix socket in the
 * data folder. The socket is the lock (a live listener answers; a crash leaves a file that refuses
 * connections and is replaced) and the server's local channel: `pnpm backup` asks the running
 * server for a consistent copy through it. Only the folder's owner can connect (mode 0600), and
 * nothing is reachable over the network.
 */
export const CONTROL_SOCKET = 'control.sock';

/** Linux keeps 108 bytes for a socket path, the last one a NUL; Node cuts longer paths silently. */
const MAX_SOCKET_PATH_BYTES = 107;
const MAX_REQUEST_BYTES = 1024;
const STATUS_TIMEOUT_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;

export type HolderRole = 'server' | 'backup' | 'restore' | 'seed' | 'db:migrate';

export interface HolderInfo {
  role: HolderRole | 'unknown';
  pid: number | null;
  since: string | null;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: HolderInfo,
  ) {
    super(`${describeHolder(holder)} is using the data folder ${dataDir}.`);
  }
}

export class SocketPathTooLongError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder's path is too long for its control socket (${join(dataDir, CONTROL_SOCKET)} is over ` +
        `${MAX_SOCKET_PATH_BYTES} bytes), so a running server on it cannot be found. Use a shorter DATA_DIR ` +
        '(a symbolic link with a short path works, if the server uses it too).',
    );
  }
}

export function describeHolder(holder: HolderInfo): string {
  const facts = [holder.pid === null ? '' : `pid ${holder.pid}`, holder.since ? `started ${holder.since}` : '']
    .filter(Boolean)
    .join(', ');
  const about = facts ? ` (${facts})` : '';
  if (holder.role === 'server') return `A marketplace server${about}`;
  if (holder.role !== 'unknown') return `A running \`pnpm ${holder.role}\`${about}`;
  return 'Another process';
}

/**
 * Where to listen or connect: the absolute path, or else the path relative to the working folder
 * when that one fits; undefined when neither does.
 */
export function controlSocketAddress(dataDir: string, cwd: string = process.cwd()): string | undefined {
  const absolute = join(dataDir, CONTROL_SOCKET);
  const fits = (path: string) => Buffer.byteLength(path) <= MAX_SOCKET_PATH_BYTES;
  if (fits(absolute)) return absolute;
  const fromCwd = relative(cwd, absolute);
  return fits(fromCwd) ? fromCwd : undefined;
}

interface Reply {
  ok: boolean;
  error?: string;
  bytes?: number;
  holder?: HolderInfo;
}

/**
 * Who holds `dataDir` right now, or null when nobody does (no socket, or a stale one left by a
 * crash). A listener that connects but does not answer still holds it.
 */
export async function probeDataDir(dataDir: string): Promise<HolderInfo | null> {
  const address = controlSocketAddress(dataDir);
  if (!address) throw new SocketPathTooLongError(dataDir);
  let socket: Socket;
  try {
    socket = await connect(address);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw new Error(`Cannot check for a server on ${dataDir} (${code ?? String(error)}): ${String(error)}`);
  }
  try {
    const { reply } = await exchange(socket, 'status', STATUS_TIMEOUT_MS);
    return reply.holder ?? { role: 'unknown', pid: null, since: null };
  } catch {
    return { role: 'unknown', pid: null, since: null };
  } finally {
    socket.destroy();
  }
}

/**
 * Asks the process holding `dataDir` for a snapshot of its database (an uncompressed tar of the
 * PGlite folder). Waits as long as the snapshot takes.
 */
export async function requestSnapshot(dataDir: string, timeoutMs = 10 * 60_000): Promise<Buffer> {
  const address = controlSocketAddress(dataDir);
  if (!address) throw new SocketPathTooLongError(dataDir);
  const socket = await connect(address);
  try {
    const { reply, body } = await exchange(socket, 'snapshot', timeoutMs);
    if (!reply.ok) throw new Error(`The server could not make a snapshot: ${reply.error ?? 'no reason given'}`);
    if (body.length !== reply.bytes)
      throw new Error(`The snapshot arrived incomplete (${body.length} of ${reply.bytes} bytes).`);
    return body;
  } finally {
    socket.destroy();
  }
}

export interface DataDirHold {
  /** Answers `pnpm backup` from now on with snapshots made by `snapshot`. */
  serveSnapshots(snapshot: () => Promise<Blob>): void;
  /** Stops listening and removes the socket. */
  release(): Promise<void>;
}

/**
 * Takes `dataDir` for this process (see CONTROL_SOCKET); throws DataDirBusyError when another
 * process holds it, and SocketPathTooLongError when no socket can be made there.
 */
export async function holdDataDir(
  dataDir: string,
  role: HolderRole,
  onError: (error: Error) => void = () => {},
): Promise<DataDirHold> {
  const address = controlSocketAddress(dataDir);
  if (!address) throw new SocketPathTooLongError(dataDir);
  await mkdir(dataDir, { recursive: true });
  const current = await probeDataDir(dataDir);
  if (current) throw new DataDirBusyError(dataDir, current);
  // Left by a process that died without removing it.
  await rm(address, { force: true });

  const holder: HolderInfo = { role, pid: process.pid, since: new Date().toISOString() };
  let snapshot: (() => Promise<Blob>) | undefined;
  const server = createServer((socket) => {
    answer(socket, holder, snapshot).catch((error: unknown) => {
      onError(error instanceof Error ? error : new Error(String(error)));
      socket.destroy();
    });
  });
  try {
    await listen(server, address);
  } catch (error) {
    // Two processes started at the same moment: the other one won.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new DataDirBusyError(dataDir, (await probeDataDir(dataDir)) ?? { role: 'unknown', pid: null, since: null });
    }
    throw error;
  }
  await chmod(address, 0o600);
  return {
    serveSnapshots: (make) => {
      snapshot = make;
    },
    release: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // close() removes the socket file on Linux; this covers the platforms where it does not.
      await rm(address, { force: true });
    },
  };
}

async function answer(socket: Socket, holder: HolderInfo, snapshot: (() => Promise<Blob>) | undefined) {
  // A client that connects and says nothing does not keep a connection open for ever.
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const request = await readLine(socket, MAX_REQUEST_BYTES);
  socket.setTimeout(0);
  const command = (JSON.parse(request.line) as { command?: unknown }).command;
  const reply = (value: Reply, body?: Buffer) => {
    socket.write(`${JSON.stringify(value)}\n`);
    if (body) socket.end(body);
    else socket.end();
  };
  if (command === 'status') return reply({ ok: true, holder });
  if (command !== 'snapshot') return reply({ ok: false, error: `unknown command ${JSON.stringify(command)}` });
  if (!snapshot)
    return reply({ ok: false, error: `this ${holder.role} process makes no snapshots (or is still starting)` });
  try {
    const body = Buffer.from(await (await snapshot()).arrayBuffer());
    reply({ ok: true, bytes: body.length }, body);
  } catch (error) {
    reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

function connect(address: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Sends one command and reads the JSON reply line and whatever follows it, until the other side ends. */
async function exchange(socket: Socket, command: string, timeoutMs: number): Promise<{ reply: Reply; body: Buffer }> {
  socket.write(`${JSON.stringify({ command })}\n`);
  const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const { line, rest } = await readLine(socket, 64 * 1024);
    const chunks = [rest];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    return { reply: JSON.parse(line) as Reply, body: Buffer.concat(chunks) };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads up to the first newline; `rest` is what came after it in the same chunk. */
function readLine(socket: Socket, maxBytes: number): Promise<{ line: string; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('error', onFail);
      socket.off('end', onEnd);
    };
    const onFail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onEnd = () => onFail(new Error('the connection ended before a full line'));
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const newline = buffered.indexOf(10);
      if (newline === -1) {
        if (buffered.length > maxBytes) onFail(new Error('line too long'));
        return;
      }
      cleanup();
      socket.pause();
      resolve({ line: buffered.subarray(0, newline).toString('utf8'), rest: buffered.subarray(newline + 1) });
    };
    socket.on('data', onData);
    socket.once('error', onFail);
    socket.once('end', onEnd);
  });
}

/**
 * For every process that opens the embedded database itself (the server, `pnpm seed`, `pnpm
 * db:migrate`): holds the folder while it runs, or exits with why not when another process has
 * it. When no socket can be made there (a path too long for one, a platform without Unix
 * sockets) it warns and goes on: the control socket must never keep the marketplace from running,
 * and the backup and restore commands then refuse that folder instead. Nothing to hold on
 * PostgreSQL, which takes its own locks.
 */
export async function holdEmbeddedDataDir(
  config: { databaseUrl: string | undefined; dataDir: string },
  role: HolderRole,
): Promise<DataDirHold | undefined> {
  if (config.databaseUrl) return undefined;
  try {
    return await holdDataDir(config.dataDir, role, (err) => console.error(`control socket: ${err.message}`));
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `${error.message} One embedded database serves one process: stop it first, or set another DATA_DIR.`,
      );
      process.exit(1);
    }
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `No control socket in ${config.dataDir}: ${reason} \`pnpm backup\` and \`pnpm restore\` will refuse it.`,
    );
    return undefined;
  }
}
