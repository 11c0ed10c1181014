import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import InquiryList from './inquiry-list';
import InquiryShow from './inquiry-show';

const base = { Phone: '', ModifiedAt: null, CreatedAt: '2026-11-20T09:00:00.000Z' };
const rows = [
  {
    ...base,
    id: 'i1',
    InqId: 'i1',
    Name: 'Sara Ahmed',
    Email: 'sara@example.bh',
    Subject: 'AC quote',
    Message: 'Two split units.\nPlease call after 5.',
    Status: 'new',
  },
  {
    ...base,
    id: 'i2',
    InqId: 'i2',
    Name: 'Ali Hasan',
    Email: 'ali@example.bh',
    Subject: 'Invoice copy',
    Message: 'I need a copy of my invoice.',
    Status: 'resolved',
  },
];

function provider() {
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const status = params.filter?.Status as string | undefined;
    const data = rows.filter((row) => !status || row.Status === status);
    return { data, total: data.length };
  });
  const dataProvider = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    getOne: vi.fn(async (_resource, { id }) => ({
      data: rows.find((row) => row.id === id)!,
    })) as DataProvider['getOne'],
    update: vi.fn(async (_resource, params) => ({
      data: { ...params.previousData, ...params.data },
    })) as DataProvider['update'],
    updateMany: vi.fn(async (_resource, params) => ({ data: params.ids })) as DataProvider['updateMany'],
    delete: vi.fn(async (_resource, params) => ({ data: params.previousData })) as DataProvider['delete'],
  });
  return { dataProvider, getList };
}

function renderList(dataProvider: DataProvider) {
  return renderInAdmin(
    <>
      <InquiryList />
      <Notification />
    </>,
    { resource: 'inquiries', route: '/admin/inquiries', dataProvider },
  );
}

describe('inquiries', { timeout: 30_000 }, () => {
  it('lists inquiries and expands a row to its full message', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByText('AC quote'));
    expect(await screen.findByText(/Two split units\.\s+Please call after 5\./)).toBeInTheDocument();
    expect(screen.getByText('sara@example.bh')).toBeInTheDocument();
  });

  it('changes a status in place with one call', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('combobox', { name: 'Status of “AC quote” from Sara Ahmed' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'inquiries',
        expect.objectContaining({ id: 'i1', data: { Status: 'in-progress' } }),
      ),
    );
    expect(await screen.findByText('Inquiry marked in progress.')).toBeInTheDocument();
    // The click on the select did not expand the row.
    expect(screen.queryByText(/Two split units/)).not.toBeInTheDocument();
  });

  it('filters by status from the sidebar', async () => {
    const { dataProvider, getList } = provider();
    const { user } = renderList(dataProvider);
    await screen.findByText('AC quote');
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(screen.queryByText('AC quote')).not.toBeInTheDocument());
    expect(screen.getByText('Invoice copy')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('inquiries', expect.objectContaining({ filter: { Status: 'resolved' } }));
  });

  it('deletes only after the confirmation', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Delete inquiry “AC quote” from Sara Ahmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this inquiry?' });
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('inquiries', expect.objectContaining({ id: 'i1' })),
    );
    expect(await screen.findByText('Inquiry deleted.')).toBeInTheDocument();
  });

  it('sets one status on the selected inquiries after a confirmation', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await screen.findByText('AC quote');
    // react-admin's own text, from its English catalog (locales/react-admin).
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 inquiries closed?' });
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith('inquiries', {
        ids: ['i1', 'i2'],
        data: { Status: 'closed' },
      }),
    );
    expect(await screen.findByText('2 inquiries marked closed.')).toBeInTheDocument();
  });

  it('names each row checkbox on its input, toggles with a click or Space, and the bulk action gets both', async () => {
    const { dataProvider } = provider();
    const { user } = renderList(dataProvider);
    await screen.findByText('AC quote');
    const first = screen.getByRole('checkbox', { name: 'Select inquiry “AC quote” from Sara Ahmed' });
    const second = screen.getByRole('checkbox', { name: 'Select inquiry “Invoice copy” from Ali Hasan' });
    // The name sits on the <input> itself; no aria-label is left on a role-less wrapper (axe's
    // aria-prohibited-attr, which react-admin's own row checkbox fails on MUI 9).
    expect(first.tagName).toBe('INPUT');
    expect(document.querySelectorAll('table span[aria-label]:not([role])')).toHaveLength(0);
    await user.click(first);
    expect(first).toBeChecked();
    second.focus();
    await user.keyboard(' ');
    expect(second).toBeChecked();
    // Selecting did not expand the row.
    expect(screen.queryByText(/Two split units/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 inquiries in progress?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith('inquiries', {
        ids: ['i1', 'i2'],
        data: { Status: 'in-progress' },
      }),
    );
  });

  it('shows one inquiry with its message, status select and delete', async () => {
    const { dataProvider } = provider();
    renderInAdmin(
      <Routes>
        <Route path="/inquiries/:id/show" element={<InquiryShow />} />
      </Routes>,
      { resource: 'inquiries', route: '/admin/inquiries/i2/show', dataProvider },
    );
    expect(await screen.findByText('I need a copy of my invoice.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of “Invoice copy” from Ali Hasan' })).toHaveTextContent(
      'Resolved',
    );
    expect(
      await screen.findByRole('button', { name: 'Delete inquiry “Invoice copy” from Ali Hasan' }),
    ).toBeInTheDocument();
  });
});

