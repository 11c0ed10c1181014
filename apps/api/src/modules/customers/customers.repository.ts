import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomerSortField, ParsedSort } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { users } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';
import type { UserRow } from '../users';
import { customerSearchMatches } from '../users';

export interface CustomerFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
  /** true lists only deleted customers; otherwise they are left out. */
  isDeleted?: boolean | undefined;
}

function customerWhere(filter: CustomerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, 'customer'),
    eq(users.isDeleted, filter.isDeleted ?? false),
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
  ];
  const search = filter.search?.trim();
  // Case-insensitive substring with `%` and `_` taken literally.
  if (search) conditions.push(customerSearchMatches(users, containsPattern(search)));
  return and(...conditions);
}

const SORT_KEYS: Record<CustomerSortField, SQL[]> = {
  createdAt: [sql`${users.createdAt}`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [sql`lower(${users.email})`],
};

/**
 * The id ends every order, so rows that tie (two Laylas) keep one order from page to page. The
 * default, newest first, is served by users_role_created_idx; name and e-mail sort the customers
 * that match, a few tens of thousands at most.
 */
function sortOrder({ field, direction }: ParsedSort<CustomerSortField>): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [...SORT_KEYS[field], sql`${users.id}`].map((key) => by(key));
}

export async function listCustomers(
  db: DbExecutor,
  filter: CustomerFilter,
  sort: ParsedSort<CustomerSortField>,
  limit: number,
  offset: number,
) {
  const where = customerWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sortOrder(sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A customer by id (deleted ones too: their data stays); other roles are not customers. */
export async function findCustomer(db: DbExecutor, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
