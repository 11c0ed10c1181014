import { randomUUID } from 'node:crypto';
import { CART_ERRORS, ORDER_CHANGE_ERRORS, type Order, type PaymentResult } from '@marketplace/contract';
import type { Answer, RetryingClient, Step } from './retrying-client';
import { sleep } from './retrying-client';
import type { Customer, Listing, World } from './world';

export interface Line {
  listing: Listing;
  quantity: number;
}

/** One customer's visit: fill the cart, place the order, pay on the sandbox page, come back. */
export interface Journey {
  customer: Customer;
  lines: Line[];
  paymentType: 'card' | 'benefit';
  /** Made once per visit, as the storefront's payments page does, and sent with every retry. */
  idempotencyKey: string;
  /** Which API process the journey's first request goes to. */
  spread: number;
}

/** What the customer was told: the only facts the database is checked against afterwards. */
export interface JourneyRecord {
  journey: Journey;
  /** `replayed`: the answer came from a retry that found the order its lost first try had placed. */
  order?: { id: string; itemCount: number; totalFils: number; replayed: boolean };
  refusal?: { step: 'cart' | 'order'; message: string };
  payment?: { chargeId: string; message: string };
  /** Anything else: an answer no client should get, or a step that never got through. */
  failure?: string;
}

export interface Progress {
  orders: number;
  payments: number;
}

/**
 * Every journey wants a provider's visit; two in five also want one or two units of a scarce item
 * (about 60 units wanted of 24), three in ten a few units of the plentiful one. Deterministic, so a
 * failing run can be read against the same plan.
 */
export function planJourneys(world: World, customers: readonly Customer[], options = { scarce: true }): Journey[] {
  return customers.map((customer, index) => {
    const lines: Line[] = [{ listing: world.services[index % world.services.length]!, quantity: 1 }];
    if (options.scarce && index % 5 < 2)
      lines.push({ listing: world.scarce[index % world.scarce.length]!, quantity: 1 + (index % 2) });
    if (index % 10 < 3)
      lines.push({ listing: world.plentiful[index % world.plentiful.length]!, quantity: 1 + (index % 3) });
    return {
      customer,
      lines,
      paymentType: index % 2 === 0 ? 'card' : 'benefit',
      idempotencyKey: randomUUID(),
      spread: index,
    };
  });
}

/**
 * The storefront's checkout over HTTP: cart, POST /api/Order with the visit's Idempotency-Key,
 * POST /api/Payment/checkout, the payer's approval on the sandbox's hosted page, and the return
 * page's POST /api/Payment/verify. Consecutive steps go to alternating processes, so an order
 * placed on one is paid through the other. Never throws: the record says how it ended.
 */
export async function walkCheckout(client: RetryingClient, journey: Journey, progress: Progress) {
  const record: JourneyRecord = { journey };
  const { customer } = journey;
  let spread = journey.spread;
  const send = async (
    what: string,
    step: Omit<Step, 'headers'>,
    headers: Record<string, string> = customer.headers,
  ) => {
    await sleep(Math.random() * 30); // a person's pace between clicks keeps the journeys interleaved
    return client.send({ ...step, headers }, spread++, `${customer.label} (${what})`);
  };
  const fail = (what: string, answer: Answer) =>
    new Error(`${customer.label} could not ${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  try {
    const cart = await send('read the cart', { method: 'GET', path: `/api/Cart/customer/${customer.id}` });
    if (cart.status !== 200) throw fail('read the cart', cart);
    const cartId = (cart.body as { CartId: string }).CartId;

    for (const line of journey.lines) {
      const added = await send(`add "${line.listing.name}"`, {
        method: 'POST',
        path: '/api/Cart/item',
        body: { CartId: cartId, ServiceItemId: line.listing.id, Quantity: line.quantity, ModifiedBy: customer.id },
      });
      if (added.status === 409 && messageOf(added) === CART_ERRORS.overStock) {
        record.refusal = { step: 'cart', message: messageOf(added) };
        return record;
      }
      if (added.status !== 200) throw fail(`add "${line.listing.name}"`, added);
    }

    const placed = await send(
      'place the order',
      {
        method: 'POST',
        path: '/api/Order',
        body: { CustomerId: customer.id, CartId: cartId, PaymentType: journey.paymentType },
      },
      { ...customer.headers, 'idempotency-key': journey.idempotencyKey },
    );
    if (placed.status === 409 && isStockRefusal(messageOf(placed), journey.lines)) {
      record.refusal = { step: 'order', message: messageOf(placed) };
      return record;
    }
    // 201 placed, 200 when a retry found the order its first try had placed.
    if (placed.status !== 201 && placed.status !== 200) throw fail('place the order', placed);
    const order = placed.body as Order;
    record.order = {
      id: order.OrderId,
      itemCount: order.OrderItems.length,
      totalFils: Math.round(order.TotalPrice * 1000),
      replayed: placed.headers.get('idempotent-replayed') === 'true',
    };
    progress.orders += 1;

    const checkout = await send('start the payment', {
      method: 'POST',
      path: '/api/Payment/checkout',
      body: { OrderId: order.OrderId },
    });
    if (checkout.status !== 200) throw fail('start the payment', checkout);
    const { ChargeId, PaymentUrl } = checkout.body as { ChargeId: string; PaymentUrl: string };

    // Both processes serve the hosted page (one site behind the load balancer), so the click goes
    // to whichever is next. A retried click may find its first try's decision (409): it stands.
    // The page's form carries no token: only the payer's address.
    const approved = await send(
      'approve the payment',
      { method: 'POST', path: `${new URL(PaymentUrl).pathname}/approve` },
      { 'x-forwarded-for': customer.headers['x-forwarded-for'] },
    );
    if (approved.status !== 303 && !(approved.status === 409 && approved.attempts > 1))
      throw fail('approve the payment', approved);

    const verified = await send('verify the payment', {
      method: 'POST',
      path: '/api/Payment/verify',
      body: { OrderId: order.OrderId, ChargeId },
    });
    const result = verified.body as PaymentResult;
    if (verified.status !== 200 || result.Status !== 'paid' || !result.IsPaymentSuccess)
      throw fail('verify the payment', verified);
    record.payment = { chargeId: ChargeId, message: result.Message };
    progress.payments += 1;
  } catch (error) {
    record.failure = (error as Error).message;
  }
  return record;
}

/** Runs `work` over `items`, at most `limit` at a time, answering in the items' order. */
export async function runBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function messageOf(answer: Answer): string {
  return typeof answer.body === 'object' && answer.body !== null
    ? String((answer.body as { Message?: unknown }).Message)
    : '';
}

/** The order route's stock refusal for one of the journey's lines, whatever was left. */
function isStockRefusal(message: string, lines: readonly Line[]): boolean {
  return lines.some(
    ({ listing }) =>
      listing.initialStock !== null &&
      Array.from({ length: listing.initialStock + 1 }, (_, left) =>
        ORDER_CHANGE_ERRORS.outOfStock(listing.name, left),
      ).includes(message),
  );
}
