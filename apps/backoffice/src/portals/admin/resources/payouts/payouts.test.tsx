import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import PayoutList from './payout-list';

const pending = {
  id: 'p1',
  PayoutId: 'p1',
  ProviderId: 'v1',
  BusinessName: 'Cool Breeze AC',
  Amount: 12.5,
  Status: 'pending',
  ReferenceNumber: 'PO-1',
  Description: 'Payout by bank transfer',
  CreatedAt: '2026-11-20T09:00:00.000Z',
  ModifiedAt: '2026-11-20T09:00:00.000Z',
  BankAccount: { AccountHolder: 'Cool Breeze W.L.L.', BankName: 'BBK', Iban: 'BH67BMAG00001299123456' },
};
const settled = { ...pending, id: 'p2', PayoutId: 'p2', BusinessName: 'Glow Salon', Status: 'completed' };

function provider(update?: DataProvider['update']) {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const status = params.filter?.Status as string | undefined;
    const rows = [pending, settled].filter((p) => !status || status === 'all' || p.Status === status);
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

function renderList(dataProvider: DataProvider) {
  return renderInAdmin(
    <>
      <PayoutList />
      <Notification />
    </>,
    { resource: 'payouts', route: '/admin/payouts', dataProvider },
  );
}

describe('payouts', { timeout: 30_000 }, () => {
  it('opens on the pending tab with provider, amount in BHD with 3 decimals and state', async () => {
    const { dataProvider, getList } = provider();
    renderList(dataProvider);
    expect(await screen.findByText('Cool Breeze AC')).toBeInTheDocument();
    expect(screen.getByText('12.500 BHD')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /pending/i, selected: true })).toBeInTheDocument();
    expect(screen.queryByText('Glow Salon')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('payouts', expect.objectContaining({ filter: { Status: 'pending' } }));
  });

  it('settles with the bank reference typed in the dialog', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Settle payout to Cool Breeze AC' }));
    const dialog = await screen.findByRole('dialog', { name: /settle 12.500 bhd to cool breeze ac/i });
    expect(
      within(dialog).getByText(/to Cool Breeze W\.L\.L\. · BBK · BH67 BMAG 0000 1299 1234 56\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Bank reference' })).toHaveFocus();
    await user.keyboard('BBK-778812');
    await user.click(within(dialog).getByRole('button', { name: 'Settle payout' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'payouts',
        expect.objectContaining({ id: 'p1', data: { Status: 'completed', Reference: 'BBK-778812' } }),
      ),
    );
    expect(await screen.findByText('Payout settled.')).toBeInTheDocument();
  });

  it('refuses to reject without a reason before any call, then sends the reason', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Reject payout to Cool Breeze AC' }));
    const dialog = await screen.findByRole('dialog', { name: /reject the payout/i });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The IBAN does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payout' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'payouts',
        expect.objectContaining({ id: 'p1', data: { Status: 'failed', Reason: 'The IBAN does not match' } }),
      ),
    );
    expect(await screen.findByText('Payout rejected.')).toBeInTheDocument();
  });

  it('shows the API’s message when settling fails and keeps the dialog open', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Only a pending payout can be settled (this one is completed)', 409);
    }) as unknown as DataProvider['update'];
    const { dataProvider } = provider(update);
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Settle payout to Cool Breeze AC' }));
    await user.click(await screen.findByRole('button', { name: 'Settle payout' }));
    expect(await screen.findByText(/only a pending payout can be settled/i)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('switches to paid payouts, which offer no decision, and names the empty tab', async () => {
    const { dataProvider, getList } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('Glow Salon')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('payouts', expect.objectContaining({ filter: { Status: 'completed' } }));
    expect(screen.queryByRole('button', { name: /settle payout/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No failed payouts.')).toBeInTheDocument();
  });
  describe('in Arabic', { timeout: 30_000 }, () => {
    const renderArabic = (dataProvider: DataProvider) =>
      renderInAdmin(
        <>
          <PayoutList />
          <Notification />
        </>,
        { resource: 'payouts', route: '/admin/payouts', dataProvider, locale: 'ar' },
      );

    it('names the tabs, the columns and the empty tab in Arabic', async () => {
      const { dataProvider } = provider();
      const { user } = renderArabic(dataProvider);
      expect(await screen.findByText('Cool Breeze AC')).toBeInTheDocument();
      expect(screen.getAllByText('صرف بتحويل مصرفي').length).toBeGreaterThan(0);
      const tabs = screen.getByRole('tablist', { name: 'حالة طلب الصرف' });
      expect(within(tabs).getByRole('tab', { name: /قيد المراجعة/, selected: true })).toBeInTheDocument();
      for (const header of ['مقدّم الخدمة', 'المبلغ', 'تاريخ الطلب', 'الحالة', 'الدفع إلى', 'الإجراءات']) {
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      await user.click(within(tabs).getByRole('tab', { name: 'فاشل' }));
      expect(await screen.findByText('لا توجد طلبات صرف فاشلة.')).toBeInTheDocument();
    });

    it('settles through an Arabic dialog and confirms in Arabic', async () => {
      const { dataProvider } = provider();
      const { user } = renderArabic(dataProvider);
      await user.click(await screen.findByRole('button', { name: 'تسوية طلب صرف Cool Breeze AC' }));
      const dialog = await screen.findByRole('dialog', { name: /تسوية .*12\.500.* لصالح .*Cool Breeze AC.*؟/ });
      expect(dialog).toHaveTextContent(/حوِّل المبلغ عبر البنك أولًا \(إلى .*BH67 BMAG 0000 1299 1234 56.*\)/);
      expect(within(dialog).getByRole('textbox', { name: 'مرجع التحويل البنكي' })).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
      await user.keyboard('BBK-778812');
      await user.click(within(dialog).getByRole('button', { name: 'تسوية طلب الصرف' }));
      await waitFor(() =>
        expect(dataProvider.update).toHaveBeenCalledWith(
          'payouts',
          expect.objectContaining({ data: { Status: 'completed', Reference: 'BBK-778812' } }),
        ),
      );
      expect(await screen.findByText('تمت تسوية طلب الصرف.')).toBeInTheDocument();
    });
  });
});
