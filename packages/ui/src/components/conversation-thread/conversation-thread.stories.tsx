import { formatNumber } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../testing/story-text';
import { ConversationThread } from './conversation-thread';
import { CUSTOMER_ID, longThread, storyMessages, storyPeople } from './conversation-thread.fixtures';

const meta = {
  title: 'Conversations/ConversationThread',
  component: ConversationThread,
  args: {
    messages: storyMessages,
    people: storyPeople,
    currentUserId: CUSTOMER_ID,
    canWrite: true,
    label: 'Messages with Pearl Cleaning',
    onSend: fn(async () => undefined),
    onReport: fn(async () => undefined),
    onLoadOlder: fn(),
  },
  decorators: [(Story) => <Box sx={{ maxWidth: 720 }}>{Story()}</Box>],
} satisfies Meta<typeof ConversationThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's thread with a business: text, a link, an image, a PDF, a hidden message and a note. */
export const Conversation: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const thread = canvas.getByRole('region', { name: 'Messages with Pearl Cleaning' });
    await expect(within(thread).getByText(t('ui.conversation.hidden'))).toHaveStyle({ fontStyle: 'italic' });
    await expect(within(thread).getByText('A marketplace admin joined the conversation.')).toBeVisible();
    // "Seen" under the newest own message the business has read (the photo), and only there.
    await expect(within(thread).getAllByText(t('ui.conversation.seen'))).toHaveLength(1);
    const link = within(thread).getByRole('link', { name: /maps\.example\.com/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    // The thumbnail loads lazily: its element and its link to the whole image, not its pixels.
    const image = within(thread).getByRole('img', { name: t('ui.conversation.imageAlt', { file: 'living-room.jpg' }) });
    await expect(image.closest('a')).toHaveAttribute('target', '_blank');
    await expect(image).toHaveAttribute('width', '240');
    await expect(within(thread).getByRole('link', { name: /Pearl Cleaning price list 2026\.pdf/ })).toBeVisible();
  },
};

/** Report: the flag of another person's message asks for a reason, then thanks the reporter. */
export const ReportAMessage: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    // Named with the sender and the time, so each button says which message it reports.
    const reportName = t('ui.conversation.report', { name: 'Pearl Cleaning', time: '@' }).split('@')[0] ?? '';
    const reports = canvas.getAllByRole('button', { name: (name) => name.startsWith(reportName) });
    // Three of the business's messages can be reported; the hidden one, notes and own ones cannot.
    await expect(reports).toHaveLength(3);
    await userEvent.click(reports[0]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.reportSubmit') }));
    await expect(within(dialog).getByText(t('ui.conversation.reasonRequired'))).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('ui.conversation.reason') }), 'Rude words');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.reportSubmit') }));
    await expect(args.onReport).toHaveBeenCalledWith(expect.objectContaining({ Kind: 'message' }), 'Rude words');
    await waitFor(() => expect(canvas.getByText(t('ui.conversation.reported'))).toBeVisible());
  },
};

/** Writing: the counter follows, Ctrl+Enter sends and the field empties. */
export const Writing: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const field = canvas.getByRole('textbox', { name: t('ui.conversation.message') });
    const send = canvas.getByRole('button', { name: t('ui.conversation.send') });
    await expect(send).toBeDisabled();
    await userEvent.type(field, 'Hello{Enter}there');
    await expect(field).toHaveValue('Hello\nthere');
    const locale = globals.direction === 'rtl' ? 'ar' : 'en';
    const max = formatNumber(4000, locale);
    await expect(canvas.getByText(t('ui.conversation.counter', { count: '11', max }))).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Hello\nthere', file: null });
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A refused send (here a 429): the server's words show and the typed text stays. */
export const SendRefused: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('You are sending messages too fast. Try again in a minute.');
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const field = canvas.getByRole('textbox', { name: t('ui.conversation.message') });
    await userEvent.type(field, 'Are you there?');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.conversation.send') }));
    await expect(await canvas.findByText('You are sending messages too fast. Try again in a minute.')).toBeVisible();
    await expect(field).toHaveValue('Are you there?');
  },
};

/** Sixty messages over three days, with older ones to load above them. */
export const LongThread: Story = {
  args: { messages: longThread(60), hasOlder: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.conversation.loadOlder') }));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

export const LoadingOlder: Story = {
  args: { messages: longThread(12), hasOlder: true, loadingOlder: true },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('ui.conversation.empty'))).toBeVisible();
  },
};

/** Read only: the composer is disabled and says why (here a closed conversation). */
export const ReadOnly: Story = {
  args: {
    canWrite: false,
    cannotWriteReason: 'This conversation was closed by the marketplace. It can be read but not answered.',
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(/closed by the marketplace/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('ui.conversation.message') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.conversation.attach') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('ui.conversation.send') })).toBeDisabled();
  },
};

/** Someone who only reads (an admin who has not joined): no composer, no Report. */
export const ReaderOnly: Story = {
  args: { onSend: undefined, onReport: undefined, currentUserId: '99999999-9999-4999-8999-999999999999' },
};
