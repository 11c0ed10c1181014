import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageVariants } from './image-variants';

/** Where uploaded bytes live. Local disk by default; an S3-compatible bucket when configured. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The path (same origin) or absolute URL a browser loads the file from. */
  urlFor(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';

/** Keys are server-generated (`<uuid>.<ext>`), never user input, so they are safe file names. */
export class LocalMediaStore implements MediaStore {
  private readonly variants: ImageVariants;

  constructor(readonly root: string) {
    this.variants = new ImageVariants(root);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await writeFile(join(this.root, key), body);
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
    // Its resized copies (served at /media/w<width>/<key>) go with it, to free their disk space.
    await this.variants.deleteVariants(key);
  }

  urlFor(key: string): string {
    return `${MEDIA_URL_PREFIX}${key}`;
  }
}
