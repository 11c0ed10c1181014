import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLargeError, MAX_IMAGE_DIMENSION, normalizeImage, UnsupportedImageError } from './image-processing';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } });

describe('normalizeImage', () => {
  it('keeps the format, re-encodes and drops the metadata', async () => {
    const jpeg = await solid(120, 80)
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'someone' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const result = await normalizeImage(jpeg);
    expect(result).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 120, height: 80 });
    const metadata = await sharp(result.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();

    const png = await normalizeImage(await solid(30, 20).png().toBuffer());
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png', width: 30, height: 20 });
    expect((await sharp(png.data).metadata()).format).toBe('png');
  });

  it('bounds the longer side to 2048 px and never enlarges', async () => {
    const tall = await normalizeImage(await solid(1000, 4000).png().toBuffer());
    expect([tall.width, tall.height]).toEqual([512, MAX_IMAGE_DIMENSION]);
    const small = await normalizeImage(await solid(40, 30).jpeg().toBuffer());
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it('applies the EXIF orientation', async () => {
    const sideways = await solid(60, 20).withMetadata({ orientation: 8 }).jpeg().toBuffer();
    const upright = await normalizeImage(sideways);
    expect([upright.width, upright.height]).toEqual([20, 60]);
    expect((await sharp(upright.data).metadata()).orientation).toBeUndefined();
  });

  it('refuses what is not a JPEG or PNG, whatever the bytes claim to be', async () => {
    await expect(normalizeImage(Buffer.from('GIF89a but not really'))).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(normalizeImage(await solid(10, 10).webp().toBuffer())).rejects.toBeInstanceOf(UnsupportedImageError);
    const png = await solid(200, 200).png().toBuffer();
    // A valid header over cut-off pixel data is caught when decoding.
    await expect(normalizeImage(png.subarray(0, 60))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses images with too many pixels before decoding them', async () => {
    // A decompression bomb needs only a header claiming a huge size: patch a tiny PNG's IHDR.
    const bomb = Buffer.from(await solid(1, 1).png().toBuffer());
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    await expect(normalizeImage(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
