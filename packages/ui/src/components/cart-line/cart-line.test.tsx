import { canDecreaseQuantity, canIncreaseQuantity } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { CartLine, type CartLineData } from './cart-line';

// The stepper's bounds must be exactly the contract's cart rules (which the API applies too), for
// every combination of quantity and stock, including stock that fell below the quantity and
// unknown stock; the stories show a few, this walks the table.

const base: CartLineData = {
  Name: 'Lamp',
  Description: '',
  Type: 'item',
  Photos: [],
  Quantity: 1,
  AvailableQuantity: 3,
};

const cases: [number, number | null][] = [];
for (const quantity of [1, 2, 3, 4]) for (const stock of [null, 0, 1, 3]) cases.push([quantity, stock]);

describe('CartLine stepper bounds follow the contract', () => {
  it.each(cases)('quantity %i, stock %s', async (quantity, stock) => {
    const line = { ...base, Quantity: quantity, AvailableQuantity: stock };
    const onQuantityChange = vi.fn();
    const onMaxReached = vi.fn();
    const screen = await render(
      <CartLine line={line} onQuantityChange={onQuantityChange} onMaxReached={onMaxReached} onRemove={vi.fn()} />,
      { wrapper: UiTextProvider },
    );
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Lamp' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Lamp' });
    expect(minus.element().hasAttribute('disabled')).toBe(!canDecreaseQuantity(line));
    await plus.click();
    if (canIncreaseQuantity(line)) {
      expect(onQuantityChange).toHaveBeenCalledWith(quantity + 1);
      expect(onMaxReached).not.toHaveBeenCalled();
    } else {
      expect(onQuantityChange).not.toHaveBeenCalled();
      expect(onMaxReached).toHaveBeenCalledTimes(1);
    }
  });
});
