import { orderNumberForList } from '@marketplace/contract';
import { cartable } from './plan-engagement';
import type { ListingInfo } from './plan-catalog';
import type { PlannedOrder } from './planned-order';
import type { PeoplePlan } from './plan-people';
import {
  DAY,
  HOUR,
  before,
  type CartItemRow,
  type CartRow,
  type NotificationRow,
  type PlanContext,
  type UserRow,
} from './seed-types';

export interface CartsPlan {
  carts: CartRow[];
  cartItems: CartItemRow[];
}

/** The demo customer's cart holds one service and one in-stock item; four other customers have carts too. */
export function planCarts(ctx: PlanContext, people: PeoplePlan, listings: ListingInfo[]): CartsPlan {
  const { rng, now } = ctx;
  const open = listings.filter(cartable);
  const services = open.filter((listing) => listing.row.type === 'service');
  const items = open.filter((listing) => listing.row.type === 'item');
  const others = rng.sample(
    people.customers.filter((customer) => customer !== people.demoCustomer && customer.isActive && !customer.isDeleted),
    4,
  );
  const plan: CartsPlan = { carts: [], cartItems: [] };
  const addCart = (customer: UserRow, lines: ListingInfo[]) => {
    const createdAt = before(now, rng.int(1, 20) * DAY);
    const cart: CartRow = {
      id: ctx.ids.uuid(),
      customerId: customer.id,
      createdAt,
      modifiedAt: createdAt,
      modifiedBy: customer.id,
    };
    plan.carts.push(cart);
    lines.forEach((listing, index) => {
      const at = new Date(createdAt.getTime() + index * HOUR);
      const quantity = listing.row.type === 'item' ? Math.min(2, listing.row.availableQuantity ?? 1) : 1;
      plan.cartItems.push({
        id: ctx.ids.uuid(),
        cartId: cart.id,
        serviceItemId: listing.row.id,
        quantity,
        createdAt: at,
        modifiedAt: at,
      });
      cart.modifiedAt = at;
    });
  };
  addCart(people.demoCustomer, [rng.pick(services), rng.pick(items)]);
  for (const customer of others) addCart(customer, rng.sample(open, rng.int(1, 3)));
  return plan;
}

/** Each status's title and the end of its sentence, in English and in Arabic ("Your order #X …"). */
const STATUS_TEXT = {
  Confirmed: {
    en: ['Order confirmed', 'has been confirmed by the provider.'],
    ar: ['تم تأكيد الطلب', 'أكده مقدم الخدمة.'],
  },
  InProgress: {
    en: ['Work has started', 'is now in progress.'],
    ar: ['بدأ العمل', 'قيد التنفيذ الآن.'],
  },
  Completed: {
    en: ['Order completed', 'is complete. Tell others how it went: rate and review it.'],
    ar: ['اكتمل الطلب', 'اكتمل. شارك الآخرين تجربتك: قيمه واكتب مراجعتك.'],
  },
  Cancelled: {
    en: ['Order cancelled', 'was cancelled. Any payment is refunded to your original payment method.'],
    ar: ['تم إلغاء الطلب', 'ألغي، ويعاد أي مبلغ مدفوع إلى وسيلة الدفع الأصلية.'],
  },
} as const;

/** The demo customer's bell: a welcome, then news about their latest orders; older ones already read. */
export function planNotifications(ctx: PlanContext, people: PeoplePlan, orders: PlannedOrder[]): NotificationRow[] {
  const customer = people.demoCustomer;
  const rows: NotificationRow[] = [
    {
      id: ctx.ids.uuid(),
      userId: customer.id,
      type: 'welcome',
      title: 'Welcome to the marketplace',
      body: 'Browse trusted providers across Bahrain and send your first information request.',
      titleAr: 'أهلا بك في السوق',
      bodyAr: 'تصفح مقدمي الخدمات الموثوقين في أنحاء البحرين وأرسل أول طلب معلومات.',
      link: '/services',
      data: null,
      readAt: customer.createdAt,
      createdAt: customer.createdAt,
    },
  ];
  const mine = orders.filter((order) => order.customer === customer && order.row.status !== 'Pending');
  for (const order of mine.slice(-6)) {
    const status = order.row.status as keyof typeof STATUS_TEXT;
    const [title, tail] = STATUS_TEXT[status].en;
    const [titleAr, tailAr] = STATUS_TEXT[status].ar;
    const at = order.row.modifiedAt ?? order.row.createdAt;
    const number = orderNumberForList(order.row.id);
    const read = ctx.now.getTime() - at.getTime() > 20 * DAY;
    rows.push({
      id: ctx.ids.uuid(),
      userId: customer.id,
      type: 'order-status',
      title,
      body: `Your order #${number} ${tail}`,
      titleAr,
      bodyAr: `طلبك رقم ${number} ${tailAr}`,
      link: `/customer-dashboard/order/${order.row.id}`,
      data: { orderId: order.row.id, status },
      readAt: read ? new Date(at.getTime() + HOUR) : null,
      createdAt: at,
    });
  }
  return rows;
}
