import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PaymentType } from '@marketplace/contract';
import { orderItems, orders, providerBankDetails, transactions } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { addCategory, addListing } from '../../service-items/testing';

// Orders, order items and money rows written straight to the database: these tests are about
// reading and moving money, not about placing orders.

export interface LineSeed {
  providerId: string;
  name: string;
  status?: 'Pending' | 'Confirmed' | 'InProgress' | 'Completed' | 'Cancelled';
  unitPriceFils?: number;
}

export async function addOrder(
  app: FastifyInstance,
  customerId: string,
  lines: readonly LineSeed[],
  options: { paid?: boolean; paymentType?: PaymentType } = {},
) {
  const category = await addCategory(app, `Category ${Math.random()}`);
  const [order] = await app.db
    .insert(orders)
    .values({
      customerId,
      subtotalFils: 900 * lines.length,
      vatFils: 90 * lines.length,
      totalPriceFils: 990 * lines.length,
      paymentType: options.paymentType ?? 'card',
      isPaymentSuccess: options.paid ?? true,
    })
    .returning();
  const items = [];
  // One by one, so created_at follows the order of `lines` (the order page's order).
  for (const line of lines) {
    const listing = await addListing(app, { providerId: line.providerId, categoryId: category.id, name: line.name });
    const [item] = await app.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        serviceItemId: listing.id,
        providerId: line.providerId,
        type: 'service',
        name: line.name,
        quantity: 1,
        unitPriceFils: line.unitPriceFils ?? 900,
        referencePriceFils: 10_000,
        status: line.status ?? 'Pending',
      })
      .returning();
    items.push(item!);
  }
  return { order: order!, items };
}

let referenceCounter = 0;

/** A money row with sensible defaults; `at` sets created_at (lists are newest first). */
export async function addTransaction(
  app: FastifyInstance,
  values: Partial<typeof transactions.$inferInsert> & Pick<typeof transactions.$inferInsert, 'type' | 'amountFils'>,
  at?: Date,
) {
  referenceCounter += 1;
  const [row] = await app.db
    .insert(transactions)
    .values({
      status: 'completed',
      netFils: values.amountFils,
      referenceNumber: `TST-${String(referenceCounter).padStart(6, '0')}`,
      ...(at ? { createdAt: at, modifiedAt: at } : {}),
      ...values,
    })
    .returning();
  return row!;
}

/** Payout bank details written straight to the table: a payout request needs them. */
export async function addBankDetails(app: FastifyInstance, providerId: string, iban = 'BH67BMAG00001299123456') {
  await app.db
    .insert(providerBankDetails)
    .values({ providerId, accountHolder: 'Account holder', bankName: 'Bank', iban });
}

/** A request from a fresh client address (rate limits stay out of the way). */
export function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  return call(app, { method, url, headers, ...(payload ? { payload } : {}) });
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
