import { sessionFor, type Answer } from '@marketplace/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import messagesEnglishSource from '@/locales/messages/en.json?raw';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import {
  CONVERSATION_ID,
  conversationList,
  conversationSummary,
  SECOND_CONVERSATION_ID,
} from '../testing/conversation-fixtures';
import { MessagesPage } from './messages-page';

// /customer-dashboard/messages (issue 37): the customer's conversations, newest activity first.

const LIST = 'GET /api/Conversation';
const messagesEnglish = JSON.parse(messagesEnglishSource) as Record<string, string>;

const renderMessages = (api: Record<string, Answer>, locale: RenderAppOptions['locale'] = 'en') =>
  renderApp(<MessagesPage />, {
    route: '/customer-dashboard/messages',
    path: '/customer-dashboard/messages',
    session: sessionFor('Customer'),
    api,
    locale,
  });

const list = () => screen.findByRole('list', { name: 'Your conversations' });

describe('MessagesPage', () => {
  it('lists each conversation with its business, preview, order and unread count, linking to it', async () => {
    renderMessages({
      [LIST]: {
        body: conversationList([
          conversationSummary(),
          conversationSummary({
            ConversationId: SECOND_CONVERSATION_ID,
            BusinessName: 'Pearl Cleaning',
            LastMessagePreview: '',
            UnreadCount: 0,
            Status: 'closed',
          }),
        ]),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const links = within(await list()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/customer-dashboard/messages/${CONVERSATION_ID}`,
      `/customer-dashboard/messages/${SECOND_CONVERSATION_ID}`,
    ]);
    const [first, second] = links;
    expect(first).toHaveTextContent('Cool Air WLL');
    expect(first).toHaveTextContent('We can come on Saturday.');
    expect(first).toHaveTextContent('Order #7C9E6679');
    expect(within(first!).getByText('2 unread')).toBeInTheDocument();
    expect(second).toHaveTextContent('No messages yet');
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(within(second!).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('loads more with the cursor the first page gave', async () => {
    const { user, api } = renderMessages({
      [LIST]: (call) => ({
        body:
          call.query.get('before') === 'next-1'
            ? conversationList([
                conversationSummary({ ConversationId: SECOND_CONVERSATION_ID, BusinessName: 'Pearl Cleaning' }),
              ])
            : conversationList([conversationSummary()], 'next-1'),
      }),
    });
    await list();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(await list()).findByText('Pearl Cleaning')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Conversation').map((call) => call.query.get('before'))).toEqual([null, 'next-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is no conversation yet, and where to start', async () => {
    renderMessages({ [LIST]: { body: conversationList([], null, 0) } });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });

  it('shows a failed load with Retry', async () => {
    const { user, api } = renderMessages({ [LIST]: { status: 500, body: { Message: 'Database unavailable' } } });
    expect(await screen.findByText('Error loading conversations: Database unavailable')).toBeInTheDocument();
    api.route(LIST, { body: conversationList([conversationSummary()]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await list()).toBeInTheDocument();
  });
});

describe('MessagesPage in Arabic', () => {
  it('names the business in Arabic and leaves no English behind', async () => {
    renderMessages(
      {
        [LIST]: {
          body: conversationList([
            conversationSummary({ LastMessagePreview: 'نستطيع الحضور يوم السبت.' }),
            conversationSummary({
              ConversationId: SECOND_CONVERSATION_ID,
              LastMessagePreview: '',
              UnreadCount: 0,
              Status: 'closed',
            }),
          ]),
        },
      },
      'ar',
    );
    const conversations = await screen.findByRole('list', { name: 'محادثاتك' });
    expect(screen.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeInTheDocument();
    expect(within(conversations).getAllByText('كول إير')).toHaveLength(2);
    expect(within(conversations).getByText('اثنتان غير مقروءتين')).toBeInTheDocument();
    expect(within(conversations).getByText('مغلقة')).toBeInTheDocument();
    expect(within(conversations).getAllByText('الطلب رقم \u20667C9E6679\u2069')).toHaveLength(2);
    expectNoEnglish(document.body, { catalogs: [messagesEnglish], data: ['7C9E6679'] });
  });
});
