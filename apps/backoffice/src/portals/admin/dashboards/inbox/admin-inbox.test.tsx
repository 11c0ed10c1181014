import { CONVERSATION_PATHS, VERIFICATION_PATHS } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpError,
  Notification,
  testDataProvider,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { REASON_REQUIRED } from '@/portals/admin/components/provider-state/provider-state-dialog';
import { review } from '@/portals/admin/components/verification/verification.fixtures';
import { report } from '@/testing/conversations';
import { renderInAdmin } from '@/testing/render-in-admin';
import AdminInbox from '.';

const provider = (id: string, BusinessName: string): RaRecord => ({
  id,
  ProviderId: id,
  BusinessName,
  AccState: 'pending',
  BusinessType: 'company',
  Verification: 'unverified',
  VerifiedUntil: null,
  PrimaryLocation: 'Manama',
  UserDetails: { FirstName: 'Sara', LastName: 'Ali', Email: `${id}@example.com` },
  CreatedAt: '2026-11-20T09:00:00.000Z',
});
const payout: RaRecord = {
  id: 'po1',
  PayoutId: 'po1',
  BusinessName: 'Cool Breeze AC',
  Amount: 12.5,
  Status: 'pending',
  CreatedAt: '2026-11-21T09:00:00.000Z',
};
const inquiry = (id: string, Subject: string): RaRecord => ({
  id,
  InqId: id,
  Subject,
  Name: 'Hamad',
  Email: 'hamad@example.com',
  Message: 'When do you open on Fridays?',
  Status: 'new',
  CreatedAt: '2026-11-22T09:00:00.000Z',
});

/** What the queues' filters select, as the API would. */
const waiting = (record: RaRecord) =>
  record.AccState === 'pending' ||
  record.Status === 'pending' ||
  record.Status === 'new' ||
  record.Status === 'open' ||
  // A business in the verification queue (issue 38) waits until its documents are decided.
  record.AwaitingDocuments > 0;

/** An in-memory back end: a decided record leaves its queue as it would on the server. */
function backEnd(records: Record<string, RaRecord[]>, failing: Record<string, string> = {}) {
  const store = structuredClone(records);
  const find = (resource: string, id: unknown) => store[resource]?.find((record) => record.id === id);
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (failing[resource]) throw new HttpError(failing[resource], 500);
    const rows = (store[resource] ?? []).filter(waiting);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  const update = vi.fn(async (resource: string, params: { id: unknown; data: Partial<RaRecord> }) => {
    const record = find(resource, params.id);
    // A report's decision is an action the server turns into its state.
    const decided = params.data.Action === 'dismiss' ? { Status: 'dismissed' } : {};
    Object.assign(record ?? {}, params.data, decided);
    return { data: record };
  });
  const updateMany = vi.fn(async (resource: string, params: { ids: unknown[]; data: Partial<RaRecord> }) => {
    for (const id of params.ids) Object.assign(find(resource, id) ?? {}, params.data);
    return { data: params.ids };
  });
  const dataProvider = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    update: update as unknown as DataProvider['update'],
    updateMany: updateMany as unknown as DataProvider['updateMany'],
  });
  return { dataProvider, getList, update, updateMany };
}

const seeded = () => ({
  providers: [provider('v1', 'Gulf Cleaning'), provider('v2', 'Pearl Plumbing')],
  payouts: [payout],
  inquiries: [inquiry('i1', 'Opening hours'), inquiry('i2', 'Refund question')],
});

function renderInbox(dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <AdminInbox />
      <Notification />
    </>,
    { route: '/admin/inbox', dataProvider, locale },
  );
}

const queue = (name: string) => screen.findByRole('region', { name });

