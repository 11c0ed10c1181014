import type { OrderCustomer } from '@marketplace/contract';
import type { DbExecutor } from '../../db/database';
import { findCustomerContacts, type OrderRow } from './orders.repository';

// The customer's contact on an order (Order.Customer). The marketplace sells information
// requests: once paid, the provider "gets in touch with the details and the price", so the
// providers of the order's items (and admins) read the customer's name, e-mail and phone. Before
// payment nobody is owed them, so the contact is null for unpaid orders whoever asks. The callers
// decide who is a provider of the order; this only reads the contacts.

/** The contact of each paid order's customer, by order id; unpaid orders get none. */
export async function contactsOf(db: DbExecutor, orders: readonly OrderRow[]): Promise<Map<string, OrderCustomer>> {
  const paid = orders.filter((order) => order.isPaymentSuccess);
  const rows = await findCustomerContacts(
    db,
    paid.map((order) => order.customerId),
  );
  const byUser = new Map(rows.map((row) => [row.id, row]));
  const contacts = new Map<string, OrderCustomer>();
  for (const order of paid) {
    const user = byUser.get(order.customerId);
    if (!user) continue;
    contacts.set(order.id, {
      Name: `${user.firstName} ${user.lastName}`.trim(),
      Email: user.email,
      PhoneNumber: user.phoneNumber ?? '',
    });
  }
  return contacts;
}

/** One order's contact, or null while it is unpaid. */
export async function contactOf(db: DbExecutor, order: OrderRow): Promise<OrderCustomer | null> {
  return (await contactsOf(db, [order])).get(order.id) ?? null;
}
