import { planBankDetails } from './plan-bank-details';
import { planCarts, planNotifications } from './plan-carts';
import { planCategories, planListings, type PhotoSink } from './plan-catalog';
import { planInquiries, planReviews } from './plan-engagement';
import { planCharges } from './plan-charges';
import { planTransactions } from './plan-money';
import { planOrders } from './plan-orders';
import { planPeople } from './plan-people';
import { planProviders } from './plan-providers';
import type { DemoPlan, PlanContext } from './seed-types';

/**
 * Builds the whole demo marketplace in memory, synchronously, from the seeded generator. Keeping
 * every random draw here (and none in the async photo or insert steps) is what makes the result
 * depend only on the seed and `now`.
 */
export function buildDemoPlan(ctx: PlanContext): DemoPlan {
  const sink: PhotoSink = { media: [], photoSvgs: new Map() };
  const people = planPeople(ctx);
  const categories = planCategories(ctx, people, sink);
  const { providers, audit } = planProviders(ctx, people, categories.categoryIds);
  const { listings, photos } = planListings(ctx, providers, categories, sink);
  const orders = planOrders(ctx, people, listings);
  const carts = planCarts(ctx, people, listings);
  const disabled = categories.categories.find((category) => !category.isEnable);
  if (disabled) {
    audit.push({
      id: ctx.ids.uuid(),
      actorUserId: people.admin.id,
      actorRole: people.admin.role,
      action: 'category.disable',
      targetType: 'category',
      targetId: disabled.id,
      before: { isEnable: true },
      after: { isEnable: false },
      reason: 'Municipal pest-control licences are being renewed',
      ip: '127.0.0.1',
      createdAt: categories.categoryDisabledAt,
    });
  }
  const { transactions, payoutAccounts } = planTransactions(ctx, orders.orders, providers);
  const charges = planCharges(orders.orders, transactions);
  const reviews = planReviews(ctx, orders.orders);
  const inquiries = planInquiries(ctx, people);
  const notifications = planNotifications(ctx, people, orders.orders);
  // The last draws, so adding them left the rest of the demo as it was.
  const providerBankDetails = planBankDetails(ctx, providers, payoutAccounts);
  return {
    users: [people.superAdmin, people.admin, ...providers.map((provider) => provider.user), ...people.customers],
    categories: categories.categories,
    providers: providers.map((provider) => provider.row),
    providerBankDetails,
    media: sink.media,
    serviceItems: listings.map((listing) => listing.row),
    serviceItemPhotos: photos,
    carts: carts.carts,
    cartItems: carts.cartItems,
    orders: orders.orders.map((order) => order.row),
    orderItems: orders.orders.flatMap((order) => order.lines.map((line) => line.row)),
    orderStatusHistory: orders.history,
    ...charges,
    transactions,
    reviews,
    inquiries,
    notifications,
    auditLog: audit.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0)),
    photoSvgs: sink.photoSvgs,
  };
}
