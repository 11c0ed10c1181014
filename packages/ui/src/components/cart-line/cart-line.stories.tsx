import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CartLine, type CartLineData } from './cart-line';
import { storyText } from '../../testing/story-text';

/** Inline SVG photos: stories never touch the network. */
function photo(background: string, foreground: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="28" r="14" fill="${foreground}"/><rect x="14" y="46" width="36" height="6" rx="3" fill="${foreground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const lamp: CartLineData = {
  Name: 'Brass desk lamp',
  Description: 'Hand-finished brass lamp from a Manama workshop, warm LED bulb included.',
  Type: 'item',
  Photos: [photo('#E8D9B5', '#8A6A1F')],
  Quantity: 1,
  AvailableQuantity: 5,
};

const cleaning: CartLineData = {
  Name: 'Deep home cleaning',
  Description: 'Two cleaners for four hours: kitchen, bathrooms, floors and windows.',
  Type: 'service',
  Photos: [photo('#CFE7E5', '#0E6A6A')],
  Quantity: 1,
  AvailableQuantity: null,
};

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: lamp, onQuantityChange: fn(), onMaxReached: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Item: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText('Brass desk lamp')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: lamp.Name }) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: lamp.Name }) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
  },
};

export const ItemAtStockLimit: Story = {
  args: { line: { ...lamp, Quantity: 5 } },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: lamp.Name }) }));
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: lamp.Name }) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4);
  },
};

/** Stock unknown (null): the quantity cannot grow, as the contract's canIncreaseQuantity says. */
export const ItemWithUnknownStock: Story = {
  args: { line: { ...lamp, Quantity: 2, AvailableQuantity: null } },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: lamp.Name }) }));
    await expect(args.onMaxReached).toHaveBeenCalledTimes(1);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** Services have no stepper, only the quantity as text. */
export const Service: Story = {
  args: { line: cleaning },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.cartLine.quantity', { quantity: 1 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui.quantity.increase', { name: cleaning.Name }) })).toBeNull();
  },
};

export const ItemWithoutPhoto: Story = {
  args: { line: { ...lamp, Photos: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-line-placeholder')).toBeVisible();
  },
};

/** A URL containing "placeholder" counts as no image (spec section 3). */
export const ServiceWithPlaceholderUrl: Story = {
  args: { line: { ...cleaning, Photos: ['/media/placeholder.png'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('cart-line-placeholder')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenPhoto: Story = {
  args: { line: { ...lamp, Photos: ['data:image/png;base64,bm90LWFuLWltYWdl'] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('cart-line-placeholder')).toBeVisible());
  },
};

export const LongTexts: Story = {
  args: {
    line: {
      ...lamp,
      Name: 'Handmade Bahraini pearl-inlay jewellery box with brass hinges and velvet lining',
      Description:
        'A long description that goes on to describe the craft, the materials, the workshop in Muharraq, the delivery times and the care instructions, clamped to two lines in the panel.',
    },
  },
};

export const Busy: Story = {
  args: { line: { ...lamp, Quantity: 2 }, busy: true },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.quantity.decrease', { name: lamp.Name }) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.quantity.increase', { name: lamp.Name }) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.cartLine.remove', { name: lamp.Name }) })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Remove: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cartLine.remove', { name: lamp.Name }) }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** As the panel lists them. */
export const InAList: Story = {
  render: (args) => (
    <Stack component="ul" sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      <CartLine {...args} component="li" line={lamp} />
      <CartLine {...args} component="li" line={{ ...cleaning, Photos: [] }} />
      <CartLine {...args} component="li" line={{ ...lamp, Name: 'Palm-frond basket', Quantity: 3, Photos: [] }} />
    </Stack>
  ),
};
