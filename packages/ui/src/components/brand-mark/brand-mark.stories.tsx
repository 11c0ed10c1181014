import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './brand-mark';

const meta = {
  title: 'Brand/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the story runs at least as wide as the `sm` breakpoint (600 px). */
const wide = () => window.matchMedia('(min-width: 600px)').matches;

/** Full suffix from `sm` up; "BH" on phones (see this story in the phone viewport). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const full = canvas.getByText('Bahrain');
    const short = canvas.getByText('BH');
    if (wide()) {
      await expect(full).toBeVisible();
      await expect(short).not.toBeVisible();
    } else {
      await expect(short).toBeVisible();
      // Still in the accessibility tree, only clipped to a 1 px box.
      await expect(full.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
  },
};

/** As the header's home link: one link named "Services Marketplace Bahrain" at every width. */
export const AsLink: Story = {
  args: { component: 'a', href: '#home' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Services Marketplace Bahrain' });
    await expect(link).toHaveAttribute('href', '#home');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** In a top bar, with the size taken from the surrounding typography. */
export const InTopBar: Story = {
  args: { component: 'a', href: '#home' },
  render: (args) => (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <BrandMark {...args} />
    </Paper>
  ),
};

/** Larger, e.g. on the login pages. */
export const Large: Story = {
  args: { sx: { fontSize: 'h3.fontSize' } },
};
