import { RawJson } from './hostile-samples';

// How generated values travel: query strings, JSON texts that may hold numbers JSON.stringify
// cannot write (1e309), and multipart forms with a file part.

/** `?a=1&a=2&b=x`: arrays repeat the key, objects go as JSON, JSON texts as written. */
export function queryString(entries: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof RawJson) params.append(key, item.text);
      else if (typeof item === 'object' && item !== null) params.append(key, JSON.stringify(item));
      else params.append(key, item === null ? '' : String(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** JSON text of a generated body; RawJson parts are written as they are. */
export function encodeBody(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(encodeBody).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${encodeBody(child)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

const BOUNDARY = '----hostile-input-boundary';

/** A multipart form: each value as a text field (objects as JSON), then the file if any. */
export function encodeMultipart(fields: Record<string, unknown>, file: FilePart | null) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text =
      value instanceof RawJson ? value.text : typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  if (file) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
