import { describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import { jsonResponse } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';

// A handful of calls checked field by field: method, path, query and body exactly as the API's
// routes take them (apps/api/openapi.json). openapi-coverage.test.ts checks every call's route.

const CUSTOMER = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const CART = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const ITEM = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

function setup(answer: unknown = {}) {
  const context = setupClient(() => jsonResponse(200, answer));
  return { ...context, api: createApi(context.http) };
}

describe('endpoint calls', () => {
  it('cart: add item posts the four fields', async () => {
    const { api, requests } = setup();
    await api.cart.addItem({ CartId: CART, ServiceItemId: ITEM, Quantity: 1, ModifiedBy: CUSTOMER });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/Cart/item' });
    expect(requests[0]?.body).toEqual({ CartId: CART, ServiceItemId: ITEM, Quantity: 1, ModifiedBy: CUSTOMER });
  });

  it('cart: quantity change patches {Quantity}', async () => {
    const { api, requests } = setup();
    await api.cart.updateItemQuantity(ITEM, 3);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/Cart/item/${ITEM}/quantity`,
      body: { Quantity: 3 },
    });
  });

  it('orders: the customer list sends page, pageSize, search, status and sort', async () => {
    const { api, requests } = setup();
    await api.orders.listForCustomer(CUSTOMER, {
      page: 2,
      pageSize: 10,
      search: 'cleaning',
      status: 'Completed',
      sort: 'oldest',
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.path).toBe(
      `/api/Order/customer/${CUSTOMER}?page=2&pageSize=10&search=cleaning&status=Completed&sort=oldest`,
    );
    expect(requests[0]?.body).toBeUndefined();
  });

  it('orders: create sends the idempotency key as a header', async () => {
    const { api, requests } = setup();
    await api.orders.create({ CustomerId: CUSTOMER, CartId: CART, PaymentType: 'benefit' }, { idempotencyKey: 'k-1' });
    expect(requests[0]?.headers.get('idempotency-key')).toBe('k-1');
    expect(requests[0]?.body).toEqual({ CustomerId: CUSTOMER, CartId: CART, PaymentType: 'benefit' });
  });

  it('transactions: type and status set to all are left out', async () => {
    const { api, requests } = setup();
    await api.transactions.list({ customerId: CUSTOMER, page: 1, type: 'all', status: 'all', search: '' });
    expect(requests[0]?.path).toBe(`/api/Transaction?customerId=${CUSTOMER}&page=1`);
    await api.transactions.list({ customerId: CUSTOMER, type: 'refund', status: 'pending' });
    expect(requests[1]?.path).toBe(`/api/Transaction?customerId=${CUSTOMER}&type=refund&status=pending`);
  });

  it('media: upload sends File, UserId, RelatedType and RelatedId as multipart with the upload time-out', async () => {
    const { api, requests } = setup({ Success: true, Data: { FileUrl: '/media/x.png', MediaId: ITEM } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });
    await api.media.upload({ file, UserId: CUSTOMER, RelatedType: 'Profile', RelatedId: CUSTOMER });
    const sent = requests[0];
    expect(sent).toMatchObject({ method: 'POST', path: '/api/Media/upload' });
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect([...form.keys()]).toEqual(['File', 'UserId', 'RelatedType', 'RelatedId']);
    expect((form.get('File') as File).name).toBe('avatar.png');
    expect(form.get('UserId')).toBe(CUSTOMER);
    expect(form.get('RelatedType')).toBe('Profile');
    expect(form.get('RelatedId')).toBe(CUSTOMER);
    // fetch writes the multipart Content-Type with its boundary; a JSON one would break it.
    expect(sent?.headers.has('content-type')).toBe(false);
    expect(sent?.signal).toBeInstanceOf(AbortSignal);
  });

  it('media: delete names the owner in the query', async () => {
    const { api, requests } = setup();
    await api.media.delete(ITEM, CUSTOMER);
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `/api/Media/${ITEM}?userId=${CUSTOMER}` });
  });

  it('boolean query flags: customer status, category status, current user', async () => {
    const { api, requests } = setup();
    await api.customers.setActiveStatus(CUSTOMER, false);
    await api.categories.setEnableStatus(ITEM, true);
    await api.customers.getUser(CUSTOMER);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /api/Customer/${CUSTOMER}/active-status?isActive=false`,
      `PATCH /api/Category/${ITEM}/enable-status?isEnable=true`,
      `GET /api/Customer/user/${CUSTOMER}?isActive=true`,
    ]);
  });

  it('auth: verify-email reads the token from the query', async () => {
    const { api, requests } = setup({ Success: true, Message: 'ok' });
    await expect(api.auth.verifyEmail('abc')).resolves.toEqual({ Success: true, Message: 'ok' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/Auth/verify-email?token=abc' });
  });

  it('notifications: the stream URL carries the ticket', () => {
    const { http } = setupClient(() => jsonResponse(200, {}), null, { baseUrl: 'https://api.example.bh' });
    const api = createApi(http);
    expect(api.notifications.streamUrl('t/1')).toBe('https://api.example.bh/api/Notification/stream?ticket=t%2F1');
  });

  it('notifications: the stream URL carries the reader’s language, which EventSource cannot send as a header', () => {
    const { http } = setupClient(() => jsonResponse(200, {}), null, {
      baseUrl: 'https://api.example.bh',
      language: () => 'ar',
    });
    expect(createApi(http).notifications.streamUrl('t1')).toBe(
      'https://api.example.bh/api/Notification/stream?ticket=t1&lang=ar',
    );
  });

  it('admin: revenue takes the year in the path', async () => {
    const { api, requests } = setup();
    await api.admin.revenue(2025);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/Admin/revenue/2025' });
  });
});
