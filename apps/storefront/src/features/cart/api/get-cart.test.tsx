import { makeJwt } from '@marketplace/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartButton } from '../components/cart-button';
import { CART_PATH, cartLine, cartPathOf, cartWith, CUSTOMER_ID } from '../testing/cart-fixtures';
import { renderWithCart } from '../testing/render-with-cart';
import { cartKeys } from './cart-cache';
import { useCart } from './get-cart';

const OTHER_USER_ID = '5d8e2f3a-9b1c-4d7e-8f6a-0b1c2d3e4f5a';
const OTHER_CART_PATH = cartPathOf(OTHER_USER_ID);

function CartProbe() {
  const cart = useCart();
  return <p>Lines: {cart.data?.CartItems.length ?? 'none'}</p>;
}

describe('the cart query (spec 4)', () => {
  it('is read for a signed-in customer', async () => {
    const view = renderWithCart(<CartProbe />, {
      api: { [`GET ${CART_PATH}`]: { body: cartWith([cartLine()]) } },
    });
    expect(await screen.findByText('Lines: 1')).toBeInTheDocument();
    expect(view.api.callsTo('GET', CART_PATH)).toHaveLength(1);
  });

  it.each([['Provider'], ['Admin']] as const)('is never read for a %s', async (role) => {
    const view = renderWithCart(<CartProbe />, { role });
    expect(await screen.findByText('Lines: none')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.pathname.startsWith('/api/Cart'))).toHaveLength(0);
  });

  it('is never read for a visitor', async () => {
    const view = renderWithCart(<CartProbe />, { role: null });
    expect(await screen.findByText('Lines: none')).toBeInTheDocument();
    expect(view.api.calls).toHaveLength(0);
  });

  it('deduplicates lines by service item, keeping the highest quantity', async () => {
    const first = cartLine({ Quantity: 1 });
    const twin = { ...cartLine({ Quantity: 3 }), ServiceItemId: first.ServiceItemId };
    renderWithCart(<CartProbe />, {
      api: { [`GET ${CART_PATH}`]: { body: cartWith([first, twin, cartLine()]) } },
    });
    expect(await screen.findByText('Lines: 2')).toBeInTheDocument();
  });

  it('is read again, and the previous cart forgotten, when another customer signs in', async () => {
    const view = renderWithCart(<CartButton />, {
      api: {
        [`GET ${CART_PATH}`]: { body: cartWith([cartLine(), cartLine()]) },
        [`GET ${OTHER_CART_PATH}`]: { body: cartWith([], OTHER_USER_ID) },
      },
    });
    expect(await screen.findByRole('button', { name: 'Cart, 2 lines' })).toBeInTheDocument();

    act(() =>
      view.session.write({ jwtToken: makeJwt('Customer', { nameid: OTHER_USER_ID }), refreshToken: 'refresh-2' }),
    );

    expect(await screen.findByRole('button', { name: 'Cart, 0 lines' })).toBeInTheDocument();
    expect(view.api.callsTo('GET', OTHER_CART_PATH)).toHaveLength(1);
    await waitFor(() => expect(view.queryClient.getQueryData(cartKeys.of(CUSTOMER_ID))).toBeUndefined());
  });
});
