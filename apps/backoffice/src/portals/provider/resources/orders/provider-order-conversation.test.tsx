import { CONVERSATION_PATHS } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { answerConversation, conversation, CONVERSATION_ID, message } from '@/testing/conversations';
import { renderInAdmin } from '@/testing/render-in-admin';
import { item, orderWithItems } from './testing/order-fixtures';
import ProviderOrderShow from './provider-order-show';

// The provider's order page with its conversation with the customer (issue 37), read and
// written in place; none before the order is paid.

const order = orderWithItems([item()], { StatusHistory: [] });

function renderShow(locale: 'en' | 'ar' = 'en') {
  vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([]);
  return renderInAdmin(
    <Routes>
      <Route path="/orders/:id/show" element={<ProviderOrderShow />} />
    </Routes>,
    {
      portal: 'provider',
      resource: 'orders',
      route: `/provider-dashboard/orders/${order.id}/show`,
      locale,
      dataProvider: testDataProvider({
        getOne: vi.fn(async () => ({ data: order })) as unknown as DataProvider['getOne'],
      }),
    },
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the provider's order page: the conversation", { timeout: 30_000 }, () => {
  it('shows the thread with the customer, writes in it, and links its own page', async () => {
    const calls = answerConversation(api, conversation({ OrderId: order.OrderId }), [message({ Text: 'Hello!' })]);
    const { user } = renderShow();
    const section = await screen.findByRole('region', { name: 'Messages with the customer' });
    const thread = await within(section).findByRole('region', { name: 'Messages with Layla Hasan' });
    expect(thread).toHaveTextContent('Hello!');
    expect(calls.ofOrder).toHaveBeenCalledWith(order.OrderId);
    expect(within(section).getByRole('link', { name: 'Open on its own page' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.provider(CONVERSATION_ID),
    );
    await user.type(within(section).getByRole('textbox', { name: 'Message' }), 'On my way.');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.send).toHaveBeenCalledWith(CONVERSATION_ID, { Text: 'On my way.' }));
    expect(await within(thread).findByText('On my way.')).toBeInTheDocument();
  });

  it('says when there is no conversation yet, in both languages', async () => {
    vi.spyOn(api.conversations, 'ofOrder').mockResolvedValue([]);
    renderShow('ar');
    const section = await screen.findByRole('region', { name: 'الرسائل مع العميل' });
    expect(await within(section).findByText('لا توجد محادثة بعد')).toBeInTheDocument();
    expect(section).toHaveTextContent('تبدأ المحادثة مع العميل بعد دفع الطلب.');
  });
});