describe('the needs-action inbox', { timeout: 30_000 }, () => {
  it("shows each queue's waiting records and count, from the lists' own filters", async () => {
    const { dataProvider, getList } = backEnd({ ...seeded(), payouts: [] });
    renderInbox(dataProvider);
    const providers = await queue('Providers waiting for approval');
    expect(await within(providers).findByRole('link', { name: 'Gulf Cleaning' })).toHaveAttribute(
      'href',
      '/admin/providers/v1/show',
    );
    expect(within(providers).getByText('2', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(
      await within(await queue('Payout requests')).findByText('No payout is waiting to be settled.'),
    ).toBeVisible();
    const inquiries = await queue('New inquiries');
    expect(await within(inquiries).findByRole('link', { name: 'Opening hours' })).toHaveAttribute(
      'href',
      '/admin/inquiries/i1/show',
    );
    expect(within(inquiries).getAllByText('When do you open on Fridays?')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'providers',
      expect.objectContaining({ filter: { AccState: 'pending' }, sort: { field: 'CreatedAt', order: 'ASC' } }),
    );
    expect(getList).toHaveBeenCalledWith('payouts', expect.objectContaining({ filter: { Status: 'pending' } }));
    expect(getList).toHaveBeenCalledWith('inquiries', expect.objectContaining({ filter: { Status: 'new' } }));
  });

  it('rejects a provider only with a reason, and the provider leaves the queue', async () => {
    const { dataProvider, update } = backEnd(seeded());
    const { user } = renderInbox(dataProvider);
    const providers = await queue('Providers waiting for approval');
    const row = (await within(providers).findByRole('link', { name: 'Gulf Cleaning' })).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Gulf Cleaning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'No trade licence attached.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ id: 'v1', data: { AccState: 'rejected', Reason: 'No trade licence attached.' } }),
      ),
    );
    expect(await screen.findByText('Provider rejected.')).toBeInTheDocument();
    await waitFor(() => expect(within(providers).queryByText('Gulf Cleaning')).not.toBeInTheDocument());
  });

  it('approves the selected providers together after a confirmation', async () => {
    const { dataProvider, updateMany } = backEnd(seeded());
    const { user } = renderInbox(dataProvider);
    const providers = await queue('Providers waiting for approval');
    await user.click(await within(providers).findByRole('checkbox', { name: 'Select Gulf Cleaning' }));
    await user.click(within(providers).getByRole('checkbox', { name: 'Select Pearl Plumbing' }));
    const bar = within(providers).getByRole('toolbar', { name: /selected providers waiting/i });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 providers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ ids: ['v1', 'v2'], data: { AccState: 'active' } }),
      ),
    );
    expect(await screen.findByText('2 providers approved.')).toBeInTheDocument();
    expect(await within(providers).findByText('No provider is waiting for approval.')).toBeVisible();
  });

  it('settles a payout with its bank reference; payouts have no bulk selection', async () => {
    const { dataProvider, update } = backEnd(seeded());
    const { user } = renderInbox(dataProvider);
    const payouts = await queue('Payout requests');
    await user.click(await within(payouts).findByRole('button', { name: 'Settle payout to Cool Breeze AC' }));
    expect(within(payouts).queryByRole('checkbox')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: /settle 12.500 bhd to cool breeze ac/i });
    await user.keyboard('BBK-778812');
    await user.click(within(dialog).getByRole('button', { name: 'Settle payout' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'payouts',
        expect.objectContaining({ id: 'po1', data: { Status: 'completed', Reference: 'BBK-778812' } }),
      ),
    );
    expect(await within(payouts).findByText('No payout is waiting to be settled.')).toBeVisible();
  });

  it('dismisses a reported message’s report in place; the row links the conversation (issue 37)', async () => {
    const reported = { ...report(), id: report().ReportId };
    const { dataProvider, update } = backEnd({ ...seeded(), 'message-reports': [reported] });
    const { user } = renderInbox(dataProvider);
    const reports = await queue('Reported messages');
    expect(await within(reports).findByRole('link', { name: 'Message from Sara Ali' })).toHaveAttribute(
      'href',
      CONVERSATION_PATHS.admin(reported.ConversationId),
    );
    expect(reports).toHaveTextContent('Reason: Asks to pay outside the marketplace');
    await user.click(within(reports).getByRole('button', { name: 'Dismiss the report of the message from Sara Ali' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'message-reports',
        expect.objectContaining({ id: reported.id, data: { Action: 'dismiss' } }),
      ),
    );
    expect(await within(reports).findByText('No reported message waits for a decision.')).toBeVisible();
  });

  it('sets the status of the selected inquiries together', async () => {
    const { dataProvider, updateMany } = backEnd(seeded());
    const { user } = renderInbox(dataProvider);
    const inquiries = await queue('New inquiries');
    await user.click(await within(inquiries).findByRole('checkbox', { name: 'Select “Opening hours” from Hamad' }));
    await user.click(within(inquiries).getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In progress' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /mark 1 inquiry/i })).getByRole('button', {
        name: 'Change status',
      }),
    );
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'inquiries',
        expect.objectContaining({ ids: ['i1'], data: { Status: 'in-progress' } }),
      ),
    );
    await waitFor(() => expect(within(inquiries).queryByText('Opening hours')).not.toBeInTheDocument());
    expect(within(inquiries).getByText('Refund question')).toBeInTheDocument();
  });

  it('lists the businesses whose documents wait for a review, each opening its review page (issue 38)', async () => {
    const second = review({
      ProviderId: '7d0c6c3e-1d1a-4c8e-9a55-3f1f6c2b9a02',
      BusinessName: 'Pearl Plumbing',
      BusinessType: 'individual',
      AccState: 'active',
      AwaitingDocuments: 1,
    });
    const { dataProvider, getList } = backEnd({ ...seeded(), 'verification-reviews': [review(), second] });
    renderInbox(dataProvider);
    const reviews = await queue('Verification reviews');
    const row = (await within(reviews).findByRole('link', { name: 'Gulf Cleaning' })).closest('li') as HTMLElement;
    expect(within(reviews).getByLabelText('2 waiting')).toHaveTextContent('2');
    expect(within(row).getByRole('link', { name: 'Gulf Cleaning' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminReview(review().ProviderId),
    );
    expect(within(row).getByText('Company · 2 documents awaiting a decision')).toBeInTheDocument();
    expect(within(row).getByText('Sent for review 21 Nov 2026, 11:30')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Review documents of Gulf Cleaning' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminReview(review().ProviderId),
    );
    expect(within(reviews).getByText('Individual · 1 document awaiting a decision')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      VERIFICATION_PATHS.adminQueue,
    );
    expect(getList).toHaveBeenCalledWith('verification-reviews', expect.objectContaining({ filter: {} }));
  });

  it('says when no business waits for a document review', async () => {
    const { dataProvider } = backEnd(seeded());
    renderInbox(dataProvider);
    expect(
      await within(await queue('Verification reviews')).findByText('No business is waiting for a document review.'),
    ).toBeVisible();
  });

  it("shows a queue's error where it is, and the other queues still work", async () => {
    const { dataProvider } = backEnd(seeded(), { payouts: 'The payouts could not be read.' });
    renderInbox(dataProvider);
    expect(await within(await queue('Payout requests')).findByRole('alert')).toHaveTextContent(
      'The payouts could not be read.',
    );
    expect(await within(await queue('New inquiries')).findByText('Opening hours')).toBeInTheDocument();
  });

  it('shows the first ten of a long queue and links to the whole filtered list', async () => {
    const many = Array.from({ length: 12 }, (_, index) => inquiry(`i${index}`, `Question ${index}`));
    const { dataProvider } = backEnd({ ...seeded(), inquiries: many });
    renderInbox(dataProvider);
    const inquiries = await queue('New inquiries');
    await within(inquiries).findByText('Question 0');
    expect(within(inquiries).getAllByRole('listitem')).toHaveLength(10);
    expect(within(inquiries).getByRole('link', { name: 'See all 12' })).toHaveAttribute(
      'href',
      `/admin/inquiries?filter=${encodeURIComponent(JSON.stringify({ Status: 'new' }))}`,
    );
  });
});

