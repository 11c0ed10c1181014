import { MESSAGE_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH, type ConversationMessage } from '@marketplace/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { uiI18n } from '../../testing/ui-i18n';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { UiProvider } from '../../theme/ui-provider';
import { ConversationThread, type ConversationThreadProps } from './conversation-thread';
import { LinkifiedText } from './linkified-text';
import {
  ADMIN_ID,
  CUSTOMER_ID,
  PROVIDER_ID,
  storyMessage,
  storyMessages,
  storyPeople,
} from './conversation-thread.fixtures';

// What the stories cannot show: the composer's keys and file checks, a draft kept after a refusal,
// a reason over the limit, an admin's Hide in Arabic, and text that looks like markup staying text.

async function renderThread(props: Partial<ConversationThreadProps> = {}) {
  const onSend = vi.fn<NonNullable<ConversationThreadProps['onSend']>>(async () => undefined);
  const onReport = vi.fn<NonNullable<ConversationThreadProps['onReport']>>(async () => undefined);
  const screen = await render(
    <ConversationThread
      messages={storyMessages}
      people={storyPeople}
      currentUserId={CUSTOMER_ID}
      canWrite
      onSend={onSend}
      onReport={onReport}
      {...props}
    />,
    { wrapper: UiTextProvider },
  );
  return { screen, onSend, onReport };
}

