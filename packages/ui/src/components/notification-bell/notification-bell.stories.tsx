import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationBell } from './notification-bell';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    // No badge at zero.
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ThreeUnread: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 unread notifications');
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 150 },
  play: async ({ canvas }) => {
    // The badge caps at 99+, and the label says what the badge shows.
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('99+ unread notifications');
  },
};
