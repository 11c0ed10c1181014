import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from '../money-text';
import { StatCard } from './stat-card';
import { storyMoney } from '../../testing/story-text';

/** One card at a dashboard column's width; stories showing several set `parameters.fullWidth`. */
const columnWidth: Decorator = (Story, { parameters }) => (
  <Box sx={{ maxWidth: parameters.fullWidth ? 'none' : 320 }}>{Story()}</Box>
);

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { title: 'Total Orders', value: 24, icon: <ReceiptLongOutlined /> },
  decorators: [columnWidth],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Orders')).toBeVisible();
    await expect(canvas.getByText('24')).toBeVisible();
  },
};

/** Status hues echo the status badges: In Progress is blue, Completed green. */
export const StatusTone: Story = {
  args: { title: 'In Progress Orders', value: 3, icon: <HourglassTopOutlined />, tone: 'blue' },
};

export const Money: Story = {
  args: {
    title: 'Total Spent',
    value: <MoneyText amount={1234.5} decimals={2} />,
    icon: <PaymentsOutlined />,
    caption: 'All time',
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '1234.50'))).toBeVisible();
    await expect(canvas.getByText('All time')).toBeVisible();
  },
};

export const WithoutIcon: Story = {
  args: { title: 'Total Transactions', value: 128, icon: undefined },
};

/** Figures not loaded yet: skeletons, and the card is marked busy. */
export const Loading: Story = {
  args: { loading: true, caption: 'All time' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Total Orders')).toBeVisible();
    await expect(canvas.queryByText('24')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Long titles and figures wrap inside the card instead of overflowing it. */
export const LongContent: Story = {
  args: {
    title: 'Pending Amount awaiting confirmation by the provider',
    value: <MoneyText amount={987654.321} decimals={3} />,
    tone: 'yellow',
  },
};

/** The transaction history's four cards: one column on phones, four on desktops. */
export const DashboardRow: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <StatCard title="Total Spent" value={<MoneyText amount={1234.5} decimals={2} />} icon={<PaymentsOutlined />} />
      <StatCard
        title="This Month"
        value={<MoneyText amount={89.9} decimals={2} />}
        icon={<CalendarMonthOutlined />}
        tone="blue"
      />
      <StatCard title="Total Transactions" value={42} icon={<ReceiptLongOutlined />} tone="grey" />
      <StatCard title="Completed" value={38} icon={<CheckCircleOutlined />} tone="green" />
    </Box>
  ),
};
