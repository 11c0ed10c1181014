/**
 * Responsive images (issue 18). The API renders a stored image at a few fixed widths:
 * `/media/<key>` is the stored file (up to 2048 px), `/media/w<width>/<key>` the same picture at
 * most `<width>` pixels wide. The apps put those in `srcset` so a phone's 160 px card no longer
 * downloads a 2048 px photo.
 */
import { MEDIA_ID_PATTERN } from './validation/rules';

/**
 * The only widths the API renders. A fixed set bounds the variant cache (at most this many files
 * per image and format) and makes every variant URL one shared, cacheable file.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/**
 * Files the API stores, `<uuid>.jpg|png` (uploads and seed photos alike): the media id's pattern
 * with the extension before its closing `$`.
 */
const MEDIA_KEY = new RegExp(`${MEDIA_ID_PATTERN.replace(/\$$/, '')}\\.(?:jpg|jpeg|png)$`, 'i');
const MEDIA_FILE_URL = /^\/media\/([^/?#]+)$/;

export function isImageVariantWidth(value: number): value is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value);
}

/** Whether `key` names a stored image file the API can render variants of. */
export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/**
 * `/media/<key>` at `width`, or null for any URL without variants: bucket or other absolute URLs,
 * placeholders, and `/media/...` paths that are not a stored image's key.
 */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const key = storedImageKey(url);
  return key === null ? null : `/media/w${width}/${key}`;
}

function storedImageKey(url: string): string | null {
  const key = MEDIA_FILE_URL.exec(url)?.[1];
  return key !== undefined && isMediaKey(key) ? key : null;
}

export interface ResponsiveImageSlot {
  /** The widths this slot can use: its largest CSS width times the device pixel ratios served. */
  widths: readonly ImageVariantWidth[];
  /** The `sizes` attribute: how wide the slot is at each viewport width. */
  sizes: string;
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an `<img>` showing `url` in `slot`. `src` stays the stored
 * file (what a browser without srcset support loads); URLs without variants get `src` only.
 */
export function responsiveImage(url: string, slot: ResponsiveImageSlot): ResponsiveImageAttributes {
  const key = storedImageKey(url);
  if (key === null || slot.widths.length === 0) return { src: url };
  const candidates = [...new Set(slot.widths)].sort((a, b) => a - b);
  const srcSet = candidates.map((width) => `/media/w${width}/${key} ${width}w`).join(', ');
  return { src: url, srcSet, sizes: slot.sizes };
}
