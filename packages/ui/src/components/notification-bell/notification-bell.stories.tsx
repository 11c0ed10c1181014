import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationBell } from './notification-bell';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const bell = canvas.getByRole('button', { name: t('ui.notifications.bell') });
    // No badge at zero.
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ThreeUnread: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const bell = canvas.getByRole('button', { name: t('ui.notifications.bellUnread', { count: 3, shown: '3' }) });
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.notifications.unread', { count: 3, shown: '3' }));
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 150 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    // The badge caps at 99+, and the label says what the badge shows.
    await expect(
      canvas.getByRole('button', { name: t('ui.notifications.bellUnread', { count: 150, shown: '99+' }) }),
    ).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('ui.notifications.unread', { count: 150, shown: '99+' }),
    );
  },
};
