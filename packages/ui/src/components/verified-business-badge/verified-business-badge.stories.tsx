import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VerifiedBusinessBadge } from './verified-business-badge';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Data display/VerifiedBusinessBadge',
  component: VerifiedBusinessBadge,
  args: { learnMoreHref: '#verified-businesses' },
} satisfies Meta<typeof VerifiedBusinessBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a business's name on its page and on a listing's page: the icon and the words. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const badge = canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent(t('ui.verifiedBusiness.label'));
    // Screen readers hear what was checked without opening the tooltip.
    await expect(badge).toHaveAccessibleDescription(t('ui.verifiedBusiness.explanation'));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** On a card: the icon alone, still named "Verified business". */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const badge = canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent('');
    await expect(badge).toHaveAccessibleDescription(t('ui.verifiedBusiness.explanation'));
  },
};

/** A tap (or click) opens the tooltip, with its link to the help text; a tap elsewhere closes it. */
export const OpenedByTap: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t('ui.verifiedBusiness.explanation'));
    await expect(within(tooltip).getByRole('link', { name: t('ui.verifiedBusiness.learnMore') })).toHaveAttribute(
      'href',
      '#verified-businesses',
    );
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    // Opened again, for the look of the open tooltip (and axe's check of it).
    await userEvent.click(canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

/** By keyboard: focus opens it, Tab reaches "Learn more", Escape closes it and returns to the badge. */
export const ByKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const badge = canvas.getByRole('button', { name: t('ui.verifiedBusiness.label') });
    await userEvent.tab();
    await expect(badge).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await userEvent.tab();
    await expect(within(tooltip).getByRole('link', { name: t('ui.verifiedBusiness.learnMore') })).toHaveFocus();
    await expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(badge).toHaveFocus();
  },
};

/** Beside a name as the apps place it: a heading with the badge under it, and a card's provider line. */
export const BesideAName: Story = {
  render: (args) => (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h2" variant="h4">
          <bdi>Pearl Cleaning Co.</bdi>
        </Typography>
        <VerifiedBusinessBadge {...args} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary', minWidth: 0 }}>
          <bdi>شركة اللؤلؤة للتنظيف والخدمات المنزلية المتكاملة</bdi>
        </Typography>
        <VerifiedBusinessBadge {...args} compact />
      </Stack>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getAllByRole('button', { name: t('ui.verifiedBusiness.label') })).toHaveLength(2);
  },
};
