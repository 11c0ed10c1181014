import type { Answer } from '@marketplace/client/testing';
import type { Cart } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_ID, CART_PATH, cartLine, cartWith } from '../testing/cart-fixtures';
import { renderWithCart } from '../testing/render-with-cart';
import { CartButton } from './cart-button';

const lamp = cartLine({ Name: 'Desk lamp', Type: 'item', Quantity: 2, AvailableQuantity: 5 });
const cleaning = cartLine({ Name: 'Deep cleaning', Type: 'service', Quantity: 1, AvailableQuantity: null });
const twoLines = cartWith([lamp, cleaning]);

function renderCart(cart: Cart, api: Record<string, Answer> = {}) {
  return renderWithCart(<CartButton />, { api: { [`GET ${CART_PATH}`]: { body: cart }, ...api } });
}

async function openPanel(view: ReturnType<typeof renderCart>, label: string) {
  await view.user.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

describe('CartButton and the cart panel (spec 2.4)', () => {
  it('shows the empty state', async () => {
    const view = renderCart(cartWith([]));
    const panel = await openPanel(view, 'Cart, 0 lines');
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
    expect(within(panel).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('counts lines in the badge and the panel, with the totals of spec 9', async () => {
    const view = renderCart(twoLines);
    const panel = await openPanel(view, 'Cart, 2 lines');
    expect(within(panel).getByText('You have 2 information request(s) in your cart')).toBeInTheDocument();
    expect(within(panel).getByText(/fixed price/)).toBeInTheDocument();
    // 2 × 0.900 = 1.800; VAT 10% floored = 0.180; total 1.980.
    expect(within(panel).getByText('VAT').nextSibling).toHaveTextContent('0.180 BHD');
    expect(within(panel).getByText('Cart Value').nextSibling).toHaveTextContent('1.800 BHD');
    expect(within(panel).getByText('Total').nextSibling).toHaveTextContent('1.980 BHD');
    expect(within(panel).getByText('Desk lamp')).toBeInTheDocument();
    expect(within(panel).getByText('Deep cleaning')).toBeInTheDocument();
  });

  it('has a quantity stepper for items only', async () => {
    const view = renderCart(twoLines);
    const panel = await openPanel(view, 'Cart, 2 lines');
    expect(within(panel).getByRole('group', { name: 'Quantity of Desk lamp' })).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Quantity of Deep cleaning' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Decrease quantity of Desk lamp' })).toBeEnabled();
  });

  it('applies a quantity change from the server answer', async () => {
    const view = renderCart(twoLines, {
      [`PATCH /api/Cart/item/${lamp.CartItemId}/quantity`]: { body: cartWith([{ ...lamp, Quantity: 3 }, cleaning]) },
    });
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Increase quantity of Desk lamp' }));
    const stepper = within(panel).getByRole('group', { name: 'Quantity of Desk lamp' });
    await waitFor(() => expect(within(stepper).getByText('3')).toBeInTheDocument());
    expect(view.api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ Quantity: 3 });
  });

  it('refuses more than the stock without calling the API', async () => {
    const atStock = cartWith([{ ...lamp, Quantity: 5, AvailableQuantity: 5 }]);
    const view = renderCart(atStock);
    const panel = await openPanel(view, 'Cart, 1 line');
    await view.user.click(within(panel).getByRole('button', { name: 'Increase quantity of Desk lamp' }));
    expect(await screen.findByText('Max quantity reached')).toBeInTheDocument();
    expect(screen.getByText('You cannot add more items than available in stock.')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('shows the same toast when the server refuses with 409, and reads the cart again', async () => {
    const view = renderCart(twoLines, {
      [`PATCH /api/Cart/item/${lamp.CartItemId}/quantity`]: {
        status: 409,
        body: { Message: 'You cannot add more items than available in stock.' },
      },
    });
    const panel = await openPanel(view, 'Cart, 2 lines');
    const readsBefore = view.api.callsTo('GET', CART_PATH).length;
    await view.user.click(within(panel).getByRole('button', { name: 'Increase quantity of Desk lamp' }));
    expect(await screen.findByText('Max quantity reached')).toBeInTheDocument();
    // The stock the panel knew was stale: the 'stockUpdated' event refetches the cart.
    await waitFor(() => expect(view.api.callsTo('GET', CART_PATH)).toHaveLength(readsBefore + 1));
  });

  it('toasts the server message, or the spec fallback, when a change fails', async () => {
    const view = renderCart(twoLines, {
      [`DELETE /api/Cart/item/${cleaning.CartItemId}`]: { status: 500, body: {} },
    });
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Remove Deep cleaning from cart' }));
    expect(await screen.findByText('Failed to remove item from cart')).toBeInTheDocument();
  });

  it('spins on the line whose change runs, and only on it', async () => {
    const view = renderCart(twoLines);
    let answer: (cart: Cart) => void = () => undefined;
    vi.spyOn(view.runtime.api.cart, 'updateItemQuantity').mockReturnValue(
      new Promise<Cart>((resolve) => (answer = resolve)),
    );
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Desk lamp' }));

    const [lampRow, cleaningRow] = within(panel).getAllByRole('listitem');
    await waitFor(() => expect(lampRow).toHaveAttribute('aria-busy', 'true'));
    expect(within(lampRow!).getByText('Updating quantity')).toBeInTheDocument();
    expect(cleaningRow).toHaveAttribute('aria-busy', 'false');
    expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeDisabled();

    answer(cartWith([{ ...lamp, Quantity: 1 }, cleaning]));
    await waitFor(() => expect(lampRow).toHaveAttribute('aria-busy', 'false'));
    expect(within(panel).getByRole('button', { name: 'Decrease quantity of Desk lamp' })).toBeDisabled();
  });

  it('removes a line with the answer of the server', async () => {
    const view = renderCart(twoLines, {
      [`DELETE /api/Cart/item/${cleaning.CartItemId}`]: { body: cartWith([lamp]) },
    });
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Remove Deep cleaning from cart' }));
    expect(await within(panel).findByText('You have 1 information request(s) in your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 1 line', hidden: true })).toBeInTheDocument();
  });

  it('clears the cart after a confirmation', async () => {
    const view = renderCart(twoLines, { [`DELETE /api/Cart/${CART_ID}`]: { body: cartWith([]) } });
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Clear Cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Clear Cart' }));
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    expect(view.api.callsTo('DELETE', `/api/Cart/${CART_ID}`)).toHaveLength(1);
  });

  it('goes to /payments on Checkout and closes the panel', async () => {
    const view = renderCart(twoLines);
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Page: /payments')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument());
  });

  it('closes with its labelled close button', async () => {
    const view = renderCart(twoLines);
    const panel = await openPanel(view, 'Cart, 2 lines');
    await view.user.click(within(panel).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument());
  });
});
