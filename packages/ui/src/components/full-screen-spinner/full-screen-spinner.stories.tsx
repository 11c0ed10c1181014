import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullScreenSpinner } from './full-screen-spinner';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('ui.spinner.loading'));
    await expect(canvas.getByText(t('ui.spinner.loading'))).toBeVisible();
    // It fills the viewport, so the spinner sits in the middle of the screen.
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    // Still announced, but takes no room on screen.
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.spinner.loading'));
    await expect(canvas.getByText(t('ui.spinner.loading')).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your dashboard...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your dashboard...')).toBeVisible();
  },
};
