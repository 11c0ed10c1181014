import type { SuiteContext } from './context';

/** A seeded customer's row, as much of it as an access token carries. */
export interface CustomerRow {
  id: string;
  email: string;
  is_active: boolean;
  is_deleted: boolean;
  email_confirmed: boolean;
}

/** The columns of `users` a CustomerRow reads, for the sections' own queries. */
export const CUSTOMER_COLUMNS = 'id, email, is_active, is_deleted, email_confirmed';

/** A valid access token for the customer, signed with the measured API's secret. */
export function customerToken(context: SuiteContext, customer: CustomerRow): Promise<string> {
  return context.tokens.sign({
    id: customer.id,
    role: 'customer',
    email: customer.email,
    isActive: customer.is_active,
    isDeleted: customer.is_deleted,
    emailConfirmed: customer.email_confirmed,
  });
}
