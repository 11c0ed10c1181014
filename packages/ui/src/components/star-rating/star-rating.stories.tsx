import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StarRating } from './star-rating';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Data display/StarRating',
  component: StarRating,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing's average with its review count. */
export const Display: Story = {
  args: { value: 4.3, reviewCount: 12 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: t('ui.rating.rated', { rating: 4.3, max: 5 }) })).toBeVisible();
    await expect(canvas.getByText(t('ui.rating.reviewCount', { count: 12 }))).toBeVisible();
  },
};

export const DisplayOneReview: Story = {
  args: { value: 5, reviewCount: 1 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: t('ui.rating.rated', { rating: 5, max: 5 }) })).toBeVisible();
    await expect(canvas.getByText(t('ui.rating.reviewCount', { count: 1 }))).toBeVisible();
  },
};

/** Averages are rounded to one decimal for the label; the stars show the exact fraction. */
export const DisplayWithoutCount: Story = {
  args: { value: 3.67 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: t('ui.rating.rated', { rating: 3.7, max: 5 }) })).toBeVisible();
  },
};

export const DisplayNotRated: Story = {
  args: { value: null, reviewCount: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('img', { name: t('ui.rating.notRated') })).toBeVisible();
    await expect(canvas.getByText(t('ui.rating.reviewCount', { count: 0 }))).toBeVisible();
  },
};

/** The review form's stars: five radios, 5 chosen by default. */
export const Input: Story = {
  args: { mode: 'input', onChange: fn() },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const group = canvas.getByRole('radiogroup', { name: t('ui.rating.label') });
    await expect(group).toBeVisible();
    // Exactly five choices: MUI's hidden "Empty" radio is taken out.
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 5 }) })).toBeChecked();
  },
};

/**
 * storybook/test's userEvent sends mouse events at (0, 0), and MUI's Rating picks the star under
 * the pointer: move to the star's centre first, as a person's mouse would.
 */
async function clickStar(canvasElement: HTMLElement, globals: Record<string, unknown>, stars: number) {
  const label = within(canvasElement)
    .getByText(storyText(globals)('ui.rating.star', { count: stars }))
    .closest('label') as HTMLElement;
  const box = label.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  await userEvent.pointer([
    { target: label, coords },
    { keys: '[MouseLeft]', target: label, coords },
  ]);
}

/** Clicking a star chooses it; clicking the chosen star again does not clear the rating. */
export const InputWithMouse: Story = {
  args: { mode: 'input', onChange: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    await clickStar(canvasElement, globals, 2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 2 }) })).toBeChecked();

    await clickStar(canvasElement, globals, 2);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 2 }) })).toBeChecked();

    await clickStar(canvasElement, globals, 1);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Tab to the group; the arrow key pointing to more stars adds one (so it is mirrored in RTL). */
export const InputWithKeyboard: Story = {
  args: { mode: 'input', defaultValue: 3, onChange: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    const [more, fewer] =
      getComputedStyle(canvasElement).direction === 'rtl'
        ? ['{ArrowLeft}', '{ArrowRight}']
        : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 3 }) })).toHaveFocus();

    await userEvent.keyboard(more);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(4));
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 4 }) })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 4 }) })).toHaveFocus();

    await userEvent.keyboard(`${fewer}${fewer}`);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 2 }) })).toBeChecked();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(5));
  },
};

/** The keys stop at 1 and 5: a rating never becomes empty and never wraps around. */
export const InputNeverEmpty: Story = {
  args: { mode: 'input', defaultValue: 1, onChange: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    const fewer = getComputedStyle(canvasElement).direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    await userEvent.keyboard(`{ArrowDown}${fewer}{Home}`);
    await expect(args.onChange).not.toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 1 }) })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 1 }) })).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}{End}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 5 }) })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, 5);
  },
};

export const InputCustomLabel: Story = {
  args: { mode: 'input', label: 'Your rating', defaultValue: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
  },
};

/** While the review is being submitted. */
export const InputDisabled: Story = {
  args: { mode: 'input', disabled: true, defaultValue: 4 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('radio', { name: t('ui.rating.star', { count: 4 }) })).toBeDisabled();
  },
};
