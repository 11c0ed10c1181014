import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { categories, media, providers, serviceItemPhotos, serviceItems } from '../../db/schema/index';
import type { MediaStore } from '../../lib/media/media-store';
import { deleteMediaRow } from './media.repository';
import { MediaService } from './media.service';
import { multipartBody, pngImage, profileFields, signedInUser, type SignedInUser } from './testing';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('DELETE /api/Media/{mediaId}', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signedInUser(t.app);
    bob = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  /** Uploads a picture as `user`; answers its id and where its file lies on disk. */
  async function uploaded(user: SignedInUser) {
    const body = await multipartBody(profileFields(user.id), {
      bytes: await pngImage(),
      name: 'a.png',
      type: 'image/png',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Media/upload',
      headers: { ...body.headers, ...user.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().Data.MediaId;
    return { id, path: join(t.config.mediaDir, `${id}.png`) };
  }

  const remove = (user: SignedInUser | null, mediaId: string, userId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/Media/${mediaId}?userId=${userId}`, headers: user?.headers });

  const rowOf = async (id: string) => (await t.app.db.select().from(media).where(eq(media.id, id)))[0];

  it("refuses to delete someone else's file, which stays", async () => {
    const photo = await uploaded(bob);
    expect((await remove(null, photo.id, bob.id)).statusCode).toBe(401);
    expect((await remove(alice, photo.id, bob.id)).statusCode).toBe(403);
    const res = await remove(alice, photo.id, alice.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('You can only delete your own files.');
    expect(await rowOf(photo.id)).toBeDefined();
    expect(await exists(photo.path)).toBe(true);
  });

  it('deletes the row and the file for the owner', async () => {
    const photo = await uploaded(alice);
    const res = await remove(alice, photo.id, alice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Image deleted.' });
    expect(await rowOf(photo.id)).toBeUndefined();
    expect(await exists(photo.path)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/media/${photo.id}.png` })).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's file", async () => {
    const admin = await signedInUser(t.app, 'admin');
    const photo = await uploaded(bob);
    expect((await remove(admin, photo.id, bob.id)).statusCode).toBe(200);
    expect(await exists(photo.path)).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await remove(alice, '3fa85f64-5717-4562-b3fc-2c963f66afa6', alice.id);
    expect(res.statusCode).toBe(404);
    expect((await remove(alice, 'not-a-uuid', alice.id)).statusCode).toBe(400);
  });

  it('refuses with 409 while a listing shows the photo', async () => {
    const owner = await signedInUser(t.app, 'provider');
    const photo = await uploaded(owner);
    const [provider] = await t.app.db
      .insert(providers)
      .values({ userId: owner.id, businessName: 'Gulf Plumbing' })
      .returning();
    const [category] = await t.app.db.insert(categories).values({ name: 'Plumbing' }).returning();
    const [item] = await t.app.db
      .insert(serviceItems)
      .values({
        providerId: provider!.id,
        categoryId: category!.id,
        type: 'service',
        name: 'Leak repair',
        priceFils: 5000,
      })
      .returning();
    await t.app.db.insert(serviceItemPhotos).values({ serviceItemId: item!.id, mediaId: photo.id, position: 0 });

    const res = await remove(owner, photo.id, owner.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toMatch(/Remove it from the listing/);
    expect(await exists(photo.path)).toBe(true);
    // Had the listing taken the photo just after that check, the foreign key refuses the delete.
    expect(await deleteMediaRow(t.app.db, photo.id)).toBe(false);
    expect(await rowOf(photo.id)).toBeDefined();
  });

  it('logs, and does not report, a file the store failed to delete', async () => {
    const photo = await uploaded(alice);
    const failingStore: MediaStore = {
      put: async () => undefined,
      delete: async () => {
        throw new Error('bucket unreachable');
      },
      urlFor: (key) => key,
    };
    const log = { error: vi.fn() };
    await new MediaService(t.app.db, failingStore).delete(
      { id: alice.id, role: 'customer', email: 'a@b.co', isActive: true, isDeleted: false, emailConfirmed: true },
      photo.id,
      alice.id,
      log as unknown as typeof t.app.log,
    );
    expect(await rowOf(photo.id)).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ storageKey: `${photo.id}.png` }),
      expect.any(String),
    );
  });
});
