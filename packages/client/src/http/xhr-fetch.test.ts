import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySession } from './session-store';
import { createHttpClient } from './http-client';
import { createMediaApi } from '../endpoints/media';

// A stand-in XMLHttpRequest (Node has none): records what was sent, reports progress, answers.
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 200, body: '{"Success":true,"Data":{"FileUrl":"/media/a.png"}}' };
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
}

const fields = { UserId: 'u1', RelatedType: 'ServiceItem' as const, RelatedId: 'new-listing' };

describe('uploads with progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('go through XMLHttpRequest in browsers, report the share sent and answer as fetch would', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetch = vi.fn();
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createMemorySession(),
      onSessionExpired: () => undefined,
    });
    const progress: number[] = [];
    const answer = await createMediaApi(http).upload({
      file: new Blob(['x']),
      ...fields,
      onProgress: (share) => progress.push(share),
    });
    expect(answer).toEqual({ Success: true, Data: { FileUrl: '/media/a.png' } });
    expect(progress).toEqual([0.25, 1]);
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeXhr.last).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/Media/upload',
      withCredentials: true,
    });
  });

  it('keep the API’s error message, and use fetch without a progress callback', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 415, body: '{"Message":"File must be an image (JPEG, PNG, JPG)"}' };
    const fetch = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      fetch,
      session: createMemorySession(),
      onSessionExpired: () => undefined,
    });
    const media = createMediaApi(http);
    await expect(media.upload({ file: new Blob(['x']), ...fields, onProgress: () => undefined })).rejects.toMatchObject(
      {
        status: 415,
        message: 'File must be an image (JPEG, PNG, JPG)',
      },
    );
    await media.upload({ file: new Blob(['x']), ...fields });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
