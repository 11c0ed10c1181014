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

/** Copies every file under `from` (none when it is missing) into `to`, which it creates; returns how many. */
export async function copyAllFiles(from: string, to: string): Promise<number> {
  const files = await listFiles(from);
  await mkdir(to, { recursive: true });
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(join(from, file), join(to, file));
  }
  return files.length;
}

export interface MediaCopy {
  /** Files copied, relative to the folder copied (media or private), with the size and time of change they had then. */
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

/**
 * One folder a backup copies (the media, the private files) in copyNewFiles' two passes: `from`
 * is undefined when its files are in the S3 bucket, and nothing is copied.
 */
export class FolderBackup {
  readonly done: MediaCopy = { copied: new Map(), vanished: 0 };
  /** Files copied by the second pass: they arrived or changed during the first, or the snapshot. */
  changedDuringCopy = 0;

  constructor(
    /** How the log names it: `Media`, `Private files`. */
    readonly label: string,
    readonly from: string | undefined,
    readonly to: string,
  ) {}

  /** What was copied, for the manifest's section; undefined when the files are in the bucket. */
  get copy(): MediaCopy | undefined {
    return this.from === undefined ? undefined : this.done;
  }

  /** Before the database snapshot. */
  async firstPass(log: (line: string) => void): Promise<void> {
    if (this.from === undefined) return;
    const copied = await copyNewFiles(this.from, this.to, this.done);
    log(`${this.label}: ${copied} files copied from ${this.from}.`);
  }

  /** After the database snapshot: the files that arrived or changed meanwhile. */
  async secondPass(log: (line: string) => void): Promise<void> {
    if (this.from === undefined) return;
    this.changedDuringCopy = await copyNewFiles(this.from, this.to, this.done);
    if (this.changedDuringCopy > 0)
      log(`${this.label}: ${this.changedDuringCopy} files arrived or changed during the copy; copied too.`);
  }
}
