import type { MediaStore } from '../lib/media/media-store';
import { renderJpeg } from './photo-render';
import type { MediaRow } from './seed-types';

/** sharp renders on libuv's pool (4 threads by default): four at a time keeps both cores busy without queueing. */
const BATCH_SIZE = 4;

/**
 * Renders each planned photo and stores it under its media key, filling in the real byte size on
 * the media row. Returns the keys written, so a seed whose insert fails can remove them again; if
 * rendering or storing fails here, what was already written is removed before rethrowing.
 */
export async function writePhotos(media: MediaStore, rows: MediaRow[], svgs: Map<string, string>): Promise<string[]> {
  const written: string[] = [];
  try {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const results = await Promise.allSettled(
        rows.slice(start, start + BATCH_SIZE).map(async (row) => {
          const svg = svgs.get(row.storageKey);
          if (svg === undefined) throw new Error(`No photo drawn for ${row.storageKey}`);
          const jpeg = await renderJpeg(svg);
          await media.put(row.storageKey, jpeg, row.contentType);
          written.push(row.storageKey);
          row.sizeBytes = jpeg.length;
        }),
      );
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    }
    return written;
  } catch (error) {
    await deletePhotos(media, written);
    throw error;
  }
}

export async function deletePhotos(media: MediaStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => media.delete(key)));
}
