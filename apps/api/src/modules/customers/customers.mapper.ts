import { filsToBhd, type CustomerDetails } from '@marketplace/contract';
import { toCustomer, type UserRow } from '../users';

/** How many orders a customer has, by where they stand. */
export interface CustomerOrderTotals {
  total: number;
  active: number;
  completed: number;
  cancelled: number;
}

/** A customer with their order counts and what they spent (payments less refunds, never below 0). */
export function toCustomerDetails(user: UserRow, counts: CustomerOrderTotals, spentFils: number): CustomerDetails {
  return {
    ...toCustomer(user),
    TotalOrders: counts.total,
    ActiveOrders: counts.active,
    CompletedOrders: counts.completed,
    CancelledOrders: counts.cancelled,
    TotalSpent: filsToBhd(Math.max(0, spentFils)),
  };
}
