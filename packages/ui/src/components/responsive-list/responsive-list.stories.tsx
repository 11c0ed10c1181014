import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { ORDER_COLUMNS, ORDER_ROWS, openOrder, type OrderRow } from './responsive-list.fixtures';
import { ResponsiveList } from './responsive-list';
import { storyMoney, storyText } from '../../testing/story-text';

const meta = {
  title: 'Data display/ResponsiveList',
  component: ResponsiveList<OrderRow>,
  args: {
    columns: ORDER_COLUMNS,
    rows: ORDER_ROWS,
    getRowKey: (row: OrderRow) => row.id,
    caption: 'Orders',
    loadingLabel: 'Loading orders',
  },
} satisfies Meta<typeof ResponsiveList<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const TABLE_HEADERS = [
  'Order #',
  'Date',
  'Services',
  'Items',
  'Total',
  'Payment',
  'Payment Status',
  'Count',
  'Actions',
];

/**
 * My Orders. Each mode renders one layout: the table at 1280 px, the cards at 360 px; the play
 * function checks whichever is there, and that the other is not in the DOM at all.
 */
export const Orders: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = canvas.queryByRole('table', { name: 'Orders' });
    if (table) {
      await expect(canvas.queryByRole('list', { name: 'Orders' })).toBeNull();
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual(TABLE_HEADERS);
      await expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
      await expect(within(table).getByRole('rowheader', { name: '3F2A9C1B' })).toBeVisible();
      await expect(within(table).getAllByRole('row')).toHaveLength(ORDER_ROWS.length + 1);
      // The order status is a card-only field (spec 2.5).
      await expect(within(table).queryByText(t('ui.bookingStatus.completed'))).toBeNull();
      // Dates and amounts keep to one line (noWrap); the long text columns wrap instead.
      const date = within(table).getAllByRole('cell')[0]!;
      await expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
      await expect(getComputedStyle(within(table).getAllByRole('cell')[1]!).whiteSpace).not.toBe('nowrap');
    } else {
      const list = canvas.getByRole('list', { name: 'Orders' });
      const cards = within(list).getAllByRole('listitem');
      await expect(cards).toHaveLength(ORDER_ROWS.length);
      const first = within(cards[0]!);
      await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Order #3F2A9C1B');
      await expect(first.getByText('Total:')).toBeVisible();
      await expect(first.getByText(storyMoney(globals, '1.980'))).toBeVisible();
      await expect(first.getByText(t('ui.bookingStatus.completed'))).toBeVisible();
      await expect(first.queryByText('Order #:')).toBeNull();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Details for order 8B41E0D2' }));
    await expect(openOrder).toHaveBeenLastCalledWith(ORDER_ROWS[1]!.id);
  },
};

/** No orders and no search (spec 2.5): the empty state replaces the list. */
export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState title="No orders found" description="You haven't placed any orders yet." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No orders found');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** First load: a busy list with a named progress bar, and no "No orders found" flash. */
export const Loading: Story = {
  args: {
    rows: [],
    loading: true,
    empty: <EmptyState title="No orders found" />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading orders' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('No orders found')).toBeNull();
  },
};

/** A new page or filter is loading: the old rows stay under the progress bar. */
export const Refreshing: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Details for order 3F2A9C1B' })).toBeVisible();
  },
};
