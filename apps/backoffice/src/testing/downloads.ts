import { expect, vi } from 'vitest';

export interface Download {
  readonly fileName: string;
  /** The file's bytes decoded as UTF-8, a byte order mark kept (FileReader's text would drop it). */
  readonly text: string;
}

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * Catches the files the page offers for download (a Blob URL clicked as an `<a download>`, as
 * components/csv.ts does) instead of leaving them to jsdom; `downloads()` reads what was offered.
 * The spies end with the test's `vi.restoreAllMocks()`.
 */
export function captureDownloads(): { downloads: () => Promise<Download[]>; theDownload: () => Promise<Download> } {
  const blobs = new Map<string, Blob>();
  const offered: { fileName: string; url: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    offered.push({ fileName: this.download, url: this.href });
  });
  const downloads = () =>
    Promise.all(
      offered.map(async ({ fileName, url }) => ({
        fileName,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blobs.get(url)!)),
      })),
    );
  /** The one file offered, once it is (an export reads its records first). */
  const theDownload = async () => {
    await vi.waitFor(() => expect(offered).toHaveLength(1));
    const [file] = await downloads();
    return file!;
  };
  return { downloads, theDownload };
}
