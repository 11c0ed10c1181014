import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config/config';
import { createMediaStore } from './create-media-store';
import { LocalMediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

interface Received {
  method: string;
  /** The path without the query string (the SDK adds `?x-id=PutObject` and the like). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for S3 or MinIO that records each request and answers as S3 documents it. */
function fakeS3(received: Received[]): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://s3.test').pathname;
      received.push({ method: req.method!, path, headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method === 'PUT') res.writeHead(200, { ETag: '"6805f2cfc46c0f04559748bb039d69ae"' });
      else res.writeHead(204); // DeleteObject: 204 No Content
      res.end();
    });
  });
}

describe('S3MediaStore', () => {
  const received: Received[] = [];
  const server = fakeS3(received);
  let config: S3Config;
  let store: S3MediaStore;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config = {
      bucket: 'marketplace-media',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
      publicUrl: 'https://cdn.example.bh/media/',
      forcePathStyle: true,
    };
    store = new S3MediaStore(config);
  });
  beforeEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    store.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the bytes with their type and a long cache life, signed with SigV4', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await store.put('3fa85f64-5717-4562-b3fc-2c963f66afa6.png', body, 'image/png');
    expect(received).toHaveLength(1);
    const [put] = received;
    expect(put).toMatchObject({ method: 'PUT', path: '/marketplace-media/3fa85f64-5717-4562-b3fc-2c963f66afa6.png' });
    expect(put!.body.equals(body)).toBe(true);
    expect(put!.headers['content-type']).toBe('image/png');
    expect(put!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\//);
  });

  it('deletes by key', async () => {
    await store.delete('3fa85f64-5717-4562-b3fc-2c963f66afa6.jpg');
    expect(received).toMatchObject([
      { method: 'DELETE', path: '/marketplace-media/3fa85f64-5717-4562-b3fc-2c963f66afa6.jpg' },
    ]);
    expect(received[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('builds public URLs from the configured base', () => {
    expect(store.urlFor('a.png')).toBe('https://cdn.example.bh/media/a.png');
  });

  it('is what createMediaStore picks when a bucket is configured', () => {
    expect(createMediaStore({ mediaDir: '/tmp/media', s3: config })).toBeInstanceOf(S3MediaStore);
    const local = createMediaStore({ mediaDir: '/tmp/media', s3: undefined });
    expect(local).toBeInstanceOf(LocalMediaStore);
    expect(local.urlFor('a.png')).toBe('/media/a.png');
  });
});
