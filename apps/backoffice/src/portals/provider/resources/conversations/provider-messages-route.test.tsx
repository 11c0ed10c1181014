import { CONVERSATION_PATHS } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { answerConversation, conversation, CONVERSATION_ID, listPage, message, summary } from '@/testing/conversations';
import { renderPortal } from '@/testing/render-portal';

afterEach(() => vi.restoreAllMocks());

// The whole provider portal: Messages follows Orders in the menu with its unread count, and a
// conversation opens at the address the API's e-mails link to (contract CONVERSATION_PATHS).
describe('the Messages routes of the provider portal', { timeout: 30_000 }, () => {
  it('lists the conversations at /provider-dashboard/messages, with the unread count in the menu', async () => {
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 2 });
    vi.spyOn(api.conversations, 'list').mockResolvedValue(listPage([summary({ UnreadCount: 2 })], null, 2));
    renderPortal({ portal: 'provider', route: CONVERSATION_PATHS.providerList });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const entry = await screen.findByRole('menuitem', { name: 'Messages, 2 unread messages' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    // (The badged entry's text holds its badge and, for screen readers, the count in words.)
    expect(items[items.indexOf('Orders') + 1]).toContain('Messages, 2 unread messages');
    expect(await screen.findByRole('link', { name: 'Layla Hasan' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.provider(CONVERSATION_ID),
    );
  });

  it('opens one conversation at /provider-dashboard/messages/{id}, in Arabic', async () => {
    vi.spyOn(api.conversations, 'unreadCount').mockResolvedValue({ UnreadMessages: 0 });
    answerConversation(api, conversation(), [message({ Text: 'مرحبا' })]);
    renderPortal({ portal: 'provider', route: CONVERSATION_PATHS.provider(CONVERSATION_ID), locale: 'ar' });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('heading', { level: 1, name: 'الرسائل مع \u2068Layla Hasan\u2069' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل الرسائل' })).toHaveAttribute('href', CONVERSATION_PATHS.providerList);
  });
});
