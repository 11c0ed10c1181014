import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from './money-text';
import { storyMoney } from '../../testing/story-text';

const meta = {
  title: 'Data display/MoneyText',
  component: MoneyText,
  args: { amount: 12.5, decimals: 3 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Order totals and prices: three decimals. */
export const ThreeDecimals: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '12.500'))).toBeVisible();
  },
};

/** Transaction amounts: two decimals, rounded half away from zero by the contract. */
export const TwoDecimals: Story = {
  args: { amount: 1.005, decimals: 2 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '1.01'))).toBeVisible();
  },
};

/** Amounts the contract computed in integer fils (cart and order totals). */
export const FromFils: Story = {
  args: { amount: undefined, fils: 990, decimals: 3 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '0.990'))).toBeVisible();
  },
};

/** A refund in the transaction list: "+", green. */
export const Positive: Story = {
  args: { amount: 25, decimals: 2, sign: '+', tone: 'positive' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '+25.00'))).toBeVisible();
  },
};

/** A payment in the transaction list: "-", red, even though the API sends a positive amount. */
export const Negative: Story = {
  args: { amount: 7.25, decimals: 2, sign: '-', tone: 'negative' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '-7.25'))).toBeVisible();
  },
};

/** Without `sign`, a negative amount keeps the formatter's minus. */
export const NegativeAmount: Story = {
  args: { amount: -3.5, decimals: 3 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMoney(globals, '-3.500'))).toBeVisible();
  },
};

/** Inherits the surrounding typography unless a variant is given. */
export const Large: Story = {
  args: { amount: 1234.5, decimals: 3, variant: 'h4', component: 'p' },
};

/** Tabular figures: amounts of one width line up in a column. */
export const Column: Story = {
  render: () => (
    <Stack sx={{ alignItems: 'flex-end', width: 'fit-content' }}>
      <MoneyText amount={111.111} />
      <MoneyText amount={888.888} />
      <MoneyText amount={10.1} />
    </Stack>
  ),
};
