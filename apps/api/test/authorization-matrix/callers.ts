import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@marketplace/contract';
import { users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import { PASSWORD } from '../account-helpers';
import type { Identity } from './identities';
import { CUSTOMER_A, expectAnswer, PROVIDER_A, type Caller } from './world';

// The nine callers: accounts written straight to the database with access tokens signed as a
// sign-in would (argon2 and the sign-in limits are not what the matrix is about); the disabled
// admin and the deleted customer are then removed through the real routes, keeping their tokens.

async function person(
  app: FastifyInstance,
  identity: Identity,
  role: Role,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Caller> {
  const [row] = await app.db
    .insert(users)
    .values({
      email: `${identity.toLowerCase()}-${randomUUID().slice(0, 8)}@matrix.test`,
      passwordHash: 'not-used',
      role,
      firstName: 'Test',
      lastName: identity,
      isActive: true,
      emailConfirmed: true,
      ...values,
    })
    .returning();
  const token = await app.accessTokens.sign({
    id: row!.id,
    role,
    email: row!.email,
    isActive: true,
    isDeleted: false,
    emailConfirmed: true,
  });
  return { identity, id: row!.id, email: row!.email, headers: { authorization: `Bearer ${token}` } };
}

export async function nineCallers(app: FastifyInstance): Promise<Record<Identity, Caller>> {
  // One real hash: the sign-in rows try a wrong password for A, which must be checked for real.
  const passwordHash = await hashPassword(PASSWORD);
  const c = {
    visitor: { identity: 'visitor', id: randomUUID(), email: '', headers: {} },
    customerA: await person(app, 'customerA', 'customer', {
      email: CUSTOMER_A.email,
      passwordHash,
      firstName: CUSTOMER_A.firstName,
      lastName: CUSTOMER_A.lastName,
      phoneNumber: CUSTOMER_A.phone,
      address: CUSTOMER_A.address,
    }),
    customerB: await person(app, 'customerB', 'customer'),
    providerA: await person(app, 'providerA', 'provider', {
      email: PROVIDER_A.email,
      passwordHash,
      phoneNumber: PROVIDER_A.phone,
      address: PROVIDER_A.address,
    }),
    providerB: await person(app, 'providerB', 'provider'),
    admin: await person(app, 'admin', 'admin'),
    superAdmin: await person(app, 'superAdmin', 'superAdmin'),
    disabledAdmin: await person(app, 'disabledAdmin', 'admin'),
    deletedCustomer: await person(app, 'deletedCustomer', 'customer'),
  } satisfies Record<Identity, Caller>;
  // Removed through the real routes, after their tokens were signed.
  await expectAnswer(
    app,
    c.superAdmin,
    { method: 'PATCH', url: `/api/Admin/admins/${c.disabledAdmin.id}/status`, payload: { IsActive: false } },
    200,
  );
  await expectAnswer(app, c.admin, { method: 'PATCH', url: `/api/Customer/${c.deletedCustomer.id}/delete` }, 200);
  return c;
}
