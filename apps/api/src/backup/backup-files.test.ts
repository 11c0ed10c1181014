import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyNewFiles, listFiles, sha256File, type MediaCopy } from './backup-files';

describe('copying the media folder around the snapshot', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'marketplace-media-copy-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('copies in a second pass only what arrived or changed since the first', async () => {
    const from = join(root, 'media');
    const to = join(root, 'backup', 'media');
    await mkdir(from, { recursive: true });
    await writeFile(join(from, 'a.jpg'), 'first');
    await writeFile(join(from, 'b.png'), 'half of an upl');
    const copy: MediaCopy = { copied: new Map(), vanished: 0 };

    expect(await copyNewFiles(from, to, copy)).toBe(2);
    // During the snapshot: an upload finishes writing, another arrives, an unchanged file stays.
    await writeFile(join(from, 'b.png'), 'half of an upload, now whole');
    await utimes(join(from, 'b.png'), new Date(), new Date(Date.now() + 5000));
    await writeFile(join(from, 'c.jpg'), 'arrived during the copy');

    expect(await copyNewFiles(from, to, copy)).toBe(2);
    expect(await listFiles(to)).toEqual(['a.jpg', 'b.png', 'c.jpg']);
    expect(await readFile(join(to, 'b.png'), 'utf8')).toBe('half of an upload, now whole');
    expect(await copyNewFiles(from, to, copy)).toBe(0);
    expect(copy.vanished).toBe(0);
  });

  it('treats a missing media folder as empty, and hashes what it copies', async () => {
    expect(await listFiles(join(root, 'nowhere'))).toEqual([]);
    await writeFile(join(root, 'x'), 'abc');
    expect(await sha256File(join(root, 'x'))).toEqual({
      bytes: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
  });
});
