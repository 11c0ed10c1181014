import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyAllFiles, copyNewFiles, FolderBackup, listFiles, sha256File, type MediaCopy } from './backup-files';

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

  it('copies the private folder in the same two passes, and nothing when its files are in the bucket', async () => {
    const from = join(root, 'private');
    await mkdir(from, { recursive: true });
    await writeFile(join(from, 'a.pdf'), 'a contract');
    const lines: string[] = [];
    const folder = new FolderBackup('Private files', from, join(root, 'backup', 'private'));
    await folder.firstPass((line) => lines.push(line));
    await writeFile(join(from, 'b.jpg'), 'sent during the snapshot');
    await folder.secondPass((line) => lines.push(line));
    expect(lines).toEqual([
      `Private files: 1 files copied from ${from}.`,
      'Private files: 1 files arrived or changed during the copy; copied too.',
    ]);
    expect(folder.changedDuringCopy).toBe(1);
    expect([...folder.copy!.copied.keys()]).toEqual(['a.pdf', 'b.jpg']);
    expect(await readFile(join(root, 'backup', 'private', 'b.jpg'), 'utf8')).toBe('sent during the snapshot');

    const onS3 = new FolderBackup('Private files', undefined, join(root, 'backup-s3', 'private'));
    await onS3.firstPass((line) => lines.push(line));
    await onS3.secondPass((line) => lines.push(line));
    expect(onS3.copy).toBeUndefined();
    expect(lines).toHaveLength(2);
    expect(await listFiles(join(root, 'backup-s3'))).toEqual([]);
  });

  it('copies a whole folder back, subfolders included, and makes an empty one for a missing source', async () => {
    const from = join(root, 'backup', 'media');
    await mkdir(join(from, 'nested'), { recursive: true });
    await writeFile(join(from, 'a.jpg'), 'one');
    await writeFile(join(from, 'nested', 'b.png'), 'two');
    expect(await copyAllFiles(from, join(root, 'restored', 'media'))).toBe(2);
    expect(await listFiles(join(root, 'restored', 'media'))).toEqual(['a.jpg', 'nested/b.png']);
    expect(await readFile(join(root, 'restored', 'media', 'nested', 'b.png'), 'utf8')).toBe('two');
    expect(await copyAllFiles(join(root, 'nowhere'), join(root, 'restored', 'private'))).toBe(0);
    expect(await listFiles(join(root, 'restored', 'private'))).toEqual([]);
  });
});
