import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartInfoNote } from './cart-info-note';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Cart/CartInfoNote',
  component: CartInfoNote,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartInfoNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('ui.cartNote.text'));
  },
};

export const CustomText: Story = {
  args: { text: 'Prices are per information request.' },
};
