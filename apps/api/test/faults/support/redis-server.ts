import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../../../scripts/free-port.mjs';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function redisServerBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** A throwaway Redis (Debian's redis-server) on a free loopback port (or `port`), in memory only. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server not found: apt-get install redis-server');
  port ??= await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
