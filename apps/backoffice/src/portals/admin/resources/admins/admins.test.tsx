import { TEST_USER_ID } from '@marketplace/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '@/testing/fake-auth-provider';
import { renderInAdmin } from '@/testing/render-in-admin';
import AdminCreate from './admin-create';
import AdminList from './admin-list';

const person = { IsActive: true, Status: 'active', LastLoginAt: '2026-11-20T09:00:00.000Z', CreatedAt: '2026-01-01' };
const rows = [
  {
    ...person,
    id: TEST_USER_ID,
    UserId: TEST_USER_ID,
    FirstName: 'Fatima',
    LastName: 'Ali',
    Email: 'fatima@x.bh',
    Role: 'admin',
  },
  { ...person, id: 'a2', UserId: 'a2', FirstName: 'Noor', LastName: 'Saleh', Email: 'noor@x.bh', Role: 'admin' },
  {
    ...person,
    id: 'a3',
    UserId: 'a3',
    FirstName: 'Omar',
    LastName: 'Khalid',
    Email: 'omar@x.bh',
    Role: 'admin',
    IsActive: false,
    Status: 'disabled',
    LastLoginAt: null,
  },
  { ...person, id: 'a4', UserId: 'a4', FirstName: 'Huda', LastName: 'Rashid', Email: 'huda@x.bh', Role: 'superAdmin' },
];

function provider() {
  return testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: rows.length })) as DataProvider['getList'],
    update: vi.fn(async (_resource, params) => ({
      data: { ...params.previousData, ...params.data },
    })) as DataProvider['update'],
    create: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: 'a5' } })) as DataProvider['create'],
  });
}

function renderList(dataProvider: DataProvider, role: 'admin' | 'superAdmin' = 'superAdmin') {
  return renderInAdmin(
    <>
      <AdminList />
      <Notification />
    </>,
    { resource: 'admins', route: '/admin/admins', dataProvider, authProvider: fakeAuthProvider(role) },
  );
}

describe('admins', { timeout: 30_000 }, () => {
  it('lists the team; disable and enable are offered except on oneself and on super admins', async () => {
    renderList(provider());
    const noor = (await screen.findByText('Noor Saleh')).closest('tr')!;
    expect(await within(noor).findByRole('button', { name: 'Disable Noor Saleh' })).toBeInTheDocument();
    const omar = screen.getByText('Omar Khalid').closest('tr')!;
    expect(within(omar).getByText('Disabled')).toBeInTheDocument();
    expect(within(omar).getByText('Never')).toBeInTheDocument();
    expect(within(omar).getByRole('button', { name: 'Enable Omar Khalid' })).toBeInTheDocument();
    const huda = screen.getByText('Huda Rashid').closest('tr')!;
    expect(within(huda).getByText('Super admin')).toBeInTheDocument();
    expect(within(huda).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByText('Fatima Ali').closest('tr')!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables an admin only after the confirmation', async () => {
    const dataProvider = provider();
    const { user } = renderList(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Disable Noor Saleh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Noor Saleh?' });
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'admins',
        expect.objectContaining({ id: 'a2', data: { IsActive: false } }),
      ),
    );
    expect(await screen.findByText('Noor Saleh is disabled.')).toBeInTheDocument();
  });

  it('is not shown to a plain admin', async () => {
    const dataProvider = provider();
    const { router } = renderList(dataProvider, 'admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
    // react-admin may already have asked for the list (the API refuses a plain admin with 403).
    expect(screen.queryByText('Noor Saleh')).not.toBeInTheDocument();
  });

  it('invites by e-mail with the contract’s messages and the API’s confirmation', async () => {
    const dataProvider = provider();
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/admins/create" element={<AdminCreate />} />
          <Route path="/admins" element={<p>Admin list</p>} />
        </Routes>
        <Notification />
      </>,
      {
        resource: 'admins',
        route: '/admin/admins/create',
        dataProvider,
        authProvider: fakeAuthProvider('superAdmin'),
      },
    );
    const email = await screen.findByRole('textbox', { name: /e-mail/i });
    const firstName = screen.getByRole('textbox', { name: /first name/i });
    // A blank name counts as missing (the save button waits for a first change).
    await user.type(firstName, ' ');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await user.type(email, 'noor');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(email, '@marketplace.test');
    await user.clear(firstName);
    await user.type(firstName, 'Noor');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Saleh');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('admins', {
        data: { Email: 'noor@marketplace.test', FirstName: 'Noor', LastName: 'Saleh' },
      }),
    );
    expect(await screen.findByText('An invitation has been sent to noor@marketplace.test.')).toBeInTheDocument();
    expect(await screen.findByText('Admin list')).toBeInTheDocument();
  });
});

describe('admins in Arabic', { timeout: 30_000 }, () => {
  it('lists the team with Arabic headers, roles and states, and disables after an Arabic confirmation', async () => {
    const dataProvider = provider();
    const { user } = renderInAdmin(
      <>
        <AdminList />
        <Notification />
      </>,
      {
        resource: 'admins',
        route: '/admin/admins',
        dataProvider,
        authProvider: fakeAuthProvider('superAdmin'),
        locale: 'ar',
      },
    );
    const noor = (await screen.findByText('Noor Saleh')).closest('tr')!;
    // The actions wait for the signed-in account (none on oneself).
    expect(await within(noor).findByRole('button', { name: 'تعطيل Noor Saleh' })).toHaveTextContent('تعطيل');
    for (const name of ['الاسم', 'البريد الإلكتروني', 'الدور', 'الحالة', 'آخر تسجيل دخول', 'الإجراءات']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'دعوة مشرف' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('البحث في المشرفين')).toBeInTheDocument();
    const omar = screen.getByText('Omar Khalid').closest('tr')!;
    expect(within(omar).getByText('معطّل')).toBeInTheDocument();
    expect(within(omar).getByText('لم يسجّل الدخول بعد')).toBeInTheDocument();
    expect(within(omar).getByRole('button', { name: 'تفعيل Omar Khalid' })).toHaveTextContent('تفعيل');
    expect(within(screen.getByText('Huda Rashid').closest('tr')!).getByText('مشرف عام')).toBeInTheDocument();
    expect(within(noor).getByText('نشط')).toBeInTheDocument();
    await user.click(within(noor).getByRole('button', { name: 'تعطيل Noor Saleh' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعطيل حساب .*Noor Saleh.*؟$/ });
    expect(within(dialog).getByText(/سيُسجَّل خروجه من كل الأجهزة/)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'تعطيل' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'admins',
        expect.objectContaining({ id: 'a2', data: { IsActive: false } }),
      ),
    );
    expect(await screen.findByText(/^تم تعطيل حساب .*Noor Saleh.*\.$/)).toBeInTheDocument();
  });

  it('invites with Arabic labels and the contract’s messages in Arabic', async () => {
    const dataProvider = provider();
    const { user } = renderInAdmin(
      <Routes>
        <Route path="/admins/create" element={<AdminCreate />} />
      </Routes>,
      {
        resource: 'admins',
        route: '/admin/admins/create',
        dataProvider,
        authProvider: fakeAuthProvider('superAdmin'),
        locale: 'ar',
      },
    );
    const email = await screen.findByRole('textbox', { name: 'البريد الإلكتروني' });
    // An address reads left to right in the Arabic form.
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'اسم العائلة' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'الاسم الأول' }), ' ');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('حقل الاسم الأول مطلوب')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
