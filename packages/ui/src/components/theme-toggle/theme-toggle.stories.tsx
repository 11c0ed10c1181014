import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConnectedThemeToggle, preloadThemeMenu, ThemeToggle } from './theme-toggle';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Navigation/ThemeToggle',
  component: ThemeToggle,
  args: { preference: 'light', onChange: fn() },
  // The menu is a chunk of its own, loaded on first use (a hover or focus starts it early). On a
  // loaded machine, the dev server's first delivery of that chunk took most of the first story's
  // 15 s and failed it in three of the four modes: the stories are about the menu, not about how
  // fast the test server serves a file, so it is loaded before each story renders.
  loaders: [async () => ({ menu: await preloadThemeMenu() })],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const button = canvas.getByRole('button', { name: t('ui.theme.button', { mode: t('ui.theme.light') }) });
    await userEvent.click(button);
    // The menu renders in a portal under <body>.
    const menu = await screen.findByRole('menu', { name: t('ui.theme.menu') });
    // It fades in: visible once the transition has started.
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getByRole('menuitemradio', { name: t('ui.theme.light') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: t('ui.theme.dark') })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(screen.getByRole('menuitemradio', { name: t('ui.theme.dark') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { preference: 'dark' },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.theme.button', { mode: t('ui.theme.dark') }) }));
    await expect(await screen.findByRole('menuitemradio', { name: t('ui.theme.dark') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Picking the current choice again just closes the menu.
    await userEvent.click(screen.getByRole('menuitemradio', { name: t('ui.theme.dark') }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const System: Story = {
  args: { preference: 'system' },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.theme.button', { mode: t('ui.theme.system') }) }));
    // Keyboard: the menu opens on the current choice; arrow down wraps to Light.
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: t('ui.theme.system') })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

/** The menu left open, as a screenshot shows it. */
export const MenuOpen: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.theme.button', { mode: t('ui.theme.light') }) }));
    const menu = await screen.findByRole('menu', { name: t('ui.theme.menu') });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Wired to the real preference: the whole story switches scheme. */
export const Connected: Story = {
  render: () => <ConnectedThemeToggle />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const modeName = { light: t('ui.theme.light'), dark: t('ui.theme.dark') };
    const buttonName = (mode: 'light' | 'dark') => t('ui.theme.button', { mode: modeName[mode] });
    const button = canvas.getByRole('button');
    const initial = button.getAttribute('aria-label') === buttonName('dark') ? 'dark' : 'light';
    const other = initial === 'dark' ? 'light' : 'dark';

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: modeName[other] }));
    await waitFor(() => expect(button).toHaveAccessibleName(buttonName(other)));
    await expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', other);

    // Put the mode back, so the axe check and the next story see the mode this run is for.
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: modeName[initial] }));
    await waitFor(() => expect(button).toHaveAccessibleName(buttonName(initial)));
  },
};
