import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from './empty-state';

const clearFilters = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No orders found', description: "You haven't placed any orders yet." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Orders with no orders at all (spec section 2.5). */
export const NoOrders: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No orders found');
    await expect(status).toHaveTextContent("You haven't placed any orders yet.");
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders found' })).toBeVisible();
  },
};

/** My Orders while a search is active: the message changes and a way out is offered. */
export const NoSearchResults: Story = {
  args: {
    description: 'Try adjusting your search terms.',
    icon: <SearchOff />,
    action: (
      <Button variant="outlined" onClick={clearFilters}>
        Clear Filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Try adjusting your search terms.');
    // The button is outside the live region: the announcement is the message alone.
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Clear Filters');
    await expect(clearFilters).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Transaction History's empty list: a title only, under the list's own h2. */
export const NoTransactions: Story = {
  args: {
    title: 'No transactions found',
    description: undefined,
    icon: <ReceiptLongOutlined />,
    titleComponent: 'p',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No transactions found');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
