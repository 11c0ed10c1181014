import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { BookingStatus } from '@marketplace/contract';
import {
  cartItems,
  categories,
  documentRequirements,
  providerDocuments,
  inquiries,
  notifications,
  orderItems,
  orders,
  providers,
  reviews,
  users,
} from '../../src/db/schema/index';
import { seedConversation } from '../../src/modules/conversations/testing';
import { requirementsOf } from '../../src/modules/verification/testing';
import { markPaid } from '../../src/modules/orders/testing';
import { addListing, addMedia } from '../../src/modules/service-items/testing';
import { addTransaction } from '../../src/modules/transactions/testing';
import type { Target, World } from './world';

// Records made for one row, straight in the database: a copy of one of A's records in the state
// the operation needs. Orders are priced as the API prices one line (0.900 + VAT = 0.990 BHD).

export class FreshRecords {
  constructor(private readonly world: World) {}

  private get db() {
    return this.world.app.db;
  }

  /**
   * An order of customer A with one line of provider A's service (and, `sharedWithB`, one of
   * provider B's), paid unless 'unpaid', every line in `state`.
   */
  async order(state: BookingStatus | 'unpaid', { sharedWithB = false } = {}): Promise<Partial<Target>> {
    const { a } = this.world;
    const status = state === 'unpaid' ? 'Pending' : state;
    const count = sharedWithB ? 2 : 1;
    const [order] = await this.db
      .insert(orders)
      .values({
        customerId: a.customerId,
        status,
        subtotalFils: 900 * count,
        vatFils: 90 * count,
        totalPriceFils: 990 * count,
        paymentType: 'card',
        reservationExpiresAt: new Date(Date.now() + 30 * 60_000),
      })
      .returning();
    const line = (serviceItemId: string, providerId: string) => ({
      orderId: order!.id,
      serviceItemId,
      providerId,
      type: 'service' as const,
      name: 'Leak repair',
      quantity: 1,
      unitPriceFils: 900,
      referencePriceFils: 12_500,
      status,
    });
    const lines = await this.db
      .insert(orderItems)
      .values([
        line(a.serviceListingId, a.providerId),
        ...(sharedWithB ? [line(this.world.providerBListingId, this.world.providerBId)] : []),
      ])
      .returning();
    if (state !== 'unpaid') await markPaid(this.world.app, order!.id);
    const ofA = lines.find((row) => row.providerId === a.providerId)!;
    return { orderId: order!.id, orderItemId: ofA.id, chargeId: `chg_sbx_test_${order!.id.replaceAll('-', '')}` };
  }

  /** A conversation of customer A and provider A about a new paid order, its provider message reported. */
  async conversation(): Promise<Partial<Target>> {
    const { a } = this.world;
    const { orderId } = await this.order('Confirmed');
    const talk = await seedConversation(
      this.world.app,
      { orderId: orderId!, customerId: a.customerId, providerId: a.providerId, providerUserId: a.providerUserId },
      { reported: true },
    );
    return {
      orderId,
      conversationId: talk.conversationId,
      customerMessageId: talk.customerMessageId,
      providerMessageId: talk.providerMessageId,
      reportId: talk.reportId!,
    };
  }

  /**
   * Provider A's documents ready to send for review (issue 38): an upload for every active
   * requirement of its type it has none for, and no review asked for yet.
   */
  async documentsToSubmit(): Promise<Partial<Target>> {
    const { a } = this.world;
    const have = new Set(
      (await this.db.select().from(providerDocuments).where(eq(providerDocuments.providerId, a.providerId))).map(
        (row) => row.requirementId,
      ),
    );
    for (const requirement of await requirementsOf(this.world.app)) {
      if (!have.has(requirement.id)) await this.document(requirement.id);
    }
    await this.db.update(providers).set({ reviewRequestedAt: null }).where(eq(providers.id, a.providerId));
    return {};
  }

  /** A document of provider A awaiting a decision, for a requirement of its own. */
  async documentToReview(): Promise<Partial<Target>> {
    const [requirement] = await this.db
      .insert(documentRequirements)
      .values({
        businessType: 'company',
        name: `Matrix permit ${randomUUID()}`,
        hasNumber: false,
        hasIssueDate: false,
        hasExpiryDate: false,
        isActive: false,
      })
      .returning();
    return { documentId: await this.document(requirement!.id) };
  }

  private async document(requirementId: string): Promise<string> {
    const [row] = await this.db
      .insert(providerDocuments)
      .values({
        providerId: this.world.a.providerId,
        requirementId,
        storageKey: `document-matrix-${randomUUID()}.pdf`,
        contentType: 'application/pdf',
        fileName: 'document.pdf',
        sizeBytes: 100,
      })
      .returning();
    return row!.id;
  }

