import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkifiedText } from './linkified-text';

const meta = {
  title: 'Conversations/LinkifiedText',
  component: LinkifiedText,
  args: {
    text: 'Our price list: https://pearl.example.bh/prices (updated).\nDirections: http://maps.example.com/?q=Seef.',
  },
} satisfies Meta<typeof LinkifiedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /pearl\.example\.bh\/prices/ })).toHaveAttribute(
      'href',
      'https://pearl.example.bh/prices',
    );
  },
};

/** Markup in a message is shown as the characters typed, never run. */
export const MarkupStaysText: Story = {
  args: { text: '<img src=x onerror="alert(1)"> <script>alert(2)</script> javascript:alert(3)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<img src=x onerror="alert\(1\)">/)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
