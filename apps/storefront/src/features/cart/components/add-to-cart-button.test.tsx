import type { ServiceItem } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { serviceItem } from '@/testing/listing-fixtures';
import cartEnglishSource from '@/locales/cart/en.json?raw';
import { CART_ID, CART_PATH, cartLine, cartWith, CUSTOMER_ID } from '../testing/cart-fixtures';
import { renderWithCart, type RenderWithCartOptions } from '../testing/render-with-cart';
import { AddToCartButton } from './add-to-cart-button';

/** The cart catalog as written (ICU text): an import of the JSON itself comes compiled. */
const cartEnglish = JSON.parse(cartEnglishSource) as Record<string, string>;

const lamp = serviceItem({ Name: 'Desk lamp', Type: 'item', AvailableQuantity: 3 });
const lampLine = (quantity: number) =>
  cartLine({ ServiceItemId: lamp.ServiceItemId, Name: 'Desk lamp', Quantity: quantity, AvailableQuantity: 3 });

function renderButton(item: ServiceItem, options: RenderWithCartOptions = {}) {
  return renderWithCart(<AddToCartButton serviceItem={item} />, options);
}

const asCustomer = (api: RenderWithCartOptions['api']): RenderWithCartOptions => ({ role: 'Customer', api });

describe('AddToCartButton', () => {
  it('asks a visitor to sign in', async () => {
    renderButton(lamp, { role: null });
    expect(screen.getByRole('link', { name: 'Sign in to add to cart' })).toHaveAttribute('href', '/customer-auth');
  });

  it('is disabled with a reason for providers', async () => {
    renderButton(lamp, { role: 'Provider' });
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Only customer accounts have a cart.');
  });

  it.each([
    ['Out of stock', serviceItem({ Type: 'item', AvailableQuantity: 0 })],
    ['Unavailable', serviceItem({ Availability: 'unavailable' })],
    ['Unavailable', serviceItem({ Type: 'service', AvailableQuantity: null, Availability: 'discontinued' })],
  ])('shows %s, disabled, whoever looks', async (label, item) => {
    renderButton(item, { role: 'Customer' });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it.each([
    ['a visitor', null],
    ['a customer', 'Customer'],
  ] as const)(
    'is disabled for %s while the business renews its verification, and says why (issue 38)',
    async (_who, role) => {
      const view = renderButton(serviceItem({ BusinessVerification: 'expired' }), {
        role,
        api: { [`GET ${CART_PATH}`]: { body: cartWith([]) } },
      });
      const button = screen.getByRole('button', { name: 'Add to cart' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'This business is renewing its verification and is not taking new requests right now.',
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(view.api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    },
  );

  it('adds a new line with quantity 1 and says so', async () => {
    const view = renderButton(
      lamp,
      asCustomer({
        [`GET ${CART_PATH}`]: { body: cartWith([]) },
        'POST /api/Cart/item': { body: cartWith([lampLine(1)]) },
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Cart/item')[0]?.body).toEqual({
      CartId: CART_ID,
      ServiceItemId: lamp.ServiceItemId,
      Quantity: 1,
      ModifiedBy: CUSTOMER_ID,
    });
    expect(await screen.findByText('In your cart: quantity 1')).toBeInTheDocument();
  });

  it('creates the cart with the line when none could be read', async () => {
    const view = renderButton(
      lamp,
      asCustomer({
        [`GET ${CART_PATH}`]: { status: 500, body: {} },
        'POST /api/Cart': { body: cartWith([lampLine(1)]) },
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/Cart')[0]?.body).toEqual({
      CustomerId: CUSTOMER_ID,
      Cartitems: [{ ServiceItemId: lamp.ServiceItemId, Quantity: 1 }],
    });
  });

  it('adds one more of an item already in the cart', async () => {
    const line = lampLine(1);
    const view = renderButton(
      lamp,
      asCustomer({
        [`GET ${CART_PATH}`]: { body: cartWith([line]) },
        [`PATCH /api/Cart/item/${line.CartItemId}/quantity`]: { body: cartWith([lampLine(2)]) },
      }),
    );
    expect(await screen.findByText('In your cart: quantity 1')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(view.api.callsTo('PATCH', `/api/Cart/item/${line.CartItemId}/quantity`)[0]?.body).toEqual({
        Quantity: 2,
      }),
    );
  });

  it('refuses beyond the stock without a call', async () => {
    const view = renderButton(lamp, asCustomer({ [`GET ${CART_PATH}`]: { body: cartWith([lampLine(3)]) } }));
    expect(await screen.findByText('In your cart: quantity 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Max quantity reached')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says a service is already in the cart', async () => {
    const service = serviceItem({ Type: 'service', AvailableQuantity: null });
    const line = cartLine({ ServiceItemId: service.ServiceItemId, Type: 'service', AvailableQuantity: null });
    renderButton(service, asCustomer({ [`GET ${CART_PATH}`]: { body: cartWith([line]) } }));
    expect(await screen.findByRole('button', { name: 'In your cart' })).toBeDisabled();
  });

  it('toasts the server message when adding fails', async () => {
    const message = 'This service or item is currently unavailable, so it cannot be added to the cart.';
    const view = renderButton(
      lamp,
      asCustomer({
        [`GET ${CART_PATH}`]: { body: cartWith([]) },
        'POST /api/Cart/item': { status: 409, body: { Message: message } },
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('AddToCartButton in Arabic', () => {
  const arabic = (options: RenderWithCartOptions): RenderWithCartOptions => ({ ...options, locale: 'ar' });

  it('asks a visitor to sign in, the arrow of its icon pointing into the page', async () => {
    const view = renderButton(lamp, arabic({ role: null }));
    const link = screen.getByRole('link', { name: 'سجّل الدخول للإضافة إلى السلة' });
    expect(link).toHaveAttribute('href', '/customer-auth');
    expect(link.querySelector('svg')).toHaveStyle({ transform: 'scaleX(-1)' });
    expectNoEnglish(view.container, { catalogs: [cartEnglish] });
  });

  it('gives providers the reason in Arabic', async () => {
    renderButton(lamp, arabic({ role: 'Provider' }));
    const button = await screen.findByRole('button', { name: 'أضف إلى السلة' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('السلة متاحة لحسابات العملاء فقط.');
  });

  it.each([
    ['نفدت الكمية', serviceItem({ Type: 'item', AvailableQuantity: 0 })],
    ['غير متاح', serviceItem({ Availability: 'unavailable' })],
  ])('shows %s, disabled', async (label, item) => {
    renderButton(item, arabic({ role: 'Customer' }));
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('is disabled while the business renews its verification, and says why in Arabic', async () => {
    const view = renderButton(serviceItem({ BusinessVerification: 'expired' }), arabic({ role: null }));
    const button = screen.getByRole('button', { name: 'أضف إلى السلة' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'يجدّد هذا النشاط التجاري توثيقه ولا يستقبل طلبات جديدة في الوقت الحالي.',
    );
    expectNoEnglish(view.container, { catalogs: [cartEnglish] });
  });

  it('adds to the cart and says so in Arabic', async () => {
    const view = renderButton(
      lamp,
      arabic(
        asCustomer({
          [`GET ${CART_PATH}`]: { body: cartWith([]) },
          'POST /api/Cart/item': { body: cartWith([lampLine(1)]) },
        }),
      ),
    );
    await view.user.click(await screen.findByRole('button', { name: 'أضف إلى السلة' }));
    expect(await screen.findByText('تمت الإضافة إلى السلة')).toBeInTheDocument();
    expect(await screen.findByText('في سلتك: الكمية 1')).toBeInTheDocument();
    expectNoEnglish(document.body, { catalogs: [cartEnglish], data: ['Desk lamp'] });
  });

  it('says a service is already in the cart', async () => {
    const service = serviceItem({ Type: 'service', AvailableQuantity: null });
    const line = cartLine({ ServiceItemId: service.ServiceItemId, Type: 'service', AvailableQuantity: null });
    renderButton(service, arabic(asCustomer({ [`GET ${CART_PATH}`]: { body: cartWith([line]) } })));
    expect(await screen.findByRole('button', { name: 'في سلتك' })).toBeDisabled();
  });
});
