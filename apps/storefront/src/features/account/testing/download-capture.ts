import { vi } from 'vitest';

// What a test's page handed to the browser as downloads (lib/download-file.ts): the test
// environment cannot follow a download link, so the link's click is recorded instead.

export interface SavedFile {
  /** The link's download attribute: the file's name. */
  readonly name: string;
  readonly url: string;
  readonly blob: Blob | undefined;
}

/** Records downloads until `restore()`; `revoked` lists the object URLs let go of. */
export function captureDownloads() {
  const files: SavedFile[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const url = this.getAttribute('href') ?? '';
    files.push({ name: this.download, url, blob: blobs.get(url) });
  });
  return {
    files,
    revoked,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    },
  };
}

/**
 * Holds the next file download's bytes until `release()`: the fake API answers at once, so a
 * test that looks at the busy state keeps the body from arriving (the client reads it with blob()).
 */
export function holdNextBlob() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const read = Response.prototype.blob;
  const spy = vi.spyOn(Response.prototype, 'blob').mockImplementationOnce(async function (this: Response) {
    await gate;
    return read.call(this);
  });
  return { release, restore: () => spy.mockRestore() };
}
