import { BANK_DETAILS_MESSAGES, PAYOUT_ERRORS } from '@marketplace/contract';
import { translateContractText } from '@marketplace/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider, type GetOneParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { backofficeI18n } from '@/locales/test-i18n';
import { renderInAdmin } from '@/testing/render-in-admin';
import ProviderPayoutList from './provider-payout-list';

const balance = {
  id: 'balance',
  ProviderId: 'v1',
  TotalEarned: 20,
  PaidOut: 5,
  PendingPayouts: 2.5,
  AvailableBalance: 12.5,
};
const saved = {
  id: 'bank-details',
  Saved: true,
  ProviderId: 'v1',
  AccountHolder: 'Manama Pipes',
  BankName: 'BBK',
  Iban: 'BH67BMAG00001299123456',
  IbanMasked: '•••• 3456',
  ModifiedAt: '2026-11-20T09:00:00.000Z',
};
const payout = {
  id: 't1',
  TransactionId: 't1',
  Type: 'payout',
  Status: 'cancelled',
  Amount: 3,
  ReferenceNumber: 'PO-2026-ABCDEFGH',
  Description: 'Payout by bank transfer (rejected: wrong name)',
  CreatedAt: '2026-11-20T09:00:00.000Z',
};

function fakeProvider(bank: object = { id: 'bank-details', Saved: false }) {
  return testDataProvider({
    getList: vi.fn(async () => ({ data: [payout], total: 1 })) as unknown as DataProvider['getList'],
    getOne: vi.fn(async (_resource: string, params: GetOneParams) => ({
      data: params.id === 'balance' ? balance : bank,
    })) as unknown as DataProvider['getOne'],
    update: vi.fn(async (_resource, params) => ({ data: { ...saved, ...params.data } })) as DataProvider['update'],
    create: vi.fn(async (_resource, params) => ({
      data: { ...payout, id: 'new', ...params.data },
    })) as DataProvider['create'],
  });
}

const renderPage = (dataProvider: DataProvider, locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(
    <>
      <ProviderPayoutList />
      <Notification />
    </>,
    { portal: 'provider', resource: 'payouts', route: '/provider-dashboard/payouts', dataProvider, locale },
  );

describe('provider payouts', { timeout: 30_000 }, () => {
  it('shows the available and pending balance and the history with states', async () => {
    renderPage(fakeProvider(saved));
    const figures = await screen.findByRole('group', { name: 'Your balance' });
    expect(within(figures).getByText('12.500 BHD')).toBeInTheDocument();
    expect(within(figures).getByText('Pending payouts')).toBeInTheDocument();
    expect(within(figures).getByText('2.500 BHD')).toBeInTheDocument();
    expect(await screen.findByText('PO-2026-ABCDEFGH')).toBeInTheDocument();
    expect(screen.getByText(/rejected: wrong name/)).toBeInTheDocument();
    // A rejected request in the word the admin's list and the mail use (issue 41 point 3).
    expect(screen.getAllByText('Rejected', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Cancelled', { exact: true })).not.toBeInTheDocument();
  });

  it('refuses a payout request before bank details, and checks the IBAN before saving', async () => {
    const dataProvider = fakeProvider();
    const { user } = renderPage(dataProvider);
    expect(await screen.findByText('Add your bank details first: payouts are bank transfers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
    const form = await screen.findByRole('form', { name: 'Bank details' });
    await user.type(within(form).getByRole('textbox', { name: /account holder/i }), 'Manama Pipes');
    await user.type(within(form).getByRole('textbox', { name: /bank name/i }), 'BBK');
    await user.type(within(form).getByRole('textbox', { name: /iban/i }), 'BH68 BMAG 0000 1299 1234 56');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await within(form).findByText(BANK_DETAILS_MESSAGES.ibanInvalid)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    const iban = within(form).getByRole('textbox', { name: /iban/i });
    await user.clear(iban);
    await user.type(iban, 'bh67 bmag 0000 1299 1234 56');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'payouts',
        expect.objectContaining({
          id: 'bank-details',
          data: { AccountHolder: 'Manama Pipes', BankName: 'BBK', Iban: 'bh67 bmag 0000 1299 1234 56' },
        }),
      ),
    );
    expect(await screen.findByText('IBAN •••• 3456')).toBeInTheDocument();
    expect(screen.queryByText(/BMAG/)).not.toBeInTheDocument();
  });

  it('refuses an amount above the balance or with 4 decimals, showing the balance, then requests', async () => {
    const dataProvider = fakeProvider(saved);
    const { user } = renderPage(dataProvider);
    const button = await screen.findByRole('button', { name: 'Request payout' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout' });
    expect(within(dialog).getByText('Available balance: 12.500 BHD')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (BHD)' });
    const submit = within(dialog).getByRole('button', { name: 'Request payout' });
    await user.type(amount, '12.501');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_ERRORS.overBalance('12.500 BHD'))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.2345');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_ERRORS.amountDecimals)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(submit);
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('payouts', expect.objectContaining({ data: { Amount: 12.5 } })),
    );
    expect(await screen.findByText(/Payout requested/)).toBeInTheDocument();
  });
});

describe('provider payouts in Arabic', { timeout: 30_000 }, () => {
  it('heads the history, the request and the bank details in Arabic', async () => {
    renderPage(fakeProvider(saved), 'ar');
    expect(await screen.findByText('PO-2026-ABCDEFGH')).toBeInTheDocument();
    for (const header of ['تاريخ الطلب', 'المبلغ', 'الحالة', 'المرجع', 'التفاصيل'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The API's description in Arabic, the admin's reason as written.
    expect(screen.getByText('صرف بتحويل مصرفي (مرفوض: wrong name)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'طلب دفعة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'البيانات المصرفية' })).toBeInTheDocument();
    expect(await screen.findByLabelText('رقم الآيبان المنتهي بـ 3456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغيير البيانات المصرفية' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'اطلب دفعة' });
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('blocks the request and checks the IBAN with Arabic messages', async () => {
    const dataProvider = fakeProvider();
    const { user } = renderPage(dataProvider, 'ar');
    expect(await screen.findByText('أضف بياناتك المصرفية أولًا: تُصرف الدفعات بتحويل مصرفي.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اطلب دفعة' })).toBeDisabled();
    const form = await screen.findByRole('form', { name: 'البيانات المصرفية' });
    await user.type(within(form).getByRole('textbox', { name: /اسم صاحب الحساب/ }), 'Manama Pipes');
    await user.type(within(form).getByRole('textbox', { name: /اسم البنك/ }), 'BBK');
    const iban = within(form).getByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveAttribute('dir', 'ltr');
    await user.type(iban, 'BH68 BMAG 0000 1299 1234 56');
    await user.click(within(form).getByRole('button', { name: 'حفظ البيانات المصرفية' }));
    const arabic = translateContractText(backofficeI18n('ar'), BANK_DETAILS_MESSAGES.ibanInvalid);
    expect(arabic).not.toBe(BANK_DETAILS_MESSAGES.ibanInvalid);
    expect(await within(form).findByText(arabic)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