describe('the needs-action inbox in Arabic', { timeout: 30_000 }, () => {
  it('names the queues, counts and empty states in Arabic and approves the selected providers', async () => {
    const many = Array.from({ length: 12 }, (_, index) => inquiry(`i${index}`, `Question ${index}`));
    const { dataProvider, updateMany } = backEnd({ ...seeded(), payouts: [], inquiries: many });
    const { user } = renderInbox(dataProvider, 'ar');
    expect(await screen.findByText(/مقدّمو خدمة بانتظار الموافقة، وطلبات صرف بانتظار التسوية/)).toBeInTheDocument();

    const providers = await queue('مقدّمو خدمة بانتظار الموافقة');
    await within(providers).findByRole('link', { name: 'Gulf Cleaning' });
    expect(within(providers).getByLabelText('اثنان بالانتظار')).toHaveTextContent('2');
    expect(within(providers).getByRole('link', { name: 'فتح القائمة' })).toBeInTheDocument();
    expect(within(providers).getAllByText('سجّل في 20 نوفمبر 2026')).toHaveLength(2);
    expect(await within(await queue('طلبات الصرف')).findByText('لا يوجد طلب صرف بانتظار التسوية.')).toBeVisible();
    expect(
      await within(await queue('مراجعات التوثيق')).findByText('لا يوجد نشاط تجاري بانتظار مراجعة مستنداته.'),
    ).toBeVisible();
    const inquiries = await queue('استفسارات جديدة');
    expect(await within(inquiries).findByRole('link', { name: 'عرض الكل (12)' })).toBeInTheDocument();
    expect(within(inquiries).getByRole('checkbox', { name: 'تحديد «Question 0» من Hamad' })).toBeInTheDocument();

    // Two providers selected: the bar counts them in Arabic and the confirmation names them so.
    await user.click(within(providers).getByRole('checkbox', { name: 'تحديد Gulf Cleaning' }));
    await user.click(within(providers).getByRole('checkbox', { name: 'تحديد Pearl Plumbing' }));
    const bar = within(providers).getByRole('toolbar', {
      name: 'إجراءات على المحدَّد في قائمة «مقدّمو خدمة بانتظار الموافقة»',
    });
    expect(within(bar).getByText('اثنان محدَّدان')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'إلغاء التحديد' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'الموافقة على المحدَّدين' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على مقدّمَي خدمة اثنين؟' });
    expect(dialog).toHaveTextContent('تُسجَّل كل موافقة في سجل التدقيق.');
    await user.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'providers',
        expect.objectContaining({ ids: ['v1', 'v2'], data: { AccState: 'active' } }),
      ),
    );
    expect(await screen.findByText('تمت الموافقة على مقدّمَي خدمة اثنين.')).toBeInTheDocument();
    expect(await within(providers).findByText('لا يوجد مقدّم خدمة بانتظار الموافقة.')).toBeVisible();
  });
});
