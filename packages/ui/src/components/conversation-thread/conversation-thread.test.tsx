import { MESSAGE_MAX_LENGTH } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { ConversationThread, type ConversationThreadProps } from './conversation-thread';
import { LinkifiedText } from './linkified-text';
import { CUSTOMER_ID, PROVIDER_ID, storyMessage, storyMessages, storyPeople } from './conversation-thread.fixtures';

// What the stories cannot show: the composer's keys and file checks, a draft kept after a refusal,
// and text that looks like markup staying text.

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
