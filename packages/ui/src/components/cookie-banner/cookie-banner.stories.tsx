import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from './cookie-banner';
import type { ConsentStorage } from './cookie-consent';
import { useCookieBanner } from './use-cookie-banner';

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
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    const inBanner = within(banner);
    await userEvent.click(inBanner.getByRole('button', { name: 'Accept All' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(inBanner.getByRole('button', { name: 'Necessary Only' }));
    await expect(args.onNecessaryOnly).toHaveBeenCalledTimes(1);
    await userEvent.click(inBanner.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  },
};

export const SettingsPanel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(canvas.getByRole('heading', { name: 'Cookie Settings' })).toHaveFocus();

    const necessary = canvas.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = canvas.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await expect(analytics).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    // Spec 4: Save Preferences behaves like Accept All, whatever the toggles say.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onNecessaryOnly).not.toHaveBeenCalled();
  },
};

export const SettingsCancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('heading', { name: 'Cookie Settings' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    const banner = await canvas.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Necessary Only' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument());
  },
};