  /** A rejected business of its own, for the account deletion's legitimate cells. */
  async rejectedBusiness(): Promise<Partial<Target>> {
    const [user] = await this.db
      .insert(users)
      .values({
        email: `matrix-${randomUUID()}@matrix.test`,
        firstName: 'Gone',
        lastName: 'Business',
        role: 'provider',
        passwordHash: 'x',
      })
      .returning();
    const [row] = await this.db
      .insert(providers)
      .values({ userId: user!.id, businessName: 'Closed Trades', accState: 'rejected' })
      .returning();
    return { providerId: row!.id };
  }

  async review(): Promise<Partial<Target>> {
    const { a } = this.world;
    const { orderId, orderItemId } = await this.order('Completed');
    const [row] = await this.db
      .insert(reviews)
      .values({
        orderItemId: orderItemId!,
        customerId: a.customerId,
        providerId: a.providerId,
        serviceItemId: a.serviceListingId,
        rating: 4,
      })
      .returning();
    return { orderId, orderItemId, reviewId: row!.id };
  }

  /** A line of a new item of provider A (5 in stock) in A's cart, quantity 1. */
  async cartLine(): Promise<Partial<Target>> {
    const { a } = this.world;
    const listing = await addListing(this.world.app, {
      providerId: a.providerId,
      categoryId: a.categoryId,
      name: 'Spare washer',
      type: 'item',
    });
    const [line] = await this.db
      .insert(cartItems)
      .values({ cartId: a.cartId, serviceItemId: listing.id, quantity: 1 })
      .returning();
    return { cartItemId: line!.id };
  }

  async listing(): Promise<Partial<Target>> {
    const { a } = this.world;
    const row = await addListing(this.world.app, { providerId: a.providerId, categoryId: a.categoryId, name: 'Spare' });
    return { serviceListingId: row.id };
  }

  /** An image of customer A that no listing shows. */
  async media(): Promise<Partial<Target>> {
    return { avatarMediaId: await addMedia(this.world.app, this.world.a.customerId) };
  }

  async payout(): Promise<Partial<Target>> {
    const row = await addTransaction(this.world.app, {
      type: 'payout',
      status: 'pending',
      amountFils: 10,
      providerId: this.world.a.providerId,
    });
    return { payoutId: row.id };
  }

  async inquiry(): Promise<Partial<Target>> {
    const { a } = this.world;
    const [row] = await this.db
      .insert(inquiries)
      .values({ name: 'Layla', email: a.customerEmail, subject: 'Again', message: 'Hello', userId: a.customerId })
      .returning();
    return { inquiryId: row!.id };
  }

  /** An unread notification of customer A. */
  async notification(): Promise<Partial<Target>> {
    const [row] = await this.db
      .insert(notifications)
      .values({ userId: this.world.a.customerId, type: 'order.placed', title: 'Order placed' })
      .returning();
    return { notificationId: row!.id };
  }

  // Look-alikes that are not A's: for changes that would take A or a staff account out of the matrix.

  async customer(): Promise<Partial<Target>> {
    return { customerId: (await this.user('customer')).id };
  }

  async providerUser(): Promise<Partial<Target>> {
    return { providerUserId: (await this.user('provider')).id };
  }

  async provider(): Promise<Partial<Target>> {
    const owner = await this.user('provider');
    const [row] = await this.db
      .insert(providers)
      .values({ userId: owner.id, businessName: `Look-alike ${owner.id.slice(0, 8)}`, accState: 'active' })
      .returning();
    return { providerId: row!.id };
  }

  async admin(): Promise<Partial<Target>> {
    return { adminId: (await this.user('admin')).id };
  }

  async category(): Promise<Partial<Target>> {
    const [row] = await this.db
      .insert(categories)
      .values({ name: `Look-alike ${randomUUID().slice(0, 8)}` })
      .returning();
    return { categoryId: row!.id };
  }

  private async user(role: 'customer' | 'provider' | 'admin') {
    const [row] = await this.db
      .insert(users)
      .values({ email: `${role}-${randomUUID()}@matrix.test`, passwordHash: 'not-used', role, isActive: true })
      .returning();
    return row!;
  }
}

/** Puts A's shared cart line back (an order or a clear consumed it), under its own id. */
export async function restoreCartLine(world: World): Promise<void> {
  const { app, a } = world;
  const line = { cartId: a.cartId, serviceItemId: a.serviceListingId };
  await app.db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, line.cartId),
        eq(cartItems.serviceItemId, line.serviceItemId),
        ne(cartItems.id, a.cartItemId),
      ),
    );
  await app.db
    .insert(cartItems)
    .values({ id: a.cartItemId, ...line, quantity: 1 })
    .onConflictDoNothing();
}
