import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from './cookie-banner';
import type { ConsentStorage } from './cookie-consent';
import { useCookieBanner } from './use-cookie-banner';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  // The banner is fixed to the bottom of the viewport.
  parameters: { layout: 'fullscreen' },
  args: { open: true, onAcceptAll: fn(), onNecessaryOnly: fn(), onClose: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const banner = canvas.getByRole('region', { name: t('ui.cookies.region') });
    const inBanner = within(banner);
    await userEvent.click(inBanner.getByRole('button', { name: t('ui.cookies.acceptAll') }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(inBanner.getByRole('button', { name: t('ui.cookies.necessaryOnly') }));
    await expect(args.onNecessaryOnly).toHaveBeenCalledTimes(1);
    await userEvent.click(inBanner.getByRole('button', { name: t('ui.cookies.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('region', { name: t('ui.cookies.region') })).not.toBeInTheDocument();
  },
};

export const SettingsPanel: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cookies.settings') }));
    await expect(canvas.getByRole('heading', { name: t('ui.cookies.settingsTitle') })).toHaveFocus();

    const necessary = canvas.getByRole('switch', { name: t('ui.cookies.necessary') });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = canvas.getByRole('switch', { name: t('ui.cookies.analytics') });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await expect(analytics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t('ui.cookies.marketing') })).not.toBeChecked();

    // Spec 4: Save Preferences behaves like Accept All, whatever the toggles say.
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cookies.save') }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onNecessaryOnly).not.toHaveBeenCalled();
  },
};

export const SettingsCancel: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cookies.settings') }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cookies.cancel') }));
    await expect(canvas.queryByRole('heading', { name: t('ui.cookies.settingsTitle') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('ui.cookies.settings') })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: t('ui.cookies.acceptAll') })).toBeVisible();
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

// A fresh in-memory storage per render of the story, so it always starts with no stored choice.
function memoryStorage(): ConsentStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

/** Banner and hook together, with a short delay instead of the real 2 seconds. */
function WithHookDemo() {
  const [storage] = useState(memoryStorage);
  const banner = useCookieBanner({ delayMs: 300, storage });
  return (
    <>
      <Typography sx={{ padding: 2 }}>The banner appears shortly after the page loads.</Typography>
      <CookieBanner
        open={banner.open}
        onAcceptAll={banner.acceptAll}
        onNecessaryOnly={banner.necessaryOnly}
        onClose={banner.close}
      />
    </>
  );
}

export const WithHook: Story = {
  render: () => <WithHookDemo />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('region', { name: t('ui.cookies.region') })).not.toBeInTheDocument();
    const banner = await canvas.findByRole('region', { name: t('ui.cookies.region') });
    await userEvent.click(within(banner).getByRole('button', { name: t('ui.cookies.necessaryOnly') }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('ui.cookies.region') })).not.toBeInTheDocument());
  },
};
