import { ORDER_PLACED_REASON } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import OrderList from './order-list';
import OrderShow from './order-show';

const ID = '5f3e2a1b-0000-4000-8000-000000000001';
const summary = {
  id: ID,
  OrderId: ID,
  CreatedAt: '2026-11-20T09:30:00Z',
  Status: 'Pending',
  CustomerId: 'c-1',
  CustomerName: 'Layla Hasan',
  CustomerEmail: 'layla@example.bh',
  TotalPrice: 1.98,
  PaymentType: 'card',
  IsPaymentSuccess: true,
  PaidAt: '2026-11-20T09:31:00Z',
  CancelledAt: null,
  ItemCount: 2,
  ProviderNames: ['Gulf Breeze Cooling', 'Pearl Home Services'],
};
const detail = {
  ...summary,
  CustomerPhone: '+97333123456',
  OrderItems: [
    {
      OrderItemId: 'i-1',
      ServiceItemId: 's-1',
      Type: 'service',
      Name: 'AC repair',
      Description: '',
      Quantity: 1,
      Status: 'Pending',
      Photos: [],
      ProviderId: 'p-1',
      ProviderName: 'Gulf Breeze Cooling',
      UnitPrice: 0.9,
    },
  ],
  StatusHistory: [
    {
      HistoryId: 'h-1',
      OrderItemId: null,
      ItemName: '',
      FromStatus: null,
      ToStatus: 'Pending',
      ChangedBy: null,
      ChangedByName: '',
      ChangedByRole: '',
      Reason: ORDER_PLACED_REASON,
      CreatedAt: '2026-11-20T09:30:00Z',
    },
  ],
  Payments: [
    {
      TransactionId: 't-1',
      Type: 'payment',
      Status: 'completed',
      Amount: 1.98,
      ReferenceNumber: 'PAY-2026-0001',
      PaymentMethod: 'card',
      Gateway: 'sandbox',
      OrderItemId: null,
      Description: '',
      CreatedAt: '2026-11-20T09:31:00Z',
      ModifiedAt: '2026-11-20T09:31:00Z',
    },
  ],
};

// The page's tax documents have tests of their own (order-tax-documents.test.tsx); here an order has none.
beforeEach(() => {
  vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('orders', { timeout: 30_000 }, () => {
  it('lists orders with number, customer, providers, total and status, newest first', async () => {
    const getList = vi.fn(async () => ({ data: [summary], total: 1 }));
    renderInAdmin(<OrderList />, {
      resource: 'orders',
      route: '/admin/orders',
      dataProvider: testDataProvider({ getList: getList as unknown as DataProvider['getList'] }),
    });
    expect(await screen.findByText('#5F3E2A1B')).toBeInTheDocument();
    expect(screen.getByText('Layla Hasan')).toBeInTheDocument();
    expect(screen.getByText('Gulf Breeze Cooling, Pearl Home Services')).toBeInTheDocument();
    expect(screen.getByText('1.980 BHD')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ sort: { field: 'CreatedAt', order: 'DESC' } }),
    );
  });

  it('shows the detail and cancels only after a confirmation that names the refund', async () => {
    const update = vi.fn(async () => ({ data: { ...detail, Status: 'Cancelled' } }));
    const { user } = renderInAdmin(
      <>
        <Routes>
          <Route path="/orders/:id/show" element={<OrderShow />} />
        </Routes>
        <Notification />
      </>,
      {
        resource: 'orders',
        route: `/admin/orders/${ID}/show`,
        dataProvider: testDataProvider({
          getOne: vi.fn(async () => ({ data: detail })) as unknown as DataProvider['getOne'],
          update: update as unknown as DataProvider['update'],
        }),
      },
    );
    const items = await screen.findByRole('region', { name: 'Items (1)' });
    expect(within(items).getByText('AC repair')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments and refunds' })).toHaveTextContent('PAY-2026-0001');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('+97333123456');
    // The history section the provider's order page shows too, with the admin's names for people.
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByRole('row', { name: /The order New → Pending System/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1.980 BHD paid is refunded');
    expect(update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({ id: ID, data: { Status: 'Cancelled' } })),
    );
    expect(await screen.findByText(/Order cancelled/)).toBeInTheDocument();
  });

  it('waits for the detail instead of rendering the list’s row of the order (no items yet)', async () => {
    renderInAdmin(
      <Routes>
        <Route path="/orders/:id/show" element={<OrderShow />} />
      </Routes>,
      {
        resource: 'orders',
        route: `/admin/orders/${ID}/show`,
        dataProvider: testDataProvider({
          getOne: vi.fn(async () => ({ data: summary })) as unknown as DataProvider['getOne'],
        }),
      },
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading the order' })).toBeInTheDocument();
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
  });
  describe('in Arabic', { timeout: 30_000 }, () => {
    it('lists orders under Arabic column headers, with the payment state in words', async () => {
      renderInAdmin(<OrderList />, {
        resource: 'orders',
        route: '/admin/orders',
        locale: 'ar',
        dataProvider: testDataProvider({
          getList: vi.fn(async () => ({ data: [summary], total: 1 })) as unknown as DataProvider['getList'],
        }),
      });
      expect(await screen.findByText('#5F3E2A1B')).toBeInTheDocument();
      for (const header of ['رقم الطلب', 'تاريخ الطلب', 'العميل', 'مقدّمو الخدمة', 'الإجمالي', 'الحالة']) {
        expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
      }
      expect(screen.getByText('مدفوع')).toBeInTheDocument();
      expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
      expect(screen.getByPlaceholderText('رقم الطلب أو اسم العميل أو بريده الإلكتروني')).toBeInTheDocument();
    });

    it('shows the detail in Arabic and cancels after an Arabic confirmation', async () => {
      const update = vi.fn(async () => ({ data: { ...detail, Status: 'Cancelled' } }));
      const { user } = renderInAdmin(
        <>
          <Routes>
            <Route path="/orders/:id/show" element={<OrderShow />} />
          </Routes>
          <Notification />
        </>,
        {
          resource: 'orders',
          route: `/admin/orders/${ID}/show`,
          locale: 'ar',
          dataProvider: testDataProvider({
            getOne: vi.fn(async () => ({ data: detail })) as unknown as DataProvider['getOne'],
            update: update as unknown as DataProvider['update'],
          }),
        },
      );
      const items = await screen.findByRole('region', { name: 'العناصر (1)' });
      expect(within(items).getByRole('columnheader', { name: 'سعر الوحدة' })).toBeInTheDocument();
      expect(within(items).getByText('خدمة')).toBeInTheDocument();
      const payments = screen.getByRole('region', { name: 'المدفوعات والمبالغ المستردة' });
      expect(within(payments).getByText('دفعة')).toBeInTheDocument();
      expect(within(payments).getByText('بطاقة')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'الملخص' })).toHaveTextContent(/بطاقة، دُفع في/);
      expect(screen.getByRole('heading', { name: 'الحالة' })).toBeInTheDocument();
      // The reason the API recorded, in Arabic (the contract's text).
      expect(screen.getByRole('cell', { name: 'تم تقديم الطلب' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('إلغاء هذا الطلب؟');
      expect(dialog).toHaveTextContent(/يُلغى كل عنصر في الطلب ويُردّ المبلغ المدفوع \(.*1\.980.*\) إلى العميل\./);
      expect(within(dialog).getByRole('button', { name: 'إبقاؤه كما هو' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      expect(await screen.findByText('أُلغي الطلب ورُدّ ما دُفع.')).toBeInTheDocument();
    });
  });
});
