import { formatNumber } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import type { ConversationMessage } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../testing/story-text';
import { ConversationThread } from './conversation-thread';
import { ADMIN_ID, CUSTOMER_ID, longThread, storyMessages, storyPeople } from './conversation-thread.fixtures';

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
    // The dialog fades in: its texts count as seen once it has.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.reportSubmit') }));
    await expect(within(dialog).getByText(t('ui.conversation.reasonRequired'))).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('ui.conversation.reason') }), 'Rude words');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.reportSubmit') }));
    await expect(args.onReport).toHaveBeenCalledWith(expect.objectContaining({ Kind: 'message' }), 'Rude words');
    await waitFor(() => expect(canvas.getByText(t('ui.conversation.reported'))).toBeVisible());
  },
};

/**
 * An admin: every visible message has Hide and none has Report. Hide asks for a reason; once the
 * caller has hidden it the marketplace's line takes its place and focus stays in the thread.
 */
export const HideAMessage: Story = {
  args: {
    currentUserId: ADMIN_ID,
    label: 'Messages with Fatima Al-Khalifa and Pearl Cleaning',
    onSend: undefined,
    onReport: undefined,
    onHide: fn(async () => undefined),
  },
  // The back office puts the hidden message the API answers into the thread; here, state does.
  render: function HidingThread(args) {
    const [messages, setMessages] = useState<readonly ConversationMessage[]>(args.messages);
    const hide = async (message: ConversationMessage, reason: string) => {
      await args.onHide?.(message, reason);
      setMessages((current) =>
        current.map((item) =>
          item.MessageId === message.MessageId ? { ...item, IsHidden: true, Text: '', Attachment: null } : item,
        ),
      );
    };
    return <ConversationThread {...args} messages={messages} onHide={hide} />;
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    const body = within(canvasElement.ownerDocument.body);
    const thread = canvas.getByRole('region', { name: 'Messages with Fatima Al-Khalifa and Pearl Cleaning' });
    const prefix = (id: 'ui.conversation.hide' | 'ui.conversation.report', name = '') =>
      t(id, { name: name || '@', time: '@' }).split('@')[0] ?? '';
    const hides = () =>
      canvas.getAllByRole('button', { name: (name) => name.startsWith(prefix('ui.conversation.hide')) });
    // Both sides' six visible messages; not the hidden one, not the note. Report is not an admin's.
    await expect(hides()).toHaveLength(6);
    await expect(
      canvas.queryAllByRole('button', { name: (name) => name.startsWith(prefix('ui.conversation.report')) }),
    ).toHaveLength(0);

    const business = canvas.getAllByRole('button', {
      name: (name) => name.startsWith(prefix('ui.conversation.hide', 'Pearl Cleaning')),
    });
    await userEvent.click(business[0]!);
    let dialog = body.getByRole('dialog', { name: t('ui.conversation.hideTitle') });
    await waitFor(() => expect(dialog).toBeVisible());
    // It quotes the message, so the admin sees which one it is.
    await expect(within(dialog).getByText(/Thank you for your request!/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(business[0]).toHaveFocus());

    await userEvent.click(business[0]!);
    dialog = body.getByRole('dialog', { name: t('ui.conversation.hideTitle') });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.hideSubmit') }));
    await expect(within(dialog).getByText(t('ui.conversation.reasonRequired'))).toBeVisible();
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('ui.conversation.reason') }), 'Rude words');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.conversation.hideSubmit') }));
    await expect(args.onHide).toHaveBeenCalledWith(
      expect.objectContaining({ MessageId: storyMessages[0]!.MessageId }),
      'Rude words',
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(thread).getAllByText(t('ui.conversation.hidden'))).toHaveLength(2);
    await expect(hides()).toHaveLength(5);
    // Its Hide button went with it: focus stays in the thread, not at the start of the page.
    await waitFor(() => expect(thread).toHaveFocus());
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

/** Someone who only reads: no composer, no Report (an admin gets Hide: HideAMessage). */
export const ReaderOnly: Story = {
  args: { onSend: undefined, onReport: undefined, currentUserId: '99999999-9999-4999-8999-999999999999' },
};
