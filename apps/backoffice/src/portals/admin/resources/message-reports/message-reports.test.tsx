import { CONVERSATION_PATHS } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { report } from '@/testing/conversations';
import { renderInAdmin } from '@/testing/render-in-admin';
import ReportList from './report-list';

// The admins' reported messages (issue 37): open ones first, hidden with a reason or dismissed.

const open = { ...report(), id: report().ReportId };
const handled = {
  ...report({ ReportId: 'r2', Status: 'hidden', MessageIsHidden: true, MessageText: '', SenderName: 'Hamad' }),
  id: 'r2',
};

function backEnd(update?: DataProvider['update']) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const status = params.filter?.Status as string | undefined;
    const rows = [open, handled].filter((row) => !status || status === 'all' || row.Status === status);
    return { data: rows, total: rows.length };
  });
  const dataProvider = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    update:
      update ??
      (vi.fn(async (_resource, params) => ({
        data: { ...params.previousData, ...params.data },
      })) as DataProvider['update']),
  });
  return { dataProvider, getList };
}

function renderList(dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <ReportList />
      <Notification />
    </>,
    { resource: 'message-reports', route: '/admin/message-reports', dataProvider, locale },
  );
}

describe('reported messages', { timeout: 30_000 }, () => {
  it('opens on the open reports: the message, who wrote and reported it, why, when, and where', async () => {
    const { dataProvider, getList } = backEnd();
    renderList(dataProvider);
    const card = (await screen.findByRole('heading', { name: 'Message from Sara Ali' })).closest('.MuiCard-root')!;
    const inCard = within(card as HTMLElement);
    expect(card).toHaveTextContent('Pay me outside the marketplace: http://pay.example');
    // Its address is a link that cannot reach back into the back office, as in the thread.
    expect(inCard.getByRole('link', { name: /pay\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(card).toHaveTextContent('Reason: Asks to pay outside the marketplace');
    expect(card).toHaveTextContent('Reported by Layla Hasan on 21 Nov 2026');
    expect(inCard.getByRole('link', { name: 'Order #5F3E2A1B' })).toHaveAttribute(
      'href',
      `/admin/orders/${open.OrderId}/show`,
    );
    expect(inCard.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.admin(open.ConversationId),
    );
    expect(screen.getByRole('tab', { name: 'Open (1)', selected: true })).toBeInTheDocument();
    expect(screen.queryByText('Message from Hamad')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('message-reports', expect.objectContaining({ filter: { Status: 'open' } }));
  });

  it('hides the message only with a reason, judged before any call', async () => {
    const { dataProvider } = backEnd();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Hide the message from Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message from Sara Ali?' });
    expect(dialog).toHaveTextContent('Its text moves to the audit log with your reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Payment outside the marketplace ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'message-reports',
        expect.objectContaining({ id: open.id, data: { Action: 'hide', Reason: 'Payment outside the marketplace' } }),
      ),
    );
    expect(await screen.findByText('Message hidden.')).toBeInTheDocument();
  });

  it('dismisses a report after asking, and shows a refusal in the language on screen', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('This report was already handled.', 409);
    }) as unknown as DataProvider['update'];
    const { dataProvider } = backEnd(update);
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the report of the message from Sara Ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(dialog).toHaveTextContent('The message from Sara Ali stays as it is');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('message-reports', expect.objectContaining({ data: { Action: 'dismiss' } })),
    );
    expect(await screen.findByText('This report was already handled.')).toBeInTheDocument();
  });

  it('shows a hidden message as the marketplace’s line, without actions, on its tab', async () => {
    const { dataProvider } = backEnd();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('tab', { name: 'Message hidden' }));
    const heading = await screen.findByRole('heading', { name: 'Message from Hamad' });
    const card = within(heading.closest('.MuiCard-root') as HTMLElement);
    expect(card.getByText('This message was hidden by the marketplace.')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it all in Arabic', async () => {
    const { dataProvider } = backEnd();
    const { user } = renderList(dataProvider, 'ar');
    const heading = await screen.findByRole('heading', { name: 'رسالة من \u2068Sara Ali\u2069' });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(card).toHaveTextContent('السبب: \u2068Asks to pay outside the marketplace\u2069');
    expect(within(card).getByRole('link', { name: 'الطلب \u2066#5F3E2A1B\u2069' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'مفتوح (1)', selected: true })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'إخفاء الرسالة من \u2068Sara Ali\u2069' }));
    const dialog = await screen.findByRole('dialog', { name: 'إخفاء هذه الرسالة من \u2068Sara Ali\u2069؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إخفاء الرسالة' }));
    expect(await within(dialog).findByText('حقل السبب مطلوب')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await user.click(screen.getByRole('tab', { name: 'أُخفيت الرسالة' }));
    expect(await screen.findByText('أخفى السوق هذه الرسالة.')).toBeInTheDocument();
  });
});
