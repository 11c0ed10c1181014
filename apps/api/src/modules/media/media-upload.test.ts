import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, mediaIdFromUrl, UPLOAD_FILE_MESSAGES } from '@marketplace/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { media } from '../../db/schema/index';
import { mediaRoutes } from './media.routes';
import { jpegWithExif, multipartBody, noisePng, pngImage, profileFields, signedInUser } from './testing';
import type { FormFile, SignedInUser } from './testing';

describe('POST /api/Media/upload', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    // A second copy of the routes with a 100 ms time-out, to test it without waiting 30 s.
    t = await createTestApp({}, async (app) => {
      await app.register(mediaRoutes, { prefix: '/slow', uploadTimeoutMs: 100 });
    });
    alice = await signedInUser(t.app);
    bob = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  async function upload(user: SignedInUser | null, fields: Record<string, string>, file?: FormFile) {
    const body = await multipartBody(fields, file);
    const headers = { ...body.headers, ...user?.headers };
    return t.app.inject({ method: 'POST', url: '/api/Media/upload', headers, payload: body.payload });
  }

  it('accepts a PNG by its content whatever its name and type, and serves it at FileUrl', async () => {
    const bytes = await pngImage(64, 48);
    const res = await upload(alice, profileFields(alice.id), { bytes, name: 'photo.txt', type: 'text/plain' });
    expect(res.statusCode).toBe(201);
    const { Success, Data } = res.json();
    expect(Success).toBe(true);
    expect(Data.FileUrl).toBe(`/media/${Data.MediaId}.png`);
    expect(Data.Url).toBe(Data.FileUrl);
    expect(mediaIdFromUrl(Data.FileUrl)).toBe(Data.MediaId);

    const [row] = await t.app.db.select().from(media).where(eq(media.id, Data.MediaId));
    expect(row).toMatchObject({ ownerUserId: alice.id, relatedType: 'Profile', contentType: 'image/png', width: 64 });
    const served = await t.app.inject({ method: 'GET', url: Data.FileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(row!.sizeBytes);
  });

  it('refuses a text file named like an image with 415', async () => {
    const bytes = new TextEncoder().encode('#!/bin/sh\necho not a picture\n');
    const res = await upload(alice, profileFields(alice.id), { bytes, name: 'evil.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toBe(UPLOAD_FILE_MESSAGES.invalidType);
  });

  it('refuses real images of other formats with 415', async () => {
    const bytes = await sharp(await pngImage())
      .gif()
      .toBuffer();
    const res = await upload(alice, profileFields(alice.id), { bytes, name: 'a.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file of 10 MiB or more with 413', async () => {
    const bytes = await noisePng(11 * 1024 * 1024);
    expect(bytes.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const res = await upload(alice, profileFields(alice.id), { bytes, name: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe(UPLOAD_FILE_MESSAGES.tooLarge);
  });

  it('stores photos without EXIF, upright and at most 2048 px', async () => {
    const original = await jpegWithExif(4000, 1000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(alice, profileFields(alice.id), { bytes: original, name: 'IMG.JPG', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const key = `${res.json().Data.MediaId}.jpg`;
    const stored = await sharp(await readFile(join(t.config.mediaDir, key))).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2048, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();

    // Orientation 6 means "turn 90 degrees clockwise to view": the stored file is already turned.
    const sideways = await jpegWithExif(300, 100, 6);
    const turned = await upload(alice, profileFields(alice.id), { bytes: sideways, name: 'a.jpg', type: 'image/jpeg' });
    const [row] = await t.app.db.select().from(media).where(eq(media.id, turned.json().Data.MediaId));
    expect(row).toMatchObject({ width: 100, height: 300 });
  });

  it('requires a signed-in caller uploading for their own account', async () => {
    const file = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    expect((await upload(null, profileFields(alice.id), file)).statusCode).toBe(401);
    const forBob = await upload(alice, profileFields(bob.id), file);
    expect(forBob.statusCode).toBe(403);
    expect(forBob.json().Message).toBe('You can only upload files for your own account.');
    const ontoBobsProfile = await upload(alice, { ...profileFields(alice.id), RelatedId: bob.id }, file);
    expect(ontoBobsProfile.statusCode).toBe(403);
    const category = await upload(alice, { ...profileFields(alice.id), RelatedType: 'Category' }, file);
    expect(category.statusCode).toBe(403);
    const rows = await t.app.db.select().from(media).where(eq(media.ownerUserId, bob.id));
    expect(rows).toHaveLength(0);
  });

  it('lets an admin upload for another account', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const file = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    const res = await upload(admin, { UserId: bob.id, RelatedType: 'Category', RelatedId: 'new-category' }, file);
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(media).where(eq(media.id, res.json().Data.MediaId));
    expect(row?.ownerUserId).toBe(bob.id);
  });

  it('names the missing or invalid fields with 400', async () => {
    const file = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    const res = await upload(alice, { UserId: 'nope', RelatedType: 'Profile' }, file);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['RelatedId', 'UserId']);
    const noFile = await upload(alice, profileFields(alice.id));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().Errors).toEqual([{ Field: 'File', Message: 'File is required' }]);
    const json = await t.app.inject({ method: 'POST', url: '/api/Media/upload', headers: alice.headers, payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('gives up with 408 when the upload takes longer than the time-out', async () => {
    const body = await multipartBody(profileFields(alice.id), {
      bytes: await pngImage(),
      name: 'a.png',
      type: 'image/png',
    });
    const stalled = new PassThrough();
    stalled.write(body.payload.subarray(0, 200)); // the client sends a little, then nothing more
    const res = await t.app.inject({
      method: 'POST',
      url: '/slow/api/Media/upload',
      headers: { ...body.headers, ...alice.headers },
      payload: stalled,
    });
    stalled.destroy();
    expect(res.statusCode).toBe(408);
    expect(res.headers.connection).toBe('close');
  });
});
