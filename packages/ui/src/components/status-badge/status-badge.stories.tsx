import { BOOKING_STATUSES, PROVIDER_ACCOUNT_STATES, TRANSACTION_STATUSES } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { kind: 'booking', status: 'Pending' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booking: Story = {};

export const AllBookingStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {BOOKING_STATUSES.map((status) => (
        <StatusBadge key={status} kind="booking" status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.bookingStatus.inProgress'))).toBeVisible();
    await expect(canvas.getByText(t('ui.bookingStatus.cancelled'))).toBeVisible();
  },
};

export const AllAccountStates: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PROVIDER_ACCOUNT_STATES.map((status) => (
        <StatusBadge key={status} kind="account" status={status} />
      ))}
    </Stack>
  ),
};

export const AllTransactionStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {TRANSACTION_STATUSES.map((status) => (
        <StatusBadge key={status} kind="transaction" status={status} />
      ))}
    </Stack>
  ),
};
