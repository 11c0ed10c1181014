import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_STATUSES } from '@marketplace/contract';
import { createdAt, id, modifiedAt, oneOf } from './columns';
import { providers, serviceItems } from './catalog';
import { orderItems } from './commerce';
import { users } from './users';

/** One review per completed order item (unique order_item_id), rating 1 to 5. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    serviceItemId: uuid('service_item_id')
      .notNull()
      .references(() => serviceItems.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('reviews_service_item_created_idx').on(t.serviceItemId, t.createdAt),
    index('reviews_provider_idx').on(t.providerId),
    index('reviews_customer_idx').on(t.customerId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Messages sent from the public contact page, worked through by admins. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    userId: uuid('user_id').references(() => users.id),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    index('inquiries_status_created_idx').on(t.status, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    check('inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The same in Arabic (issue 33); '' when the notice has none (staff news). */
    titleAr: text('title_ar').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
