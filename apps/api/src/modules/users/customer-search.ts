import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The columns of `users` a search reads, from the table or an alias of it. */
type SearchedColumns = Record<'firstName' | 'lastName' | 'email' | 'phoneNumber', SQLWrapper>;

/**
 * An admin's search for customers: `pattern` (an ILIKE pattern) anywhere in their first and last
 * name, e-mail and phone, read as one text so "layla al-k" finds Layla Al-Khalifa. It is the
 * expression of users_customer_search_trgm_idx (migration 0007), which PostgreSQL uses only when
 * the query repeats it exactly and also asks for role = 'customer'; keep the two in step.
 */
export function customerSearchMatches(table: SearchedColumns, pattern: string): SQL {
  return sql`(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email} || ' ' || coalesce(${table.phoneNumber}, '')) ilike ${pattern}`;
}
