import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { variantsDirFor } from '../lib/media/image-variants';
import { IMAGE_WIDTH_MESSAGE } from './media-files';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 170 } } });

describe('GET /media/w<width>/<key>', () => {
  let t: TestApp;
  let jpegKey: string;
  let smallPngKey: string;
  let textKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    const mediaDir = t.config.mediaDir;
    jpegKey = `${randomUUID()}.jpg`;
    smallPngKey = `${randomUUID()}.png`;
    textKey = `${randomUUID()}.jpg`;
    await writeFile(join(mediaDir, jpegKey), await picture(1600, 1200).jpeg().toBuffer());
    await writeFile(join(mediaDir, smallPngKey), await picture(200, 150).png().toBuffer());
    await writeFile(join(mediaDir, textKey), 'not a picture at all');
  });
  afterAll(() => t.close());

  const get = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  it('answers a smaller WebP for browsers that accept it, cached for a year, varying by Accept', async () => {
    const res = await get(`/media/w320/${jpegKey}`, WEBP_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept(?!-)/i);
    const metadata = await sharp(res.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 240]);
    const original = await get(`/media/${jpegKey}`);
    expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('keeps the stored format for other browsers', async () => {
    const jpeg = await get(`/media/w640/${jpegKey}`, 'image/jpeg,*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(640);
    const png = await get(`/media/w160/${smallPngKey}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(160);
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const res = await get(`/media/w1280/${smallPngKey}`, WEBP_ACCEPT);
    expect(res.statusCode).toBe(200);
    const metadata = await sharp(res.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 150]);
  });

  it('writes each variant once beside the media folder and serves that file afterwards', async () => {
    await get(`/media/w480/${jpegKey}`, WEBP_ACCEPT);
    const variantsDir = variantsDirFor(t.config.mediaDir);
    const fileName = `${jpegKey}.w480.webp`;
    expect(await readdir(variantsDir)).toContain(fileName);
    // Replaced on disk by a different picture: the next answer is that file, not a new rendering.
    const marker = await picture(7, 5).webp().toBuffer();
    await writeFile(join(variantsDir, fileName), marker);
    const res = await get(`/media/w480/${jpegKey}`, WEBP_ACCEPT);
    expect(Buffer.compare(res.rawPayload, marker)).toBe(0);
  });

  it('answers a revalidation with 304 and a HEAD request without a body', async () => {
    const first = await get(`/media/w160/${jpegKey}`, WEBP_ACCEPT);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/w160/${jpegKey}`,
      headers: { accept: WEBP_ACCEPT, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/media/w160/${jpegKey}`,
      headers: { accept: WEBP_ACCEPT },
    });
    expect([head.statusCode, head.headers['content-type'], head.rawPayload.length]).toEqual([200, 'image/webp', 0]);
  });

  it('answers concurrent first requests with the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/media/w960/${jpegKey}`, WEBP_ACCEPT)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('still serves the stored file itself unchanged', async () => {
    const res = await get(`/media/${jpegKey}`, WEBP_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('refuses widths outside the fixed set with 400 and says which are allowed', async () => {
    for (const width of ['w321', 'w2048', 'w0', 'w0320', 'w99999999999', 'w999999999999999999999999']) {
      const res = await get(`/media/${width}/${jpegKey}`);
      expect(res.statusCode, width).toBe(400);
      expect(res.json().Message).toBe(IMAGE_WIDTH_MESSAGE);
    }
    expect(IMAGE_WIDTH_MESSAGE).toBe('Image width must be one of 160, 320, 480, 640, 960, 1280.');
  });

  it('answers 404, never 5xx, for unknown keys, hostile paths and files that are no image', async () => {
    const hostile = [
      `/media/w320/${randomUUID()}.jpg`,
      `/media/w320/${textKey}`,
      '/media/w320/..%2F..%2F..%2Fetc%2Fpasswd',
      `/media/w320/..%2F${jpegKey}`,
      '/media/w320/%2e%2e',
      '/media/w320/..',
      `/media/w320/..%5C${jpegKey}`,
      `/media/w320/${jpegKey}%00.jpg`,
      `/media/w320/${jpegKey}/extra`,
      `/media/x320/${jpegKey}`,
      `/media/w320.5/${jpegKey}`,
      `/media/w-320/${jpegKey}`,
      `/media//${jpegKey}`,
      `/media/w320/${'a'.repeat(5000)}.jpg`,
    ];
    for (const url of hostile) {
      const res = await get(url, WEBP_ACCEPT);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
