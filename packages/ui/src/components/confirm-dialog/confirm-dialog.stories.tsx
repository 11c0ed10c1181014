import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { storyText } from '../../testing/story-text';

// The dialog renders in a portal under <body>, outside the story's canvas: query with `screen`.
const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Reset Password?',
    message: 'If you click OK, you will be logged out and a password reset link will be sent to your email.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings page's password reset (spec 4), with the default OK and Cancel. */
export const ResetPassword: Story = {
  play: async ({ args, globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password?' });
    await expect(dialog).toHaveAccessibleDescription(args.message as string);

    await userEvent.click(screen.getByRole('button', { name: t('ui.confirm.ok') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: t('ui.confirm.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Destructive: Story = {
  args: {
    title: 'Delete category?',
    message: 'The category and its settings will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep',
    destructive: true,
  },
  play: async ({ args }) => {
    // Focus starts on the safe choice, so Enter does not destroy anything.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, globals }) => {
    const t = storyText(globals);
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: t('ui.confirm.ok') })).toBeDisabled();
    await expect(screen.getByRole('button', { name: t('ui.confirm.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const DestructiveBusy: Story = {
  args: { ...Destructive.args, busy: true },
};

function WithTriggerDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const close = (handler: () => void) => () => {
    handler();
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Reset Password
      </Button>
      <ConfirmDialog {...args} open={open} onConfirm={close(args.onConfirm)} onCancel={close(args.onCancel)} />
    </>
  );
}

/** Opened from a button; closing it returns focus there. */
export const WithTrigger: Story = {
  args: { open: false },
  render: (args) => <WithTriggerDemo {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const trigger = canvas.getByRole('button', { name: 'Reset Password' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Reset Password?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: t('ui.confirm.ok') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
