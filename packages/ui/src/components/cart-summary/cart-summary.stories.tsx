import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartInfoNote } from './cart-info-note';
import { CartSummary } from './cart-summary';
import { storyText, storyMoney } from '../../testing/story-text';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: { lineCount: 3, onCheckout: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines: 3 × 0.900 = 2.700, VAT 10% = 0.270, total 2.970 (contract's computeOrderPricing). */
export const SeveralLines: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.cartSummary.vat'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '0.270'))).toBeVisible();
    await expect(canvas.getByText(t('ui.cartSummary.cartValue'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '2.700'))).toBeVisible();
    await expect(canvas.getByText(t('ui.cartSummary.total'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '2.970'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cartSummary.checkout') }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const OneLine: Story = {
  args: { lineCount: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '0.090'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '0.900'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '0.990'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lineCount: 0 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getAllByText(storyMoney(globals, '0.000'))).toHaveLength(3);
    const checkout = canvas.getByRole('button', { name: t('ui.cartSummary.checkout') });
    await expect(checkout).toBeDisabled();
    await userEvent.click(checkout, { pointerEventsCheck: 0 });
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** The API's totals win over the local computation (here they differ on purpose). */
export const WithApiTotals: Story = {
  args: { lineCount: 2, totals: { CartValue: 12.5, Vat: 1.25, Total: 13.75 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '1.250'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '12.500'))).toBeVisible();
    await expect(canvas.getByText(storyMoney(globals, '13.750'))).toBeVisible();
  },
};

export const CheckoutDisabled: Story = {
  args: { checkoutDisabled: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.cartSummary.checkout') })).toBeDisabled();
  },
};

/** The panel's footer as it sits under the info note. */
export const WithInfoNote: Story = {
  render: (args) => (
    <Stack spacing={2}>
      <CartInfoNote />
      <CartSummary {...args} />
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.cartNote.text'))).toBeVisible();
  },
};
