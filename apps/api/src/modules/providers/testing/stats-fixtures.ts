import type { Availability, BookingStatus, TransactionStatus, TransactionType } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, reviews, serviceItems, transactions } from '../../../db/schema/index';

/** Rows for the statistics tests, written straight to the tables with the smallest valid values. */
export function statsFixtures(app: FastifyInstance, customerId: string, categoryId: string) {
  let reference = 0;
  return {
    async listing(providerId: string, type: 'service' | 'item', availability: Availability = 'available') {
      const [row] = await app.db
        .insert(serviceItems)
        .values({
          providerId,
          categoryId,
          type,
          name: `${type} of ${providerId.slice(0, 8)}`,
          priceFils: 1000,
          availableQuantity: type === 'item' ? 3 : null,
          availability,
        })
        .returning();
      return row!.id;
    },
    /** One order with one line of `serviceItemId`, and a review of that line when `rating` is given. */
    async sale(providerId: string, serviceItemId: string, status: BookingStatus, rating?: number) {
      const [order] = await app.db
        .insert(orders)
        .values({ customerId, subtotalFils: 900, vatFils: 90, totalPriceFils: 990, paymentType: 'card', status })
        .returning();
      const [line] = await app.db
        .insert(orderItems)
        .values({
          orderId: order!.id,
          serviceItemId,
          providerId,
          type: 'service',
          name: 'Line',
          quantity: 1,
          unitPriceFils: 900,
          referencePriceFils: 1000,
          status,
        })
        .returning();
      if (rating !== undefined) {
        await app.db.insert(reviews).values({ orderItemId: line!.id, customerId, providerId, serviceItemId, rating });
      }
      return line!.id;
    },
    async money(
      providerId: string,
      type: TransactionType,
      status: TransactionStatus,
      amountFils: number,
      netFils: number,
    ) {
      reference += 1;
      await app.db.insert(transactions).values({
        type,
        status,
        amountFils,
        netFils,
        feeFils: amountFils - netFils,
        providerId,
        customerId: type === 'payment' || type === 'refund' ? customerId : null,
        referenceNumber: `TEST-${reference}`,
      });
    },
  };
}
