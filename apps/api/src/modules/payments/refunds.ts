import type { DbExecutor } from '../../db/database';

export interface RefundRequest {
  orderId: string;
  /** Set when one order item is cancelled; absent when the whole order is. */
  orderItemId?: string;
  amountFils: number;
  description: string;
}

/**
 * Books a pending refund of a paid order in the caller's transaction. The gateway is asked after
 * the commit (fastify.payments.processPendingRefunds), so a rolled-back cancellation refunds nothing.
 */
export async function requestRefund(_db: DbExecutor, _refund: RefundRequest): Promise<void> {
  throw new Error('requestRefund: not implemented yet');
}
