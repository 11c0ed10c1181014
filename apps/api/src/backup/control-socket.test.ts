import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTROL_SOCKET,
  controlSocketAddress,
  DataDirBusyError,
  holdDataDir,
  probeDataDir,
  requestSnapshot,
  SocketPathTooLongError,
  type DataDirHold,
} from './control-socket';

describe('the data folder control socket', () => {
  let dataDir: string;
  const holds: DataDirHold[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-control-'));
  });
  afterEach(async () => {
    await Promise.all(holds.splice(0).map((hold) => hold.release()));
    await rm(dataDir, { recursive: true, force: true });
  });
  const hold = async (role: 'server' | 'backup' = 'server') => {
    const taken = await holdDataDir(dataDir, role);
    holds.push(taken);
    return taken;
  };

  it('tells who holds the folder, and refuses a second holder', async () => {
    expect(await probeDataDir(dataDir)).toBeNull();
    await hold('server');
    expect(await probeDataDir(dataDir)).toMatchObject({ role: 'server', pid: process.pid });
    const second = holdDataDir(dataDir, 'backup');
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(`A marketplace server (pid ${process.pid}, started `);
  });

  it('frees the folder on release, and takes it over from a process that died holding it', async () => {
    const first = await holdDataDir(dataDir, 'server');
    await first.release();
    expect(existsSync(join(dataDir, CONTROL_SOCKET))).toBe(false);
    // What a kill -9 leaves: the file, with nobody listening.
    await writeFile(join(dataDir, CONTROL_SOCKET), '');
    expect(await probeDataDir(dataDir)).toBeNull();
    await hold('backup');
    expect(await probeDataDir(dataDir)).toMatchObject({ role: 'backup' });
  });

  it('serves snapshots once the database is open, and passes their failures on', async () => {
    const taken = await hold('server');
    await expect(requestSnapshot(dataDir)).rejects.toThrow('makes no snapshots (or is still starting)');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 7);
    taken.serveSnapshots(async () => new Blob([bytes]));
    expect((await requestSnapshot(dataDir)).equals(bytes)).toBe(true);
    taken.serveSnapshots(() => Promise.reject(new Error('the database is closed')));
    await expect(requestSnapshot(dataDir)).rejects.toThrow(
      'The server could not make a snapshot: the database is closed',
    );
  });

  it('uses a path relative to the working folder when the absolute one is too long, else refuses', async () => {
    const deep = join('/srv', 'x'.repeat(120));
    expect(controlSocketAddress(deep, deep)).toBe(CONTROL_SOCKET);
    expect(controlSocketAddress(deep, '/')).toBeUndefined();
    expect(controlSocketAddress('/srv/data', '/')).toBe('/srv/data/control.sock');
    await expect(probeDataDir(join(dataDir, 'x'.repeat(120)))).rejects.toBeInstanceOf(SocketPathTooLongError);
  });
});
