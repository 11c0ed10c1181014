import { ROLES, type Role } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { providers, users } from '../db/schema/index';
import { ADMIN_ROLES, isAdmin, isSelfOrAdmin, providerOfUser } from './access-rules';
import type { AuthUser } from './access-token';

const someone = (role: Role, extra: Partial<AuthUser> = {}): AuthUser => ({
  id: `${role}-id`,
  role,
  email: `${role}@example.bh`,
  isActive: true,
  isDeleted: false,
  emailConfirmed: true,
  ...extra,
});

describe('isAdmin', () => {
  it('holds for admins and super admins only', () => {
    expect(ROLES.filter((role) => isAdmin(someone(role)))).toEqual(['admin', 'superAdmin']);
    expect([...ADMIN_ROLES]).toEqual(['admin', 'superAdmin']);
  });

  it('never holds for a visitor or a removed account', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(someone('superAdmin', { isDeleted: true }))).toBe(false);
  });
});

describe('isSelfOrAdmin', () => {
  it('lets a user act on their own records only', () => {
    const customer = someone('customer');
    expect(isSelfOrAdmin(customer, customer.id)).toBe(true);
    expect(isSelfOrAdmin(customer, 'another-id')).toBe(false);
    expect(isSelfOrAdmin(someone('provider'), 'customer-id')).toBe(false);
  });

  it('lets admins act on anyone, and nobody on a record without an owner unless admin', () => {
    expect(isSelfOrAdmin(someone('admin'), 'customer-id')).toBe(true);
    expect(isSelfOrAdmin(someone('superAdmin'), undefined)).toBe(true);
    expect(isSelfOrAdmin(someone('provider'), undefined)).toBe(false);
    expect(isSelfOrAdmin(someone('provider'), null)).toBe(false);
    expect(isSelfOrAdmin(null, 'customer-id')).toBe(false);
  });
});

describe('providerOfUser', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.close());

  const addUser = async (email: string, role: Role) => {
    const [row] = await testDb.db.insert(users).values({ email, role, passwordHash: 'not-a-hash' }).returning();
    return row!;
  };

  it('finds the business a provider account runs, and nothing for other accounts', async () => {
    const owner = await addUser('owner@example.bh', 'provider');
    const other = await addUser('other@example.bh', 'provider');
    const customer = await addUser('customer@example.bh', 'customer');
    const [business] = await testDb.db
      .insert(providers)
      .values({ userId: owner.id, businessName: 'Sitra Auto Care', accState: 'active' })
      .returning();
    await testDb.db.insert(providers).values({ userId: other.id, businessName: 'Gulf Air Co', accState: 'pending' });

    expect(await providerOfUser(testDb.db, owner.id)).toMatchObject({ id: business!.id, userId: owner.id });
    expect((await providerOfUser(testDb.db, other.id))?.businessName).toBe('Gulf Air Co');
    expect(await providerOfUser(testDb.db, customer.id)).toBeUndefined();
  });
});
