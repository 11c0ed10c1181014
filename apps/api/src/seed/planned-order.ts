import type { BookingStatus } from '@marketplace/contract';
import type { ItemEvent } from './order-timeline';
import type { ListingInfo } from './plan-catalog';
import type { OrderItemRow, OrderRow, UserRow } from './seed-types';

/** An order of the demo plan with its lines; order-history.ts and plan-money.ts read it. */
export interface OrderLine {
  row: OrderItemRow;
  listing: ListingInfo;
  events: ItemEvent[];
  status: BookingStatus;
}

export interface PlannedOrder {
  row: OrderRow;
  customer: UserRow;
  lines: OrderLine[];
  paid: boolean;
  /** The demo customer's completed order keeps its reviews unwritten, to try the review form. */
  leaveUnreviewed: boolean;
}
