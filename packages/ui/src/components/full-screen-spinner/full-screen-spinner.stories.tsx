import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullScreenSpinner } from './full-screen-spinner';

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toBeVisible();
    // It fills the viewport, so the spinner sits in the middle of the screen.
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    // Still announced, but takes no room on screen.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your dashboard...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your dashboard...')).toBeVisible();
  },
};
