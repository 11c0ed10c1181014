import { createApi, createHttpClient, createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeApi, sessionFor } from '@marketplace/client/testing';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@/data-provider';
import { report } from '@/testing/conversations';
import { messageReportsResource } from './message-reports-resource';

// message-reports over a scripted API: the list by state, and each decision's own call.

function setup() {
  const open = report();
  const fake = createFakeApi({
    'GET /api/Admin/message-reports': {
      body: { Items: [open], Page: 1, PageSize: 25, TotalItems: 1, TotalPages: 1 },
    },
    [`POST /api/Conversation/${open.ConversationId}/messages/${open.MessageId}/hide`]: { body: {} },
    [`POST /api/Admin/message-reports/${open.ReportId}/dismiss`]: { body: { Success: true } },
  });
  const session = observeSession(createMemorySession(sessionFor('Admin')));
  const api = createApi(createHttpClient({ session, fetch: fake.fetch, onSessionExpired: () => {} }));
  const dataProvider = createDataProvider({ 'message-reports': messageReportsResource(api) });
  return { fake, dataProvider, open: { ...open, id: open.ReportId } };
}

const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the message-reports resource', () => {
  it('lists a state, or every report for the "all" tab and none chosen', async () => {
    const { fake, dataProvider, open } = setup();
    const answer = await dataProvider.getList('message-reports', { ...list, filter: { Status: 'open' } });
    expect(answer).toEqual({ data: [open], total: 1 });
    await dataProvider.getList('message-reports', { ...list, filter: {} });
    const [first, second] = fake.callsTo('GET', '/api/Admin/message-reports');
    expect(Object.fromEntries(first!.query)).toEqual({ page: '2', pageSize: '25', status: 'open' });
    expect(second!.query.get('status')).toBe('all');
  });

  it('hides the message with the reason, or dismisses the report', async () => {
    const { fake, dataProvider, open } = setup();
    const hidden = await dataProvider.update('message-reports', {
      id: open.id,
      data: { Action: 'hide', Reason: 'Rude' },
      previousData: open,
    });
    expect(hidden.data).toMatchObject({ Status: 'hidden', MessageIsHidden: true, MessageText: '' });
    expect(
      fake.callsTo('POST', `/api/Conversation/${open.ConversationId}/messages/${open.MessageId}/hide`)[0]?.body,
    ).toEqual({ Reason: 'Rude' });
    const dismissed = await dataProvider.update('message-reports', {
      id: open.id,
      data: { Action: 'dismiss' },
      previousData: open,
    });
    expect(dismissed.data).toMatchObject({ Status: 'dismissed' });
    expect(fake.callsTo('POST', `/api/Admin/message-reports/${open.ReportId}/dismiss`)).toHaveLength(1);
  });
});
