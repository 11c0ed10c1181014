import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Role } from '@marketplace/contract';
import { users } from '../../../db/schema/index';

// Shared by the media tests: signed-in users, multipart bodies and generated images.

export interface SignedInUser {
  id: string;
  headers: { authorization: string };
}

/** Inserts a user row and signs an access token for it, as a sign-in would. */
export async function signedInUser(app: FastifyInstance, role: Role = 'customer'): Promise<SignedInUser> {
  const email = `${role}-${randomUUID()}@example.test`;
  const [row] = await app.db.insert(users).values({ email, passwordHash: 'not-used', role }).returning();
  const id = row!.id;
  const token = await app.accessTokens.sign({
    id,
    role,
    email,
    isActive: true,
    isDeleted: false,
    emailConfirmed: true,
  });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

export interface FormFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** Encodes a multipart body the way a browser's FormData would (File first, as the client sends it). */
export async function multipartBody(
  fields: Record<string, string>,
  file?: FormFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (file) form.append('File', new Blob([file.bytes], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** The fields of an avatar upload by `user` (RelatedType Profile, RelatedId the user id). */
export function profileFields(userId: string): Record<string, string> {
  return { UserId: userId, RelatedType: 'Profile', RelatedId: userId };
}

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** A camera-like JPEG: EXIF with a maker, a copyright and (optionally) an orientation tag. */
export async function jpegWithExif(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Secret Model', Copyright: 'Private person' },
  });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg().toBuffer();
}

/** Random pixels barely compress, so this PNG is larger than `minBytes` while still a valid image. */
export async function noisePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
