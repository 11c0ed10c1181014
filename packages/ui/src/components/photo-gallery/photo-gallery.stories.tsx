import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../service-card/story-photos';
import { PhotoGallery } from './photo-gallery';
import { storyText } from '../../testing/story-text';

const NAME = 'Deep home cleaning';

const meta = {
  title: 'Catalog/PhotoGallery',
  component: PhotoGallery,
  args: { name: NAME, photos: [...storyPhotos], onIndexChange: fn() },
  decorators: [(Story) => <Box sx={{ maxWidth: 560 }}>{Story()}</Box>],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainPhoto = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('img', { name: new RegExp(`^${NAME}`) });

/** Five photos: the first is shown, the first thumbnail is marked current. */
export const Photos: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 1, count: 5 }),
    );
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 1, count: 5 }) }),
    ).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 2, count: 5 }) }));
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 2, count: 5 }),
    );
    await expect(mainPhoto(canvasElement)).toHaveAttribute('src', args.photos[1]);
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 2, count: 5 }) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 1, count: 5 }) }),
    ).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ui.gallery.position', { position: 2, count: 5 }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/** Previous and next stop at the ends: disabled on the first and the last photo. */
export const PreviousAndNext: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const previous = canvas.getByRole('button', { name: t('ui.gallery.previous') });
    const next = canvas.getByRole('button', { name: t('ui.gallery.next') });
    await expect(previous).toBeDisabled();

    for (let clicks = 0; clicks < 4; clicks += 1) await userEvent.click(next);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 5, count: 5 }),
    );
    await expect(next).toBeDisabled();

    await userEvent.click(previous);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 4, count: 5 }),
    );
    await expect(next).toBeEnabled();
  },
};

/** Arrow keys on the thumbnails move the choice and the focus (mirrored in RTL); Home and End jump. */
export const KeyboardOnThumbnails: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const forward = getComputedStyle(canvasElement).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 1, count: 5 }) }).focus();

    await userEvent.keyboard(forward);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 2, count: 5 }),
    );
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 2, count: 5 }) }),
    ).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 5, count: 5 }),
    );
    await userEvent.keyboard(forward);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 5, count: 5 }),
    );

    await userEvent.keyboard('{Home}');
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 1, count: 5 }) }),
    ).toHaveFocus();
  },
};

/** Opens on a given photo. */
export const StartingOnThird: Story = {
  args: { initialIndex: 2 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(
      t('ui.gallery.alt', { name: NAME, position: 3, count: 5 }),
    );
  },
};

/** One photo: nothing to choose, so no thumbnails and no buttons. */
export const SinglePhoto: Story = {
  args: { photos: [storyPhotos[1]] },
  play: async ({ canvas, canvasElement }) => {
    await expect(mainPhoto(canvasElement)).toHaveAccessibleName(NAME);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** No photos (or only placeholder URLs): the placeholder illustration. */
export const NoPhotos: Story = {
  args: { photos: ['https://cdn.example.com/placeholder.jpg'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Two usable photos among placeholder URLs: only the usable ones count. */
export const SkipsPlaceholders: Story = {
  args: { photos: [storyPhotos[2], 'placeholder.png', storyPhotos[3]] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('button', { name: t('ui.gallery.thumbnail', { position: 2, count: 2 }) }),
    ).toBeVisible();
  },
};