describe('inquiries in Arabic', { timeout: 30_000 }, () => {
  function renderArabicList(dataProvider: DataProvider) {
    return renderInAdmin(
      <>
        <InquiryList />
        <Notification />
      </>,
      { resource: 'inquiries', route: '/admin/inquiries', dataProvider, locale: 'ar' },
    );
  }

  it('lists inquiries with Arabic headers, statuses and sidebar, and changes a status in place', async () => {
    const { dataProvider } = provider();
    const { user } = renderArabicList(dataProvider);
    expect(await screen.findByText('AC quote')).toHaveAttribute('dir', 'auto');
    for (const name of ['المرسل', 'الموضوع', 'الحالة', 'تاريخ الاستلام', 'الإجراءات']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    for (const name of ['جديد', 'قيد المعالجة', 'محلول', 'مغلق']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'حذف الاستفسار «AC quote» من Sara Ahmed' })).toHaveTextContent(
      'حذف',
    );
    const select = screen.getByRole('combobox', { name: 'حالة «AC quote» من Sara Ahmed' });
    expect(select).toHaveTextContent('جديد');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'قيد المعالجة' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'inquiries',
        expect.objectContaining({ id: 'i1', data: { Status: 'in-progress' } }),
      ),
    );
    expect(await screen.findByText('تم تغيير حالة الاستفسار إلى «قيد المعالجة».')).toBeInTheDocument();
  });

  it('sets one status on two selected inquiries, counted in Arabic', async () => {
    const { dataProvider } = provider();
    const { user } = renderArabicList(dataProvider);
    await user.click(await screen.findByRole('checkbox', { name: 'تحديد الاستفسار «AC quote» من Sara Ahmed' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد الاستفسار «Invoice copy» من Ali Hasan' }));
    await user.click(await screen.findByRole('button', { name: 'تعيين الحالة' }));
    await user.click(await screen.findByRole('menuitem', { name: 'مغلق' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغيير حالة استفسارين إلى «مغلق»؟' });
    expect(within(dialog).getByText('ستُعيَّن هذه الحالة لكل استفسار محدد.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تغيير الحالة' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith('inquiries', {
        ids: ['i1', 'i2'],
        data: { Status: 'closed' },
      }),
    );
    expect(await screen.findByText('تغيرت حالة استفسارين إلى «مغلق».')).toBeInTheDocument();
  });

  it('deletes after an Arabic confirmation and says so in Arabic', async () => {
    const { dataProvider } = provider();
    const { user } = renderArabicList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'حذف الاستفسار «AC quote» من Sara Ahmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف هذا الاستفسار؟' });
    expect(within(dialog).getByText(/سيُحذف الاستفسار «.*AC quote.*» من .*Sara Ahmed.* نهائيًا\./)).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('inquiries', expect.objectContaining({ id: 'i1' })),
    );
    expect(await screen.findByText('تم حذف الاستفسار.')).toBeInTheDocument();
  });

  it('shows one inquiry with Arabic labels and the sender’s words in their own direction', async () => {
    const { dataProvider } = provider();
    renderInAdmin(
      <Routes>
        <Route path="/inquiries/:id/show" element={<InquiryShow />} />
      </Routes>,
      { resource: 'inquiries', route: '/admin/inquiries/i2/show', dataProvider, locale: 'ar' },
    );
    expect(await screen.findByText('I need a copy of my invoice.')).toHaveAttribute('dir', 'auto');
    for (const label of ['الموضوع', 'الاسم', 'البريد الإلكتروني', 'الهاتف', 'تاريخ الاستلام', 'الحالة']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'الرسالة' })).toBeInTheDocument();
    expect(screen.getByText('لم يُذكر رقم هاتف')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'حالة «Invoice copy» من Ali Hasan' })).toHaveTextContent('محلول');
  });
});
