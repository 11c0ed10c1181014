import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { ALLOWED_IMAGE_MIME_TYPES } from '@marketplace/contract';

/** Stored images fit inside this square; phones take 4000+ px photos that no page needs. */
export const MAX_IMAGE_DIMENSION = 2048;
/**
 * A 10 MB file can still decode to a huge bitmap (a "decompression bomb"). 64 megapixels admits
 * every phone camera's normal mode while keeping one decode at a few hundred MB at most.
 */
export const MAX_INPUT_PIXELS = 64_000_000;
const JPEG_QUALITY = 85;

export type ImageContentType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number];

export interface NormalizedImage {
  data: Buffer;
  contentType: ImageContentType;
  /** File name extension for the storage key, without the dot. */
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/** The bytes are not a JPEG or PNG image (whatever the file name or declared type said). */
export class UnsupportedImageError extends Error {}
/** A real image, but with more pixels than MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends Error {}

const FORMATS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;

/** What an upload may be: listings' and profiles' pictures take JPEG and PNG; a conversation also WebP. */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp';
const LISTING_FORMATS: readonly AcceptedImageFormat[] = ['jpeg', 'png'];

/**
 * Reads the format from the bytes themselves, so a renamed text file cannot pass as a picture. A
 * WebP is stored as a JPEG, or a PNG when it has transparency (every stored image is one of two).
 */
async function detectFormat(data: Buffer, accepted: readonly AcceptedImageFormat[]): Promise<keyof typeof FORMATS> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new UnsupportedImageError('not an image');
  }
  const format = metadata.format as AcceptedImageFormat;
  if (!accepted.includes(format)) throw new UnsupportedImageError(`unsupported format ${metadata.format}`);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageTooLargeError(`${metadata.width}x${metadata.height} pixels`);
  }
  if (format === 'webp') return metadata.hasAlpha ? 'png' : 'jpeg';
  return format;
}

/**
 * Re-encodes an uploaded JPEG or PNG: turned upright by its EXIF orientation, bounded to
 * MAX_IMAGE_DIMENSION without enlarging, and written afresh. Re-encoding (rather than copying
 * the upload) drops EXIF, XMP and ICC metadata, so GPS positions and camera serial numbers in
 * phone photos never reach the public URL, and any bytes hidden after the image data go too.
 */
export async function normalizeImage(
  data: Buffer,
  accepted: readonly AcceptedImageFormat[] = LISTING_FORMATS,
): Promise<NormalizedImage> {
  const format = await detectFormat(data, accepted);
  const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: MAX_IMAGE_DIMENSION,
    height: MAX_IMAGE_DIMENSION,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    format === 'jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A valid header over truncated or corrupt pixel data fails only here.
    throw new UnsupportedImageError(`cannot decode image: ${(error as Error).message}`);
  }
  return {
    data: output.data,
    ...FORMATS[format],
    width: output.info.width,
    height: output.info.height,
  };
}
