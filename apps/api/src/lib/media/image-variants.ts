import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, isMediaKey, type ImageVariantWidth } from '@marketplace/contract';
import { MAX_INPUT_PIXELS } from './image-processing';

/** WebP for browsers that say they take it (all current ones); the stored format otherwise. */
export type VariantFormat = 'webp' | 'jpeg' | 'png';
const EXTENSIONS: Record<VariantFormat, string> = { webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Variants are written beside the media folder (`<data>/media-variants`), never inside it. */
export function variantsDirFor(mediaDir: string): string {
  const media = resolve(mediaDir);
  return join(dirname(media), `${basename(media)}-variants`);
}

/** `<key>.w320.webp`: one file per stored image, width and format. */
export function variantFileName(key: string, width: ImageVariantWidth, format: VariantFormat): string {
  return `${key}.w${width}.${EXTENSIONS[format]}`;
}

export function variantFormatFor(key: string, accept: string | undefined): VariantFormat {
  if (/\bimage\/webp\b/i.test(accept ?? '')) return 'webp';
  return key.toLowerCase().endsWith('.png') ? 'png' : 'jpeg';
}

function encode(pipeline: Sharp, format: VariantFormat): Sharp {
  if (format === 'webp') return pipeline.webp({ quality: 75 });
  if (format === 'jpeg') return pipeline.jpeg({ quality: 80, mozjpeg: true });
  return pipeline.png({ compressionLevel: 9 });
}

/**
 * Renders stored images at the fixed widths, once: the first request writes the file, later ones
 * (and other processes sharing the disk) read it. Concurrent first requests of one variant share
 * one rendering; the file appears by an atomic rename, so nobody reads half of it.
 */
export class ImageVariants {
  readonly variantsDir: string;
  private readonly rendering = new Map<string, Promise<string | null>>();

  constructor(readonly mediaDir: string) {
    this.variantsDir = variantsDirFor(mediaDir);
  }

  /**
   * The variant's file name inside `variantsDir`, or null when `key` is no stored image (missing,
   * or not decodable: a stray file in the folder). The stored file is checked on every call, so a
   * deleted image's variants are never served, even if removing them failed.
   */
  async variantOf(key: string, width: ImageVariantWidth, format: VariantFormat): Promise<string | null> {
    if (!isMediaKey(key)) return null;
    if (!(await isFile(join(this.mediaDir, key)))) return null;
    const fileName = variantFileName(key, width, format);
    if (await isFile(join(this.variantsDir, fileName))) return fileName;
    let pending = this.rendering.get(fileName);
    if (!pending) {
      pending = this.render(key, width, format, fileName).finally(() => this.rendering.delete(fileName));
      this.rendering.set(fileName, pending);
    }
    return pending;
  }

  /** Removes every variant of `key` (called when the stored image is deleted). */
  async deleteVariants(key: string): Promise<void> {
    if (!isMediaKey(key)) return;
    const names = IMAGE_VARIANT_WIDTHS.flatMap((width) =>
      (Object.keys(EXTENSIONS) as VariantFormat[]).map((format) => variantFileName(key, width, format)),
    );
    await Promise.all(names.map((name) => rm(join(this.variantsDir, name), { force: true })));
  }

  /** Protected so a test can count renderings. */
  protected async render(key: string, width: ImageVariantWidth, format: VariantFormat, fileName: string) {
    // A rendering that finished between the caller's check and now has left its file.
    if (await isFile(join(this.variantsDir, fileName))) return fileName;
    let output: Buffer;
    try {
      // Same pixel limit as uploads: a file placed in the folder by other means is no bomb either.
      const pipeline = sharp(join(this.mediaDir, key), { limitInputPixels: MAX_INPUT_PIXELS }).resize({
        width,
        withoutEnlargement: true,
      });
      output = await encode(pipeline, format).toBuffer();
    } catch {
      // Gone since the check, or not an image: both answer "no such image".
      return null;
    }
    await mkdir(this.variantsDir, { recursive: true });
    const temporary = join(this.variantsDir, `.${fileName}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, output);
      await rename(temporary, join(this.variantsDir, fileName));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return fileName;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
