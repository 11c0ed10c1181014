import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ProviderAccountState, Role } from '@marketplace/contract';
import { categories, media, providers, serviceItems, users } from '../../../db/schema/index';

// A small catalog written straight to the database, and tokens signed without the sign-in route
// (argon2 and its rate limits are not what these tests are about).

export async function userWithToken(app: FastifyInstance, role: Role) {
  const [user] = await app.db
    .insert(users)
    .values({ email: `${randomUUID()}@example.test`, passwordHash: 'x', role, firstName: 'T', lastName: 'U' })
    .returning();
  const token = await app.accessTokens.sign({
    id: user!.id,
    role,
    email: user!.email,
    isActive: true,
    isDeleted: false,
    emailConfirmed: true,
  });
  return { user: user!, headers: { authorization: `Bearer ${token}` } };
}

export async function providerWithToken(app: FastifyInstance, accState: ProviderAccountState, businessName: string) {
  const account = await userWithToken(app, 'provider');
  const [provider] = await app.db
    .insert(providers)
    .values({ userId: account.user.id, businessName, accState })
    .returning();
  return { ...account, provider: provider! };
}

export async function addCategory(app: FastifyInstance, name: string, isEnable = true) {
  const [row] = await app.db.insert(categories).values({ name, isEnable }).returning();
  return row!;
}

export interface ListingSeed {
  providerId: string;
  categoryId: string;
  name: string;
  type?: 'service' | 'item';
  priceFils?: number;
  availability?: 'available' | 'unavailable' | 'discontinued';
  createdAt?: Date;
  location?: string;
}

export async function addListing(app: FastifyInstance, seed: ListingSeed) {
  const type = seed.type ?? 'service';
  const [row] = await app.db
    .insert(serviceItems)
    .values({
      providerId: seed.providerId,
      categoryId: seed.categoryId,
      name: seed.name,
      type,
      priceFils: seed.priceFils ?? 10_000,
      availableQuantity: type === 'item' ? 5 : null,
      availability: seed.availability ?? 'available',
      location: seed.location ?? 'Manama',
      ...(seed.createdAt ? { createdAt: seed.createdAt, modifiedAt: seed.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A media row as an upload would leave it (the file itself is not needed to list it). */
export async function addMedia(app: FastifyInstance, ownerUserId: string) {
  const id = randomUUID();
  await app.db.insert(media).values({
    id,
    ownerUserId,
    relatedType: 'ServiceItem',
    relatedId: ownerUserId,
    storageKey: `${id}.jpg`,
    contentType: 'image/jpeg',
    sizeBytes: 10,
    width: 1,
    height: 1,
  });
  return id;
}
