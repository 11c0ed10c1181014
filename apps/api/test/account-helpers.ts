import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@marketplace/contract';
import { mailOutbox, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';

let addressCounter = 0;
/**
 * Requests from a fresh client address each time, so the per-IP rate limits only come into play
 * in the tests that are about them (those pass their own fixed `remoteAddress`).
 */
export function call(app: FastifyInstance, options: InjectOptions) {
  addressCounter += 1;
  return app.inject({ remoteAddress: `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`, ...options });
}

export const PASSWORD = 'Str0ngPassword';

export function customerRegistration(email: string) {
  return { FirstName: 'Layla', LastName: 'Al-Khalifa', Email: email, PhoneNumber: '+97333123456', Password: PASSWORD };
}

/** A user written straight to the database (argon2 hash included), for tests not about registration. */
export async function createUser(
  app: FastifyInstance,
  options: { email: string; role?: Role; verified?: boolean; deleted?: boolean; password?: string },
) {
  const [user] = await app.db
    .insert(users)
    .values({
      email: options.email,
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      role: options.role ?? 'customer',
      firstName: 'Test',
      lastName: 'User',
      isActive: options.verified ?? true,
      emailConfirmed: options.verified ?? true,
      isDeleted: options.deleted ?? false,
    })
    .returning();
  return user!;
}

export async function signIn(app: FastifyInstance, email: string, portal = 'customer-login', password = PASSWORD) {
  const res = await call(app, {
    method: 'POST',
    url: `/api/Auth/${portal}`,
    payload: { Email: email, Password: password },
  });
  return { res, body: res.json() as { JwtToken: string; RefreshToken: string; Message?: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The newest mail queued for an address, and the first link in it that contains `path`. Waits for
 * work done after answers first (forgot-password queues its mail after answering).
 */
export async function latestMail(app: FastifyInstance, to: string, path: string) {
  await app.deferredWork.idle();
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) return undefined;
  const link = mail.textBody.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  return { mail, link: link ? new URL(link) : undefined };
}

export async function mailCount(app: FastifyInstance, to: string) {
  await app.deferredWork.idle();
  return (await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
}

export interface SignedInAccount {
  userId: string;
  email: string;
  token: string;
}

/** A user of any role, signed in at that role's portal (providers and admins at the provider portal). */
export async function signedInAccount(
  app: FastifyInstance,
  email: string,
  role: Role,
  verified = true,
): Promise<SignedInAccount> {
  const user = await createUser(app, { email, role, verified });
  const portal = role === 'customer' ? 'customer-login' : 'provider-login';
  return { userId: user.id, email, token: (await signIn(app, email, portal)).body.JwtToken };
}

/** Signs in one account per `[key, email, role, verified?]` and records its id and token under `key`. */
export async function signInAccounts(
  app: FastifyInstance,
  accounts: readonly (readonly [key: string, email: string, role: Role, verified?: boolean])[],
  ids: Record<string, string>,
  tokens: Record<string, string>,
): Promise<void> {
  for (const [key, email, role, verified] of accounts) {
    const account = await signedInAccount(app, email, role, verified);
    ids[key] = account.userId;
    tokens[key] = account.token;
  }
}