describe('ConversationThread composer', () => {
  it('inserts a new line on Enter and sends on Ctrl+Enter, then empties the field', async () => {
    const { screen, onSend } = await renderThread();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Hello{Enter}there');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Hello\nthere', file: null });
    await expect.element(field).toHaveValue('');
    await expect.element(field).toHaveFocus();
  });

  it('sends on ⌘+Enter too', async () => {
    const { screen, onSend } = await renderThread();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Hi', file: null });
  });

  it('keeps the draft and shows the error when sending is refused', async () => {
    const { screen } = await renderThread({
      onSend: async () => {
        throw new Error('Too many messages. Wait a minute and send it again.');
      },
    });
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Too many messages. Wait a minute and send it again.');
    await expect.element(field).toHaveValue('Still there?');
  });

  it('counts to the limit and will not send past it', async () => {
    const { screen } = await renderThread();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.fill(field, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    await expect.element(screen.getByText('4,001 / 4,000')).toBeVisible();
    await expect.element(screen.getByText('A message can have at most 4,000 characters.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('takes an image or a PDF, shows it with a Remove button, and sends it with the text', async () => {
    const { screen, onSend } = await renderThread();
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    const pdf = new File(['%PDF-1.4 %%EOF'], 'quote.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect.element(screen.getByText('quote.pdf')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    await expect.element(screen.getByText('quote.pdf')).not.toBeInTheDocument();

    await userEvent.upload(input, pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ text: '', file: pdf });
  });

  it('refuses other files and files over 10 MB before any upload', async () => {
    const { screen } = await renderThread();
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's accept list only filters the dialog: a dropped or forced file still arrives.
    input.accept = '';
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Attach an image (JPEG, PNG or WebP) or a PDF.');
    // Handed to the input in the page: sent through the browser driver, 10 MB took seconds.
    const big = new DataTransfer();
    big.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    input.files = big.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    await expect.element(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is disabled with the reason when the user cannot write', async () => {
    const { screen } = await renderThread({ canWrite: false, cannotWriteReason: 'This conversation was closed.' });
    await expect.element(screen.getByText('This conversation was closed.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});

describe('ConversationThread report', () => {
  it('keeps the reason and shows the error when the report is refused', async () => {
    const { screen } = await renderThread({
      onReport: async () => {
        throw new Error('You have already reported this message.');
      },
    });
    await userEvent.click(
      screen.getByRole('button', { name: /^Report message from Pearl Cleaning, \d+:\d\d [AP]M$/ }).first(),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Report', exact: true }));
    await expect.element(screen.getByText('You have already reported this message.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Spam');
  });
});

type HideHandler = NonNullable<ConversationThreadProps['onHide']>;

/** An admin's thread, which hides a message once onHide resolves (as the back office's cache does). */
function AdminThread({ onHide }: { onHide: HideHandler }) {
  const [messages, setMessages] = useState<readonly ConversationMessage[]>(storyMessages);
  const hide: HideHandler = async (message, reason) => {
    await onHide(message, reason);
    setMessages((current) =>
      current.map((item) => (item.MessageId === message.MessageId ? { ...item, IsHidden: true, Text: '' } : item)),
    );
  };
  return (
    <ConversationThread
      messages={messages}
      people={storyPeople}
      currentUserId={ADMIN_ID}
      canWrite={false}
      label="Messages with Fatima Al-Khalifa and Pearl Cleaning"
      onHide={hide}
    />
  );
}

const HIDE_FROM_BUSINESS = /^Hide message from Pearl Cleaning, \d+:\d\d [AP]M$/;

describe('ConversationThread hide', () => {
  afterEach(() => {
    // UiProvider puts the Arabic direction on <html>; the next test starts left to right.
    document.documentElement.dir = '';
  });

  it('is independent of Report: a person with both sees both, an admin only Hide', async () => {
    const onHide = vi.fn<HideHandler>(async () => undefined);
    const { screen } = await renderThread({ onHide });
    // The customer's view with both handlers: Report on the business's three, Hide on all six.
    expect(screen.getByRole('button', { name: /^Report message from/ }).elements()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^Hide message from/ }).elements()).toHaveLength(6);

    const admin = await render(<AdminThread onHide={onHide} />, { wrapper: UiTextProvider });
    const thread = admin.getByRole('region', { name: 'Messages with Fatima Al-Khalifa and Pearl Cleaning' });
    expect(thread.getByRole('button', { name: /^Report message from/ }).elements()).toHaveLength(0);
    expect(thread.getByRole('button', { name: /^Hide message from/ }).elements()).toHaveLength(6);
  });

  it('judges the reason before any call: required, and at most the contract’s length', async () => {
    const onHide = vi.fn<HideHandler>(async () => undefined);
    const screen = await render(<AdminThread onHide={onHide} />, { wrapper: UiTextProvider });
    await userEvent.click(screen.getByRole('button', { name: HIDE_FROM_BUSINESS }).first());
    const dialog = screen.getByRole('dialog', { name: 'Hide this message?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Hide', exact: true }));
    await expect.element(dialog.getByText('Enter a reason.')).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'x'.repeat(MODERATION_REASON_MAX_LENGTH + 1));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide', exact: true }));
    await expect.element(dialog.getByText('A reason can have at most 500 characters.')).toBeVisible();
    await expect.element(dialog.getByText('501 / 500')).toBeVisible();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('keeps the reason and shows the error when hiding is refused', async () => {
    const onHide = vi.fn<HideHandler>(async () => {
      throw new Error('This message is already hidden.');
    });
    const screen = await render(<AdminThread onHide={onHide} />, { wrapper: UiTextProvider });
    await userEvent.click(screen.getByRole('button', { name: HIDE_FROM_BUSINESS }).first());
    const dialog = screen.getByRole('dialog', { name: 'Hide this message?' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide', exact: true }));
    await expect.element(dialog.getByText('This message is already hidden.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Spam');
    expect(screen.getByText('This message was hidden by the marketplace.', { exact: true }).elements()).toHaveLength(1);
  });

  it('gives focus back to the button on Cancel, and to the thread once the message is hidden', async () => {
    const onHide = vi.fn<HideHandler>(async () => undefined);
    const screen = await render(<AdminThread onHide={onHide} />, { wrapper: UiTextProvider });
    const button = screen.getByRole('button', { name: HIDE_FROM_BUSINESS }).first();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), ' Asks to pay outside the site ');
    await userEvent.click(screen.getByRole('button', { name: 'Hide', exact: true }));
    expect(onHide).toHaveBeenCalledWith(
      expect.objectContaining({ MessageId: storyMessages[0]!.MessageId }),
      'Asks to pay outside the site',
    );
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('This message was hidden by the marketplace.', { exact: true }).elements()).toHaveLength(2);
    await expect
      .element(screen.getByRole('region', { name: 'Messages with Fatima Al-Khalifa and Pearl Cleaning' }))
      .toHaveFocus();
  });

  it('speaks Arabic and keeps the Hide button after its message, on the left in right-to-left', async () => {
    const onHide = vi.fn<HideHandler>(async () => undefined);
    const screen = await render(
      <UiProvider i18n={uiI18n('ar')} persistPreference={false}>
        <AdminThread onHide={onHide} />
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: /^إخفاء رسالة من Pearl Cleaning، / }).first();
    await expect.element(button).toHaveAttribute('title', 'إخفاء');
    const bubble = button.element().previousElementSibling!.getBoundingClientRect();
    expect(button.element().getBoundingClientRect().right).toBeLessThanOrEqual(bubble.left + 1);

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'إخفاء هذه الرسالة؟' });
    await expect.element(dialog.getByText(/سيقرأ كل أطراف المحادثة/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'إخفاء', exact: true }));
    await expect.element(dialog.getByText('اكتب السبب.')).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: 'السبب' });
    await expect.element(reason).toHaveAttribute('dir', 'auto');
    await userEvent.type(reason, 'طلب الدفع خارج الموقع');
    await userEvent.click(dialog.getByRole('button', { name: 'إخفاء', exact: true }));
    expect(onHide).toHaveBeenCalledWith(
      expect.objectContaining({ SenderName: 'Pearl Cleaning' }),
      'طلب الدفع خارج الموقع',
    );
    await expect.element(screen.getByText('أخفى السوق هذه الرسالة.', { exact: true }).nth(1)).toBeVisible();
  });
});

describe('ConversationThread messages', () => {
  it('shows a message that looks like markup as its characters', async () => {
    const text = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    const { screen } = await renderThread({
      messages: [
        storyMessage({
          CreatedAt: '2026-11-20T09:00:00.000Z',
          SenderId: PROVIDER_ID,
          SenderRole: 'provider',
          Text: text,
        }),
      ],
    });
    await expect.element(screen.getByText(text)).toBeVisible();
    expect(screen.container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps line breaks as typed (pre-wrap)', async () => {
    const screen = await render(<LinkifiedText text={'one\ntwo'} />, { wrapper: UiTextProvider });
    const element = screen.container.querySelector('span')!;
    expect(getComputedStyle(element).whiteSpace).toBe('pre-wrap');
    expect(element.textContent).toBe('one\ntwo');
  });

  it('announces a new message from someone else, not the user’s own', async () => {
    const { screen } = await renderThread();
    const status = screen.getByRole('status').filter({ hasText: /New message/ });
    await expect.element(status).not.toBeInTheDocument();
    const reply = storyMessage({
      CreatedAt: '2026-11-20T10:00:00.000Z',
      SenderId: PROVIDER_ID,
      SenderRole: 'provider',
      SenderName: 'Pearl Cleaning',
      Text: 'On our way',
    });
    await screen.rerender(
      <ConversationThread
        messages={[...storyMessages, reply]}
        people={storyPeople}
        currentUserId={CUSTOMER_ID}
        canWrite
      />,
    );
    await expect.element(screen.getByText('New message from Pearl Cleaning')).toBeInTheDocument();
  });
});
