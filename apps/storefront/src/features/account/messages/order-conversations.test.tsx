import { sessionFor, type Answer } from '@marketplace/client/testing';
import type { Order } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { OrderDetail } from '../components/order-detail';
import {
  conversation,
  CONVERSATION_ID,
  message,
  messagePage,
  SECOND_CONVERSATION_ID,
} from '../testing/conversation-fixtures';
import { order, ORDER_ID, orderItem } from '../testing/order-detail-fixtures';

// The order page's Messages (issue 37): a thread per business of the paid order.

const OF_ORDER = `/api/Conversation/order/${ORDER_ID}`;

const renderOrder = (value: Order, api: Record<string, Answer> = {}) =>
  renderApp(<OrderDetail orderId={ORDER_ID} />, {
    route: `/customer-dashboard/order/${ORDER_ID}`,
    path: '/customer-dashboard/order/:orderId',
    session: sessionFor('Customer'),
    api: {
      [`GET /api/Order/${ORDER_ID}`]: { body: value },
      [`GET /api/Order/${ORDER_ID}/tax-documents`]: { body: [] },
      [`PUT /api/Conversation/${CONVERSATION_ID}/read`]: { body: { UnreadCount: 0, UnreadMessages: 0 } },
      ...api,
    },
  });

describe('OrderDetail: Messages', () => {
  it('shows each business’s conversation with its thread and a way to Messages', async () => {
    const second = conversation({
      ConversationId: SECOND_CONVERSATION_ID,
      BusinessName: 'Pearl Cleaning',
      UnreadCount: 0,
    });
    const { api } = renderOrder(order([orderItem()]), {
      [`GET ${OF_ORDER}`]: { body: [conversation(), second] },
      [`GET /api/Conversation/${CONVERSATION_ID}/messages`]: { body: messagePage([message()]) },
      [`GET /api/Conversation/${SECOND_CONVERSATION_ID}/messages`]: { body: messagePage([]) },
    });
    const section = await screen.findByRole('region', { name: 'Messages with Cool Air WLL' });
    expect(await within(section).findByText('We can come on Saturday.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open in Messages: Cool Air WLL' })).toHaveAttribute(
      'href',
      `/customer-dashboard/messages/${CONVERSATION_ID}`,
    );
    expect(within(section).getByRole('textbox', { name: 'Message' })).toBeEnabled();
    const other = screen.getByRole('region', { name: 'Messages with Pearl Cleaning' });
    expect(
      await within(other).findByText('No messages yet. Write to Pearl Cleaning about your request.'),
    ).toBeInTheDocument();
    // Their people came with the order's list: no second read of each conversation.
    expect(api.callsTo('GET', `/api/Conversation/${CONVERSATION_ID}`)).toHaveLength(0);
    // The unread thread on screen is marked read.
    await waitFor(() => expect(api.callsTo('PUT', `/api/Conversation/${CONVERSATION_ID}/read`)).toHaveLength(1));
  });

  it('asks for nothing and shows nothing for an unpaid order', async () => {
    const { api } = renderOrder(order([orderItem()], { IsPaymentSuccess: false, Status: 'Pending' }));
    expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Messages with/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', OF_ORDER)).toHaveLength(0);
  });

  it('shows a failed load with Retry', async () => {
    renderOrder(order([orderItem()]), {
      [`GET ${OF_ORDER}`]: { status: 500, body: { Message: 'Database unavailable' } },
    });
    expect(await screen.findByText('Error loading messages: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
