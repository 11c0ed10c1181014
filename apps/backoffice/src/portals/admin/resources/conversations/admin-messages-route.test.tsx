import { CONVERSATION_MESSAGES, CONVERSATION_PATHS } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { answerConversation, conversation, CONVERSATION_ID, listPage, message, summary } from '@/testing/conversations';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

// The whole admin portal: Messages after Orders, Reported messages with its count, and a
// conversation at the address the API's e-mails link to, read only until the admin joins.
describe('the Messages routes of the admin portal', { timeout: 30_000 }, () => {
  it('lists every conversation at /admin/messages, naming the business, and counts reports in the menu', async () => {
    vi.spyOn(api.admin, 'inbox').mockResolvedValue({
      PendingProviders: 0,
      PendingPayouts: 0,
      NewInquiries: 0,
      ReportedMessages: 3,
      VerificationReviews: 0,
    });
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
    vi.spyOn(api.conversations, 'list').mockResolvedValue(listPage([summary()]));
    renderPortal({ portal: 'admin', route: CONVERSATION_PATHS.adminList });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Reported messages, 3 to review' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Needs action, 3 waiting' })).toBeInTheDocument();
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items[items.indexOf('Orders') + 1]).toBe('Messages');
    expect(await screen.findByRole('link', { name: 'Layla Hasan and Gulf Tools' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.admin(CONVERSATION_ID),
    );
  });

  it('opens a conversation at /admin/messages/{id} with Join, Hide and Close', async () => {
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
    answerConversation(
      api,
      conversation({ IsParticipant: false, CanWrite: false, CannotWriteReason: CONVERSATION_MESSAGES.joinFirst }),
      [message({ Text: 'Hello' })],
    );
    renderPortal({ portal: 'admin', route: CONVERSATION_PATHS.admin(CONVERSATION_ID) });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('heading', { level: 1, name: 'Messages with Layla Hasan and Gulf Tools' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join conversation' })).toBeInTheDocument();
    // Hide sits on each message of the thread, not above it; an admin has no Report.
    const thread = screen.getByRole('region', { name: 'Messages with Layla Hasan and Gulf Tools' });
    expect(await within(thread).findByRole('button', { name: /^Hide message from Layla Hasan, / })).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide a message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close conversation' })).toBeInTheDocument();
    expect(screen.getByText('Join the conversation before writing in it.')).toBeInTheDocument();
  });
});
