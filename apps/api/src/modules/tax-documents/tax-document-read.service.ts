import { ORDER_ERRORS, type TaxDocument } from '@marketplace/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderItems, orders, taxDocuments } from '../../db/schema';
import type { AuthUser } from '../../identity/access-token';
import { isSelfOrAdmin, providerOfUser } from '../../identity/access-rules';
import { notFound } from '../../lib/http-error';
import { toTaxDocument } from './tax-document.mapper';

// Who reads an order's tax documents (issue 36): its customer and admins, whole; a provider with
// lines in the order, those lines only. Anyone else gets the 404 an unknown order gets, as the
// order itself answers them (orders/order-read.service.ts).

export class TaxDocumentReadService {
  constructor(private readonly db: Database) {}

  async ofOrder(caller: AuthUser, orderId: string): Promise<TaxDocument[]> {
    const [order] = await this.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_ERRORS.notFound);
    const onlyItems = isSelfOrAdmin(caller, order.customerId) ? undefined : await this.providerLines(caller, orderId);
    if (onlyItems?.size === 0) throw notFound(ORDER_ERRORS.notFound);
    const rows = await this.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequenceNumber));
    const numbers = new Map(rows.map((row) => [row.id, row.number]));
    return rows
      .map((row) => toTaxDocument(row, row.originalId ? (numbers.get(row.originalId) ?? null) : null, onlyItems))
      .filter((document) => document.Lines.length > 0 || !onlyItems);
  }

  /** The order lines a provider handles; empty for anyone else. */
  private async providerLines(caller: AuthUser, orderId: string): Promise<ReadonlySet<string>> {
    if (caller.role !== 'provider') return new Set();
    const provider = await providerOfUser(this.db, caller.id);
    if (!provider) return new Set();
    const lines = await this.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.providerId, [provider.id])));
    return new Set(lines.map((row) => row.id));
  }
}
