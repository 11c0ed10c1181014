import { AVATAR_FILE_MESSAGES, IMAGE_MAX_BYTES } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AvatarPicker, type AvatarPickerProps } from './avatar-picker';
import { storyText } from '../../testing/story-text';

const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#CFE7E5"/><circle cx="48" cy="38" r="18" fill="#0E6A6A"/><ellipse cx="48" cy="92" rx="32" ry="26" fill="#0E6A6A"/></svg>',
)}`;

/** A real 1 x 1 PNG, so the preview <img> loads. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** The file dialog can be switched to "All files", so the picker must check types itself. */
const user = userEvent.setup({ applyAccept: false });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** The profile page's part: a removed photo is cleared by the caller. */
function Stateful(props: AvatarPickerProps) {
  const [imageUrl, setImageUrl] = useState(props.imageUrl);
  return (
    <AvatarPicker
      {...props}
      imageUrl={imageUrl}
      onRemove={() => {
        props.onRemove();
        setImageUrl(null);
      }}
    />
  );
}

const meta = {
  title: 'Profile/AvatarPicker',
  component: AvatarPicker,
  args: { name: 'Fatima Al-Khalifa', imageUrl: null, onSelect: fn(), onRemove: fn(), onError: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveTextContent('FA');
    await expect(canvas.getByRole('button', { name: t('ui.avatar.change') })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: t('ui.avatar.removePhoto') })).toBeNull();
  },
};

export const WithPhoto: Story = {
  args: { imageUrl: PORTRAIT },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveAttribute('src', PORTRAIT);
    await expect(canvas.getByRole('button', { name: t('ui.avatar.removePhoto') })).toBeVisible();
  },
};

/** An empty or "placeholder" URL counts as no photo (spec section 3). */
export const PlaceholderUrl: Story = {
  args: { imageUrl: '/media/placeholder-avatar.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveTextContent('FA');
  },
};

/** View mode of the profile page: no controls. */
export const NotEditable: Story = {
  args: { imageUrl: PORTRAIT, editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { imageUrl: PORTRAIT, disabled: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.avatar.change') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.avatar.removePhoto') })).toBeDisabled();
  },
};

export const RefusesNonImage: Story = {
  play: async ({ canvasElement, args }) => {
    await user.upload(fileInput(canvasElement), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(args.onError).toHaveBeenCalledWith(AVATAR_FILE_MESSAGES.invalidType);
    await expect(args.onError).toHaveBeenCalledWith({
      title: 'Invalid file type',
      description: 'Please select an image file only.',
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const RefusesTooLarge: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'holiday.png', { type: 'image/png' });
    await user.upload(fileInput(canvasElement), big);
    await expect(args.onError).toHaveBeenCalledWith({
      title: 'File too large',
      description: 'File is too large. Maximum size is 10MB.',
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveTextContent('FA');
  },
};

/** "At most 10 MB": exactly 10 MiB is accepted. */
export const AcceptsExactlyTenMegabytes: Story = {
  play: async ({ canvasElement, args }) => {
    const limit = new File([new Uint8Array(IMAGE_MAX_BYTES)], 'limit.png', { type: 'image/png' });
    await user.upload(fileInput(canvasElement), limit);
    await expect(args.onSelect).toHaveBeenCalledWith(limit);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const PreviewsChosenPhoto: Story = {
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyText(globals);
    const png = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(canvasElement), png);
    await expect(args.onSelect).toHaveBeenCalledWith(png);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    await expect(canvas.getByRole('button', { name: t('ui.avatar.removePhoto') })).toBeVisible();
  },
};

export const RemovesPhoto: Story = {
  args: { imageUrl: PORTRAIT },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.avatar.removePhoto') }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Fatima Al-Khalifa' })).toHaveTextContent('FA');
    await expect(canvas.queryByRole('button', { name: t('ui.avatar.removePhoto') })).toBeNull();
  },
};

/** Change photo opens the file dialog through the hidden input. */
export const ChangeOpensFileDialog: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const input = fileInput(canvasElement);
    const opened = new Promise<void>((resolve) => input.addEventListener('click', () => resolve(), { once: true }));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.avatar.change') }));
    await expect(opened).resolves.toBeUndefined();
    await expect(input).toHaveAttribute('accept', 'image/*');
  },
};
