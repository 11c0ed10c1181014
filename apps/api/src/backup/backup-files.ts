import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

export interface FileEntry {
  bytes: number;
  sha256: string;
}

export async function sha256File(path: string): Promise<FileEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Regular files under `root`, as `/`-separated paths relative to it, sorted; [] when `root` is missing. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const path = join(dir, name);
      const stats = await lstat(path).catch(() => undefined);
      if (stats?.isDirectory()) await walk(path);
      else if (stats?.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  await walk(root);
  return found.sort();
}

export interface MediaCopy {
  /** Files copied, relative to the media folder, with the size and time of change they had then. */
  copied: Map<string, { size: number; mtimeMs: number }>;
  /** Files listed but gone before they could be copied (deleted meanwhile). */
  vanished: number;
}

/**
 * Copies the files of `from` that are new or changed since `done` saw them into `to`; returns how
 * many. Run once before the database snapshot and once after it: an upload writes its file before
 * its row, so every file the snapshot refers to was complete by then, and the second pass picks up
 * those that arrived (or were still being written) during the first. Files listed but deleted
 * before their turn are counted, not fatal.
 */
export async function copyNewFiles(from: string, to: string, done: MediaCopy): Promise<number> {
  let copied = 0;
  for (const name of await listFiles(from)) {
    const source = join(from, name);
    const before = await lstat(source).catch(() => undefined);
    if (!before) {
      done.vanished += 1;
      continue;
    }
    const seen = done.copied.get(name);
    if (seen && seen.size === before.size && seen.mtimeMs === before.mtimeMs) continue;
    const target = join(to, name);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      done.vanished += 1;
      continue;
    }
    done.copied.set(name, { size: before.size, mtimeMs: before.mtimeMs });
    copied += 1;
  }
  return copied;
}
