import { CONVERSATION_PATHS } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { listPage, summary } from '@/testing/conversations';
import { renderInAdmin } from '@/testing/render-in-admin';
import { ConversationList } from './conversation-list';

// The Messages page of both portals: conversations most recent first, a page by cursor.

afterEach(() => vi.restoreAllMocks());

const first = summary({ UnreadCount: 2 });
const second = summary({
  ConversationId: '3c000000-0000-4000-8000-000000000002',
  OrderId: '5f3e2a1b-0000-4000-8000-0000000000b2',
  CustomerName: 'حمد علي',
  LastMessagePreview: '',
  LastActivityAt: '2026-11-19T08:00:00.000Z',
  CreatedAt: '2026-11-19T08:00:00.000Z',
  Status: 'closed',
});
const older = summary({
  ConversationId: '3c000000-0000-4000-8000-000000000003',
  CustomerName: 'Noor Saleh',
  LastMessagePreview: 'Thank you!',
});

function renderList(options: { locale?: 'en' | 'ar'; showBusiness?: boolean; portal?: 'admin' | 'provider' } = {}) {
  const portal = options.portal ?? 'provider';
  return renderInAdmin(<ConversationList intro="Your conversations" showBusiness={options.showBusiness} />, {
    portal,
    resource: 'messages',
    route: portal === 'provider' ? CONVERSATION_PATHS.providerList : CONVERSATION_PATHS.adminList,
    locale: options.locale,
  });
}

describe('the Messages list', { timeout: 30_000 }, () => {
  it('shows each conversation with its customer, unread count, order and newest message, then loads more', async () => {
    const list = vi
      .spyOn(api.conversations, 'list')
      .mockResolvedValueOnce(listPage([first, second], 'next-1', 2))
      .mockResolvedValueOnce(listPage([older]));
    const { user } = renderList();
    const items = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(items).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Layla Hasan' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.provider(first.ConversationId),
    );
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(within(rows[0]!).getByRole('link', { name: 'Order #5F3E2A1B' })).toHaveAttribute(
      'href',
      `/provider-dashboard/orders/${first.OrderId}/show`,
    );
    expect(rows[0]).toHaveTextContent('Can you come on Thursday?');
    // Nothing said yet in the second, and it was closed.
    expect(rows[1]).toHaveTextContent('No messages yet.');
    expect(rows[1]).toHaveTextContent('Closed');
    expect(list).toHaveBeenCalledWith({ limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(items).findByRole('link', { name: 'Noor Saleh' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ limit: 20, before: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('names the business too for admins', async () => {
    vi.spyOn(api.conversations, 'list').mockResolvedValueOnce(listPage([first]));
    renderList({ portal: 'admin', showBusiness: true });
    expect(await screen.findByRole('link', { name: 'Layla Hasan and Gulf Tools' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.admin(first.ConversationId),
    );
  });

  it('says it all in Arabic, right to left', async () => {
    vi.spyOn(api.conversations, 'list').mockResolvedValueOnce(listPage([first, second], 'next-1'));
    renderList({ locale: 'ar' });
    const items = await screen.findByRole('list', { name: 'الرسائل' });
    const rows = within(items).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('اثنتان غير مقروءتين');
    expect(within(rows[0]!).getByRole('link', { name: 'الطلب \u2066#5F3E2A1B\u2069' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('لا رسائل بعد.');
    expect(rows[1]).toHaveTextContent('مغلقة');
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // An Arabic name keeps its own direction inside the link.
    expect(within(rows[1]!).getByRole('link', { name: 'حمد علي' })).toHaveAttribute('dir', 'auto');
  });

  it('says so when there is no conversation', async () => {
    vi.spyOn(api.conversations, 'list').mockResolvedValueOnce(listPage([]));
    renderList();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
