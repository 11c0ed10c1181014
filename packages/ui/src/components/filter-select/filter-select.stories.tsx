import { BOOKING_STATUSES, FILTER_ALL, TRANSACTION_STATUSES, type BookingStatus } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterSelect, type FilterOption, type FilterSelectProps } from './filter-select';

const BOOKING_LABELS: Record<BookingStatus, string> = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  InProgress: 'In Progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

const ORDER_STATUS_OPTIONS: FilterOption<string>[] = [
  { value: FILTER_ALL, label: 'All Status' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_LABELS[status] })),
];

const SORT_OPTIONS: FilterOption<string>[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

/** The controls are controlled: a story keeps the value in state, like a list page would. */
function Controlled(args: FilterSelectProps<string>) {
  const [value, setValue] = useState(args.value);
  return (
    <FilterSelect
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/FilterSelect',
  component: FilterSelect,
  args: { label: 'Status', value: FILTER_ALL, options: ORDER_STATUS_OPTIONS, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterSelect<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Orders' status filter: one choice of six is one change (the browser's own select list). */
export const OrderStatus: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveDisplayValue('All Status');
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, 'Pending');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('Pending');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending'));
  },
};

export const Sort: Story = {
  args: { label: 'Sort by', value: 'newest', options: SORT_OPTIONS },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Oldest First');
    await expect(args.onChange).toHaveBeenCalledWith('oldest');
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveDisplayValue('Oldest First'));
  },
};

/** Picking the value already shown is not a change. */
export const SameValueIgnored: Story = {
  args: { label: 'Sort by', value: 'newest', options: SORT_OPTIONS },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Newest First');
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('Newest First');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Transaction History's filters side by side, wrapping on phones. */
export const TransactionFilters: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Controlled
        {...args}
        label="Type"
        options={[
          { value: FILTER_ALL, label: 'All Types' },
          { value: 'payment', label: 'Payments' },
          { value: 'refund', label: 'Refunds' },
        ]}
      />
      <Controlled
        {...args}
        options={[
          { value: FILTER_ALL, label: 'All Status' },
          ...TRANSACTION_STATUSES.map((status) => ({
            value: status,
            label: status.charAt(0).toUpperCase() + status.slice(1),
          })),
        ]}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All Types');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All Status');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};
