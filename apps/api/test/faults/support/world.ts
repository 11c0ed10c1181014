import type { Role } from '@marketplace/contract';
import pg from 'pg';
import { postgresHandle, type DatabaseHandle } from '../../../src/db/database';
import { users } from '../../../src/db/schema/index';
import { hashPassword } from '../../../src/lib/password';

export const WORLD_PASSWORD = 'Str0ngPassword';

/** The cluster's database seen from the test, as an operator's psql would. */
export function openWorld(url: string): DatabaseHandle {
  return postgresHandle(new pg.Pool({ connectionString: url, max: 4 }));
}

/** An account written straight to the database, with the password above (argon2, as signing up). */
export async function addAccount(world: DatabaseHandle, email: string, role: Role) {
  const [user] = await world.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(WORLD_PASSWORD),
      role,
      firstName: 'Fault',
      lastName: 'Test',
      isActive: true,
      emailConfirmed: true,
    })
    .returning();
  return user!;
}
