import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { formatsFor } from '@/i18n/text';
import { renderInAdmin } from '@/testing/render-in-admin';
import { item, ORDER_ID, orderWithItems, orderWithoutContact, newOrder } from './testing/order-fixtures';
import ProviderOrderShow from './provider-order-show';

/** The order as the data provider answers it; loose, as a fixture may be the API's answer before Customer. */
function renderShow(
  record: Record<string, unknown> & { id: string },
  update?: DataProvider['update'],
  locale: 'en' | 'ar' = 'en',
) {
  const updateFn =
    update ?? vi.fn(async (_resource: string, params: { previousData: object }) => ({ data: params.previousData }));
  const view = renderInAdmin(
    <>
      <Routes>
        <Route path="/orders/:id/show" element={<ProviderOrderShow />} />
      </Routes>
      <Notification />
    </>,
    {
      portal: 'provider',
      resource: 'orders',
      route: `/provider-dashboard/orders/${record.id}/show`,
      dataProvider: testDataProvider({
        getOne: vi.fn(async () => ({ data: record })) as unknown as DataProvider['getOne'],
        update: updateFn as unknown as DataProvider['update'],
      }),
      locale,
    },
  );
  return { ...view, update: updateFn };
}

// The page's tax documents have tests of their own (provider-order-tax-documents.test.tsx); here an order has none.
beforeEach(() => {
  vi.spyOn(api.taxDocuments, 'ofOrder').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe("the provider's order detail", { timeout: 30_000 }, () => {
  it("gives a paid order's customer to call: name, phone (tel:), e-mail (mailto:) and what they expect", async () => {
    renderShow(newOrder);
    const contact = await screen.findByRole('region', { name: 'Customer' });
    expect(within(contact).getByText('Sara Ahmed')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '+973 3312 3456' })).toHaveAttribute('href', 'tel:+97333123456');
    expect(within(contact).getByRole('link', { name: 'sara@example.bh' })).toHaveAttribute(
      'href',
      'mailto:sara@example.bh',
    );
    expect(contact).toHaveTextContent('expects you to get in touch with the details and the price');
  });

  it('leaves the contact out when the API gives none (field absent, or null)', async () => {
    renderShow(orderWithoutContact);
    expect(await screen.findByRole('region', { name: 'Your items (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });

  it('offers only the next steps of each item, and shows the status history when present', async () => {
    const history = [
      {
        HistoryId: 'h1',
        OrderItemId: 'item-1',
        ItemName: 'AC repair',
        FromStatus: 'Pending',
        ToStatus: 'Confirmed',
        ChangedBy: 'u1',
        ChangedByName: 'Cool Breeze AC',
        ChangedByRole: 'provider',
        Reason: '',
        CreatedAt: '2026-11-24T09:00:00.000Z',
      },
      {
        HistoryId: 'h2',
        OrderItemId: 'item-2',
        ItemName: 'Duct cleaning',
        FromStatus: 'Pending',
        ToStatus: 'Cancelled',
        ChangedBy: null,
        ChangedByName: '',
        ChangedByRole: 'admin',
        Reason: 'Customer asked by phone',
        CreatedAt: '2026-11-24T10:00:00.000Z',
      },
    ];
    renderShow(
      orderWithItems(
        [
          item({ OrderItemId: 'a', Name: 'AC repair', Status: 'Pending' }),
          item({ OrderItemId: 'b', Name: 'Duct cleaning', Status: 'Confirmed' }),
          item({ OrderItemId: 'c', Name: 'Filter change', Status: 'InProgress' }),
          item({ OrderItemId: 'd', Name: 'Gas refill', Status: 'Completed' }),
        ],
        { StatusHistory: history },
      ),
    );
    const names = async (name: string) =>
      within(await screen.findByRole('article', { name }))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('AC repair')).toEqual(['Confirm', 'Cancel']);
    expect(await names('Duct cleaning')).toEqual(['Start', 'Cancel']);
    expect(await names('Filter change')).toEqual(['Complete', 'Cancel']);
    expect(await names('Gas refill')).toEqual([]);
    const table = screen.getByRole('region', { name: 'Status history' });
    expect(table).toHaveTextContent('Pending → Confirmed');
    // Staff come by role (the API leaves their names out), with the reason they gave.
    const cancelled = within(table).getByRole('row', { name: /Duct cleaning/ });
    expect(cancelled).toHaveTextContent('Marketplace team');
    expect(cancelled).toHaveTextContent('Customer asked by phone');
  });

  it('confirms an item only after its confirmation dialog', async () => {
    const { user, update } = renderShow(newOrder);
    await user.click(await screen.findByRole('button', { name: 'Confirm AC repair' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm this request?');
    expect(update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({
          id: ORDER_ID,
          data: { Action: 'confirm', OrderItemId: 'item-1', Reason: undefined },
        }),
      ),
    );
    expect(await screen.findByText('Item confirmed; the customer is notified.')).toBeInTheDocument();
  });

  it("cancels only with a reason, after showing the customer's refund share for the item", async () => {
    const { user, update } = renderShow(newOrder);
    await user.click(await screen.findByRole('button', { name: 'Cancel AC repair' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The customer gets back 0.990 BHD for this item');
    // "Cancel" beside "Cancel item" would read as the action itself: the way out says "Keep it".
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the customer' }), 'Fully booked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({ data: { Action: 'cancel', OrderItemId: 'item-1', Reason: 'Fully booked' } }),
      ),
    );
  });

  it("names the line's 0.900 BHD as the information-request fee, the listing's price beside it (issue 41 point 8)", async () => {
    renderShow(orderWithItems([item()], { StatusHistory: [] }));
    const items = await screen.findByRole('region', { name: 'Your items (1)' });
    expect(items).toHaveTextContent('Service · information-request fee 0.900 BHD · listing price 62.500 BHD');
  });

  it("shows the API's message when it refuses a step", async () => {
    const refuse = vi.fn(async () => {
      throw new HttpError('An order item that is Cancelled cannot become Confirmed.', 409);
    });
    const { user } = renderShow(newOrder, refuse as unknown as DataProvider['update']);
    await user.click(await screen.findByRole('button', { name: 'Confirm AC repair' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('An order item that is Cancelled cannot become Confirmed.')).toBeInTheDocument();
  });
});

const arabic = formatsFor('ar');

describe("the provider's order detail in Arabic", { timeout: 30_000 }, () => {
  it('gives the contact in Arabic with the phone and e-mail kept left to right', async () => {
    renderShow(orderWithItems([item()], { StatusHistory: [] }), undefined, 'ar');
    const contact = await screen.findByRole('region', { name: 'العميل' });
    expect(contact).toHaveTextContent('دفع العميل مقابل طلب معلومات، وينتظر أن تتواصل معه بالتفاصيل والسعر.');
    expect(within(contact).getByRole('link', { name: '+973 3312 3456' })).toHaveAttribute('dir', 'ltr');
    expect(within(contact).getByRole('link', { name: 'sara@example.bh' })).toHaveAttribute('dir', 'ltr');
    const items = screen.getByRole('region', { name: 'بنودك (1)' });
    expect(items).toHaveTextContent(
      `خدمة · رسوم طلب المعلومات ${arabic.money(0.9)} · سعر الإعلان ${arabic.money(62.5)}`,
    );
    expect(screen.getByRole('region', { name: 'سجل الحالات' })).toBeInTheDocument();
  });

  it('confirms an item through its Arabic dialog and says so in Arabic', async () => {
    const { user, update } = renderShow(newOrder, undefined, 'ar');
    await user.click(await screen.findByRole('button', { name: 'تأكيد «AC repair»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('تأكيد هذا الطلب؟');
    expect(within(dialog).getByRole('button', { name: 'ليس الآن' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(await screen.findByText('تم تأكيد البند وإشعار العميل.')).toBeInTheDocument();
  });

  it("asks for the reason in Arabic, with the customer's refund in dinars", async () => {
    const { user } = renderShow(newOrder, undefined, 'ar');
    await user.click(await screen.findByRole('button', { name: 'إلغاء «AC repair»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('يُردّ إلى العميل');
    expect(dialog).toHaveTextContent('0.990');
    expect(dialog).toHaveTextContent('د.ب.');
    expect(within(dialog).getByRole('textbox', { name: 'السبب (يظهر للعميل)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'الإبقاء عليه' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء البند' })).toBeInTheDocument();
  });
});
