import type { TransactionStatus, TransactionType } from '@marketplace/contract';
import type {
  auditLog,
  cartItems,
  carts,
  categories,
  inquiries,
  media,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  paymentCharges,
  providerBankDetails,
  providers,
  reviews,
  sandboxCharges,
  serviceItemPhotos,
  serviceItems,
  transactions,
  users,
} from '../db/schema/index';
import type { SeededRandom } from './prng';

export type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
export type CategoryRow = typeof categories.$inferInsert & { id: string };
export type ProviderRow = typeof providers.$inferInsert & { id: string; createdAt: Date };
export type BankDetailsRow = typeof providerBankDetails.$inferInsert;
export type MediaRow = typeof media.$inferInsert & { id: string };
export type ServiceItemRow = typeof serviceItems.$inferInsert & { id: string; createdAt: Date; priceFils: number };
export type ServiceItemPhotoRow = typeof serviceItemPhotos.$inferInsert;
export type CartRow = typeof carts.$inferInsert & { id: string };
export type CartItemRow = typeof cartItems.$inferInsert;
export type OrderRow = typeof orders.$inferInsert & { id: string; createdAt: Date };
export type OrderItemRow = typeof orderItems.$inferInsert & { id: string };
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferInsert;
export type TransactionRow = typeof transactions.$inferInsert;
export type SandboxChargeRow = typeof sandboxCharges.$inferInsert;
export type PaymentChargeRow = typeof paymentCharges.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;
export type InquiryRow = typeof inquiries.$inferInsert;
export type NotificationRow = typeof notifications.$inferInsert;
export type AuditLogRow = typeof auditLog.$inferInsert;

/** The tables the seeds write, in foreign-key order (parents first). */
export const SEEDED_TABLES = [
  'users',
  'categories',
  'providers',
  'providerBankDetails',
  'media',
  'serviceItems',
  'serviceItemPhotos',
  'carts',
  'cartItems',
  'orders',
  'orderItems',
  'orderStatusHistory',
  'sandboxCharges',
  'paymentCharges',
  'transactions',
  'reviews',
  'inquiries',
  'notifications',
  'auditLog',
] as const;
export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Rows written per table. */
export type SeedSummary = Record<SeededTable, number>;

/** Everything the demo seed will insert, built in memory first so it is one transaction to write. */
export interface DemoPlan {
  users: UserRow[];
  categories: CategoryRow[];
  providers: ProviderRow[];
  providerBankDetails: BankDetailsRow[];
  media: MediaRow[];
  serviceItems: ServiceItemRow[];
  serviceItemPhotos: ServiceItemPhotoRow[];
  carts: CartRow[];
  cartItems: CartItemRow[];
  orders: OrderRow[];
  orderItems: OrderItemRow[];
  orderStatusHistory: OrderStatusHistoryRow[];
  sandboxCharges: SandboxChargeRow[];
  paymentCharges: PaymentChargeRow[];
  transactions: TransactionRow[];
  reviews: ReviewRow[];
  inquiries: InquiryRow[];
  notifications: NotificationRow[];
  auditLog: AuditLogRow[];
  /** SVG source of each generated photo, by media storage key. */
  photoSvgs: Map<string, string>;
}

/** What every planning step draws from. Ids come from their own stream so adding a row elsewhere does not reshuffle the data. */
export interface PlanContext {
  rng: SeededRandom;
  ids: SeededRandom;
  now: Date;
  passwordHash: string;
  urlFor(key: string): string;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function before(date: Date, ms: number): Date {
  return new Date(date.getTime() - ms);
}

export function after(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** A money movement of the plan before its reference number is drawn (plan-money.ts, plan-payouts.ts). */
export type TransactionDraft = Omit<TransactionRow, 'referenceNumber' | 'createdAt'> & {
  createdAt: Date;
  type: TransactionType;
  status: TransactionStatus;
};
