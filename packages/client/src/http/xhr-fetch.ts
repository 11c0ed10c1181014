// fetch() cannot report how much of a request body was sent; XMLHttpRequest can. Used only for
// requests that ask for upload progress (media uploads), in browsers: the same Response comes
// back, so the client's error handling, refresh and retry stay one path.

export type UploadProgress = (loaded: number, total: number) => void;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A fetch of `url` with `init` over XMLHttpRequest, reporting the request body's progress. */
export function xhrFetch(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', abort);
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(init.signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    };
    if (init.signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    init.signal?.addEventListener('abort', abort);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
