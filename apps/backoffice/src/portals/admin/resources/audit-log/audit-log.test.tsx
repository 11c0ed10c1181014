import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '@/testing/render-in-admin';
import AuditList from './audit-list';

const entry = {
  id: 'a1',
  AuditId: 'a1',
  Action: 'customer.deactivate',
  TargetType: 'customer',
  TargetId: 'u9',
  ActorUserId: 'admin-1',
  ActorRole: 'admin',
  ActorName: 'Sara Admin',
  ActorEmail: 'sara@marketplace.test',
  Before: { IsActive: true, Email: 'c9@example.com' },
  After: { IsActive: false, Email: 'c9@example.com' },
  Reason: 'Bounced mail',
  Ip: '10.0.0.7',
  CreatedAt: '2026-11-20T09:30:00.000Z',
};

describe('audit log', { timeout: 30_000 }, () => {
  it('lists entries newest first with the actor, and opens one to show what changed', async () => {
    const getList = vi.fn(async () => ({ data: [entry], total: 1 }));
    const { user } = renderInAdmin(<AuditList />, {
      resource: 'audit-log',
      route: '/admin/audit-log',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
    });
    expect(await screen.findByText('Sara Admin')).toBeInTheDocument();
    expect(screen.getByText('sara@marketplace.test · Admin')).toBeInTheDocument();
    // The action and the target by name, the action's code beneath (what the filter takes).
    expect(screen.getByText('Customer deactivated')).toBeInTheDocument();
    expect(screen.getByText('customer.deactivate')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(screen.getByText('Bounced mail')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ sort: { field: 'CreatedAt', order: 'DESC' } }),
    );
    expect(screen.queryByRole('table', { name: 'Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByText('customer.deactivate'));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const [, changed, same] = within(changes).getAllByRole('row');
    expect(changed).toHaveAttribute('data-changed', 'true');
    expect(within(changed!).getByText('IsActive')).toBeInTheDocument();
    expect(within(changed!).getByText('changed')).toBeInTheDocument();
    expect(within(changed!).getByText('true')).toBeInTheDocument();
    expect(within(changed!).getByText('false')).toBeInTheDocument();
    expect(same).toHaveAttribute('data-changed', 'false');
    expect(within(same!).getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('1 changed')).toBeInTheDocument();
  });

  it('narrows the log to one actor from a row', async () => {
    const getList = vi.fn(async () => ({ data: [entry], total: 1 }));
    const { user } = renderInAdmin(<AuditList />, {
      resource: 'audit-log',
      route: '/admin/audit-log',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Only entries by Sara Admin' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'audit-log',
        expect.objectContaining({ filter: { ActorUserId: 'admin-1' } }),
      ),
    );
    expect(screen.queryByRole('table', { name: 'Changes' })).not.toBeInTheDocument();
  });
});

describe('audit log in Arabic', { timeout: 30_000 }, () => {
  it('reads right to left: Arabic headers, field names beside the recorded keys, values as recorded', async () => {
    const getList = vi.fn(async () => ({ data: [entry], total: 1 }));
    const { user } = renderInAdmin(<AuditList />, {
      resource: 'audit-log',
      route: '/admin/audit-log',
      dataProvider: testDataProvider({ getList: getList as DataProvider['getList'] }),
      locale: 'ar',
    });
    expect(await screen.findByText('Sara Admin')).toHaveAttribute('dir', 'auto');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    for (const name of ['التاريخ', 'المنفّذ', 'الإجراء', 'الهدف', 'السبب', 'عنوان IP']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('إيقاف عميل')).toBeInTheDocument();
    expect(screen.getByText('sara@marketplace.test · مشرف')).toBeInTheDocument();
    expect(screen.getByText('عميل')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'القيود الخاصة بـ\u2068عميل u9\u2069 فقط' })).toBeInTheDocument();
    expect(screen.getByText('Bounced mail')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('10.0.0.7')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: /^قيود .*Sara Admin.* فقط$/ })).toBeInTheDocument();

    await user.click(screen.getByText('customer.deactivate'));
    const changes = await screen.findByRole('table', { name: 'التغييرات' });
    const [head, changed, same] = within(changes).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الحقل', 'قبل', 'بعد']);
    // Our name for the field, the key the API recorded beside it, and the values as recorded.
    expect(within(changed!).getByText('نشط')).toBeInTheDocument();
    expect(within(changed!).getByText('IsActive')).toHaveAttribute('dir', 'ltr');
    expect(within(changed!).getByText('تغيّر')).toBeInTheDocument();
    expect(within(changed!).getByText('true')).toHaveAttribute('dir', 'auto');
    expect(within(changed!).getByText('false')).toHaveAttribute('dir', 'auto');
    expect(within(same!).getByText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByText('تغيّر حقل واحد')).toBeInTheDocument();
  });

  it('says so in Arabic when no entry matches', async () => {
    renderInAdmin(<AuditList />, {
      resource: 'audit-log',
      route: '/admin/audit-log',
      dataProvider: testDataProvider({
        getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
      }),
      locale: 'ar',
    });
    expect(await screen.findByText('لا توجد قيود تدقيق تطابق عوامل التصفية هذه.')).toBeInTheDocument();
  });
});
