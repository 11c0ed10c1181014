import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartInfoNote } from './cart-info-note';

const meta = {
  title: 'Cart/CartInfoNote',
  component: CartInfoNote,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartInfoNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Each line is an information request at a fixed price. Item prices shown in the catalog are for reference only.',
    );
  },
};

export const CustomText: Story = {
  args: { text: 'Prices are per information request.' },
};
