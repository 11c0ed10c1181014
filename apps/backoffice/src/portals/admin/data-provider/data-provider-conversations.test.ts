import { CONVERSATION_MESSAGES, type MessageReport } from '@marketplace/contract';
import { createApi, createHttpClient, createMemorySession, type Api } from '@marketplace/client';
import type { DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, withRealApi, type RealApi } from '@/testing/real-api';
import { adminPortal, failure } from '@/testing/real-api-portals';

// The admins' reported messages (issue 37) against the real API on the demo marketplace: a
// customer reports two of a provider's messages; the data provider lists the open reports, hides
// one message with a reason and dismisses the other report, and a second decision is refused.

/** The demo customer, signed in where customers sign in (the back office's helper signs in its own people). */
async function customerClient(real: RealApi): Promise<Api> {
  const session = createMemorySession();
  const api = createApi(createHttpClient({ baseUrl: real.baseUrl, session, onSessionExpired: () => undefined }));
  const tokens = await api.auth.customerLogin({ Email: 'customer@marketplace.test', Password: DEMO_PASSWORD });
  session.write({ jwtToken: tokens.JwtToken, refreshToken: tokens.RefreshToken });
  return api;
}

const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the back office data provider against the real API: reported messages', () => {
  const server = withRealApi();
  let admin: DataProvider;
  let customer: Api;
  let provider: Api;
  let conversationId: string;
  beforeAll(async () => {
    admin = await adminPortal(server.real, 'admin@marketplace.test');
    customer = await customerClient(server.real);
    provider = await server.real.clientFor('provider@marketplace.test');
    // A conversation between these two: the customer's that the provider reads too.
    const mine = new Set((await customer.conversations.list({ limit: 50 })).Items.map((c) => c.ConversationId));
    const shared = (await provider.conversations.list({ limit: 50 })).Items.find((c) => mine.has(c.ConversationId));
    conversationId = shared!.ConversationId;
  }, 30_000);

  const reportOne = async (text: string): Promise<MessageReport> => {
    const sent = await provider.conversations.send(conversationId, { Text: text });
    return customer.conversations.report(conversationId, sent.MessageId, 'Asks to pay outside the marketplace');
  };

  it('lists the open reports, hides a message with a reason and dismisses a report', async () => {
    const toHide = await reportOne('Pay me in cash, outside the site.');
    const toDismiss = await reportOne('I will call you tomorrow.');
    const open = await admin.getList('message-reports', { ...list, filter: { Status: 'open' } });
    const ids = open.data.map((report) => report.id);
    expect(ids).toEqual(expect.arrayContaining([toHide.ReportId, toDismiss.ReportId]));
    const row = open.data.find((report) => report.id === toHide.ReportId)!;
    expect(row).toMatchObject({ MessageText: 'Pay me in cash, outside the site.', Status: 'open' });

    const { data: hidden } = await admin.update('message-reports', {
      id: row.id,
      data: { Action: 'hide', Reason: 'Payment outside the marketplace' },
      previousData: row,
    });
    expect(hidden).toMatchObject({ Status: 'hidden', MessageIsHidden: true });
    const dismissRow = open.data.find((report) => report.id === toDismiss.ReportId)!;
    await admin.update('message-reports', { id: dismissRow.id, data: { Action: 'dismiss' }, previousData: dismissRow });

    const after = await admin.getList('message-reports', { ...list, filter: { Status: 'all' } });
    const states = Object.fromEntries(after.data.map((report) => [report.id, report.Status]));
    expect(states[toHide.ReportId]).toBe('hidden');
    expect(states[toDismiss.ReportId]).toBe('dismissed');
    const still = await admin.getList('message-reports', { ...list, filter: { Status: 'open' } });
    expect(still.data.map((report) => report.id)).not.toContain(toHide.ReportId);

    // The thread shows the message hidden to its people.
    const page = await customer.conversations.messages(conversationId, { limit: 5 });
    expect(page.Items.find((message) => message.MessageId === toHide.MessageId)).toMatchObject({
      IsHidden: true,
      Text: '',
    });

    // Decided once: a second decision is refused with the API's text.
    const again = await failure(
      admin.update('message-reports', { id: dismissRow.id, data: { Action: 'dismiss' }, previousData: dismissRow }),
    );
    expect(again).toEqual({ status: 409, message: CONVERSATION_MESSAGES.reportHandled });
  });
});
