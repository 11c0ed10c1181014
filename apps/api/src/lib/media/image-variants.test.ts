import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageVariantWidth } from '@marketplace/contract';
import { ImageVariants, variantFormatFor, variantsDirFor, type VariantFormat } from './image-variants';
import { LocalMediaStore } from './media-store';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/** Counts the renderings that really ran sharp (the base class skips ones whose file exists). */
class CountingVariants extends ImageVariants {
  renderings = 0;
  protected override async render(key: string, width: ImageVariantWidth, format: VariantFormat, fileName: string) {
    this.renderings += 1;
    return super.render(key, width, format, fileName);
  }
}

describe('ImageVariants', () => {
  let dataDir: string;
  let mediaDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'image-variants-'));
    mediaDir = join(dataDir, 'media');
    await mkdir(mediaDir);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps variants beside the media folder, not inside it', () => {
    expect(variantsDirFor(mediaDir)).toBe(join(dataDir, 'media-variants'));
    expect(variantsDirFor(`${mediaDir}/`)).toBe(join(dataDir, 'media-variants'));
  });

  it('negotiates WebP from Accept, else keeps the stored format', () => {
    expect(variantFormatFor('a.jpg', 'image/avif,image/webp,*/*')).toBe('webp');
    expect(variantFormatFor('a.jpg', '*/*')).toBe('jpeg');
    expect(variantFormatFor('a.PNG', undefined)).toBe('png');
  });

  it('renders concurrent first requests of one variant once, and each later request from disk', async () => {
    const key = `${randomUUID()}.jpg`;
    await writeFile(join(mediaDir, key), await photo(900, 600));
    const variants = new CountingVariants(mediaDir);
    const answers = await Promise.all(Array.from({ length: 10 }, () => variants.variantOf(key, 320, 'webp')));
    expect(new Set(answers)).toEqual(new Set([`${key}.w320.webp`]));
    expect(variants.renderings).toBe(1);
    await variants.variantOf(key, 320, 'webp');
    expect(variants.renderings).toBe(1);
    // No temporary files are left behind.
    expect(await readdir(variants.variantsDir)).toEqual([`${key}.w320.webp`]);
  });

  it('answers null for unknown keys, names that are no key, and files that are no image', async () => {
    const variants = new ImageVariants(mediaDir);
    const text = `${randomUUID()}.png`;
    await writeFile(join(mediaDir, text), '#!/bin/sh\necho not a picture\n');
    expect(await variants.variantOf(text, 160, 'png')).toBeNull();
    expect(await variants.variantOf(`${randomUUID()}.jpg`, 160, 'jpeg')).toBeNull();
    expect(await variants.variantOf('../media/x.jpg', 160, 'jpeg')).toBeNull();
  });

  it('goes with its stored image when the store deletes it', async () => {
    const store = new LocalMediaStore(mediaDir);
    const key = `${randomUUID()}.jpg`;
    await store.put(key, await photo(400, 300));
    const variants = new ImageVariants(mediaDir);
    await variants.variantOf(key, 160, 'jpeg');
    await variants.variantOf(key, 320, 'webp');
    await store.delete(key);
    expect(await readdir(variants.variantsDir)).toEqual([]);
    expect(await variants.variantOf(key, 160, 'jpeg')).toBeNull();
  });
});
