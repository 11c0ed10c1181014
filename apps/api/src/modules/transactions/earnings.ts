import type { DbExecutor } from '../../db/database';

/**
 * Books the provider's earning for a completed order item of a paid order, net of the platform's
 * commission, in the caller's transaction. Idempotent per order item.
 */
export async function recordEarning(_db: DbExecutor, _orderItemId: string, _commissionRateBp: number): Promise<void> {
  throw new Error('recordEarning: not implemented yet');
}
