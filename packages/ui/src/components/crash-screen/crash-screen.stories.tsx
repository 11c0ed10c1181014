import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../../testing/story-text';
import { CrashScreen } from './crash-screen';

// A fixed stack, so screenshots do not change with file paths or line numbers.
const sampleError = Object.assign(new TypeError("Cannot read properties of undefined (reading 'map')"), {
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'map')",
    '    at OrdersTable (orders-table.tsx:42:18)',
    '    at OrdersPage (orders-page.tsx:88:7)',
  ].join('\n'),
});

const meta = {
  title: 'Feedback/CrashScreen',
  component: CrashScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), onRefresh: fn() },
} satisfies Meta<typeof CrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('ui.crash.title') })).toBeVisible();
    await expect(canvas.getByText(t('ui.crash.message'))).toBeVisible();
    await expect(canvas.queryByText(t('ui.crash.details'))).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t('ui.crash.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRefresh).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('ui.crash.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Development builds pass the error: its details stay folded until asked for. */
export const WithErrorDetails: Story = {
  args: { error: sampleError },
  play: async ({ canvas, globals }) => {
    const stackLine = canvas.getByText(/at OrdersTable/);
    await expect(stackLine).not.toBeVisible();
    await userEvent.click(canvas.getByText(storyText(globals)('ui.crash.details')));
    await expect(stackLine).toBeVisible();
  },
};

export const NonErrorThrown: Story = {
  args: { error: { status: 500, reason: 'Unexpected response' } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByText(storyText(globals)('ui.crash.details')));
    await expect(canvas.getByText(/"reason": "Unexpected response"/)).toBeVisible();
  },
};
