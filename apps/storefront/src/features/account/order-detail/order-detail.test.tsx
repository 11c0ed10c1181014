import { sessionFor } from '@marketplace/client/testing';
import { ORDER_CHANGE_ERRORS, type Order } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { OrderDetail } from '../components/order-detail';
import { order, ORDER_ID, orderItem, review, serviceItem } from '../testing/order-detail-fixtures';

const ORDER_PATH = `/api/Order/${ORDER_ID}`;
const REVIEWS_PATH = `/api/Review/order/${ORDER_ID}`;
/** A paid order asks for its tax documents: none here (tax-documents-section.test.tsx has them). */
// The order's other sections, asked for once it is paid, have their own tests.
const NO_TAX_DOCUMENTS = {
  [`GET ${ORDER_PATH}/tax-documents`]: { body: [] },
  [`GET /api/Conversation/order/${ORDER_ID}`]: { body: [] },
};

const renderDetail = (api: RenderAppOptions['api']) =>
  renderApp(<OrderDetail orderId={ORDER_ID} />, {
    route: `/customer-dashboard/order/${ORDER_ID}`,
    path: '/customer-dashboard/order/:orderId',
    session: sessionFor('Customer'),
    api: { ...NO_TAX_DOCUMENTS, ...api },
  });

const withOrder = (value: Order, more: RenderAppOptions['api'] = {}) =>
  renderDetail({ [`GET ${ORDER_PATH}`]: { body: value }, ...more });

describe('OrderDetail', () => {
  it('shows the header, the summary and each item by the spec, priced per line', async () => {
    const { api } = withOrder(order([orderItem(), serviceItem({ Status: 'InProgress' })]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7C9E6679' })).toBeInTheDocument();
    expect(screen.getByText('Placed on March 5, 2026')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('2.970 BHD');
    expect(within(summary).getByText('Payment Method').nextSibling).toHaveTextContent('Credit Card');
    expect(within(summary).getByText('Payment Status').nextSibling).toHaveTextContent('Paid');
    expect(within(summary).getByText('2 item(s)')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem', {
      name: (_name, element) => element.tagName === 'LI' && element.querySelector('h3') !== null,
    });
    expect(within(first!).getByRole('heading', { name: 'Split AC unit' })).toBeInTheDocument();
    expect(first).toHaveTextContent('1.5 ton inverter');
    expect(within(first!).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(first!).getByText('Confirmed')).toBeInTheDocument();
    // Spec 9: a line is one request at the base 0.900 BHD, whatever its quantity (not 1.800).
    expect(within(first!).getByText('0.900 BHD')).toBeInTheDocument();
    expect(within(second!).getByText('Service')).toBeInTheDocument();
    expect(within(second!).getByText('In Progress')).toBeInTheDocument();
    // Nothing is completed: no review offer, and no need to ask which items were reviewed.
    expect(screen.queryByRole('button', { name: 'Rate & Review This Item' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', REVIEWS_PATH)).toHaveLength(0);
  });

  it('leads back to the orders list', async () => {
    const { user, router } = withOrder(order([orderItem()]));
    await user.click(await screen.findByRole('button', { name: 'Back to Orders' }));
    expect(router.state.location.pathname).toBe('/customer-dashboard/orders');
  });

  it.each([404, 400])('sends a %i (missing or not yours) to the orders list, saying why', async (status) => {
    const { router } = renderDetail({ [`GET ${ORDER_PATH}`]: { status, body: { Message: 'Order not found' } } });
    expect(await screen.findByText('Page: /customer-dashboard/orders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-dashboard/orders');
    // The toast arrives once the toaster's chunk has loaded (it is not part of the shell).
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    // Replaced, not pushed: Back does not return to the dead link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a failed load with Retry instead of leaving', async () => {
    renderDetail({ [`GET ${ORDER_PATH}`]: { status: 500, body: { Message: 'Database unavailable' } } });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the review of an item already reviewed instead of offering another', async () => {
    const completed = orderItem({ Status: 'Completed' });
    const other = serviceItem({ Status: 'Completed' });
    withOrder(order([completed, other]), { [`GET ${REVIEWS_PATH}`]: { body: [review()] } });
    const reviewed = await screen.findByRole('region', { name: 'Your review' });
    expect(within(reviewed).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(reviewed).toHaveTextContent('Quick and tidy');
    // Only the other completed item is offered.
    expect(screen.getAllByRole('button', { name: 'Rate & Review This Item' })).toHaveLength(1);
  });
});

describe('OrderDetail: Cancel Order', () => {
  it('cancels after a confirmation while no work has started', async () => {
    const pending = order([orderItem({ Status: 'Pending' }), serviceItem({ Status: 'Confirmed' })]);
    const cancelled = order(
      pending.OrderItems.map((item) => ({ ...item, Status: 'Cancelled' as const })),
      { Status: 'Cancelled' },
    );
    const { user, api } = withOrder(pending, { [`PATCH ${ORDER_PATH}/cancel`]: { body: cancelled } });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `${ORDER_PATH}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `${ORDER_PATH}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(1);
  });

  it('tells the server’s reason when the cancel is refused', async () => {
    const { user } = withOrder(order([orderItem({ Status: 'Pending' })]), {
      [`PATCH ${ORDER_PATH}/cancel`]: { status: 409, body: { Message: ORDER_CHANGE_ERRORS.cannotCancelStarted } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText(ORDER_CHANGE_ERRORS.cannotCancelStarted)).toBeInTheDocument();
  });

  it.each(['InProgress', 'Completed'] as const)('is not offered once an item is %s', async (status) => {
    withOrder(order([orderItem({ Status: 'Pending' }), serviceItem({ Status: status })], { Status: 'InProgress' }), {
      [`GET ${REVIEWS_PATH}`]: { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('is not offered on a cancelled order', async () => {
    withOrder(order([orderItem({ Status: 'Cancelled' })], { Status: 'Cancelled' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });
});

describe('OrderDetail in Arabic', () => {
  const renderArabic = (api: RenderAppOptions['api']) =>
    renderApp(<OrderDetail orderId={ORDER_ID} />, {
      route: `/customer-dashboard/order/${ORDER_ID}`,
      path: '/customer-dashboard/order/:orderId',
      session: sessionFor('Customer'),
      api: { ...NO_TAX_DOCUMENTS, ...api },
      locale: 'ar',
    });
  const USER_DATA = [
    'Split AC unit',
    '1.5 ton inverter',
    'Cool Air WLL',
    'AC maintenance',
    'Yearly check',
    'Quick and tidy',
  ];

  it('shows the header, the summary and the items in Arabic, the order number left to right', async () => {
    renderArabic({ [`GET ${ORDER_PATH}`]: { body: order([orderItem(), serviceItem({ Status: 'InProgress' })]) } });
    expect(screen.getByText('جارٍ تحميل الطلب...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الطلب رقم \u20667C9E6679\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByText('تاريخ الطلب: 5 مارس 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة إلى الطلبات' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('المبلغ الإجمالي').nextSibling).toHaveTextContent('2.970 د.ب.');
    expect(within(summary).getByText('طريقة الدفع').nextSibling).toHaveTextContent('بطاقة ائتمان');
    expect(within(summary).getByText('حالة الدفع').nextSibling).toHaveTextContent('مدفوع');
    expect(within(summary).getByText('البنود').nextSibling).toHaveTextContent('بندان');
    expect(summary).toHaveTextContent('المجموع الفرعي 2.700 د.ب. + ضريبة القيمة المضافة 0.270 د.ب.');

    const [first, second] = within(screen.getByRole('region', { name: 'البنود' })).getAllByRole('listitem', {
      name: (_name, element) => element.tagName === 'LI' && element.querySelector('h3') !== null,
    });
    expect(within(first!).getByText('الكمية: 2')).toBeInTheDocument();
    expect(within(first!).getByText('مؤكد')).toBeInTheDocument();
    expect(within(first!).getByText('من \u2068Cool Air WLL\u2069')).toBeInTheDocument();
    expect(first).toHaveTextContent('0.900 د.ب.');
    expect(within(second!).getByText('خدمة')).toBeInTheDocument();
    expect(within(second!).getByText('قيد التنفيذ')).toBeInTheDocument();
    expectNoEnglish(document.body, { data: USER_DATA });
  });

  it.each([
    [1, 'بند واحد'],
    [3, '3 بنود'],
    [11, '11 بندًا'],
  ])('counts %i items in Arabic', async (count, words) => {
    const items = Array.from({ length: count }, (_, index) =>
      orderItem({ OrderItemId: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}` }),
    );
    renderArabic({ [`GET ${ORDER_PATH}`]: { body: order(items) } });
    const summary = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('البنود').nextSibling).toHaveTextContent(words);
  });

  it('asks before cancelling, and says it is cancelled, in Arabic', async () => {
    const pending = order([orderItem({ Status: 'Pending' })]);
    const cancelled = order([orderItem({ Status: 'Cancelled' })], { Status: 'Cancelled' });
    const { user } = renderArabic({
      [`GET ${ORDER_PATH}`]: { body: pending },
      [`PATCH ${ORDER_PATH}/cancel`]: { body: cancelled },
    });
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = screen.getByRole('dialog', { name: 'هل تريد إلغاء هذا الطلب؟' });
    expect(dialog).toHaveTextContent(
      'ستُلغى جميع طلبات المعلومات فيه، وسيُردّ إليك كل ما دفعته. لا يمكن التراجع عن هذا الإجراء.',
    );
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على الطلب' })).toBeInTheDocument();
    expectNoEnglish(document.body, { data: USER_DATA });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await screen.findByText('تم إلغاء الطلب')).toBeInTheDocument();
  });

  it('offers, opens and thanks for a review in Arabic', async () => {
    const { user } = renderArabic({
      [`GET ${ORDER_PATH}`]: {
        body: order([orderItem({ Status: 'Completed' }), serviceItem({ Status: 'Completed' })]),
      },
      [`GET ${REVIEWS_PATH}`]: { body: [review()] },
      'POST /api/Review/create': { status: 201, body: review() },
    });
    const reviewed = await screen.findByRole('region', { name: 'مراجعتك' });
    expect(within(reviewed).getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'قيّم هذا البند واكتب مراجعتك' }));
    const form = screen.getByRole('form', { name: 'مراجعة \u2068AC maintenance\u2069' });
    expect(within(form).getByRole('radiogroup', { name: 'تقييمك' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 نجوم' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'التعليق' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    // MUI's hidden "Empty" choice of the rating is not shown (display: none) nor announced.
    expectNoEnglish(document.body, { data: [...USER_DATA, 'Empty'] });
    await user.click(within(form).getByRole('button', { name: 'إرسال المراجعة' }));
    expect(await screen.findByText('شكرًا لك على تقييمك!')).toBeInTheDocument();
  });

  it('says in Arabic that an order is not found', async () => {
    renderArabic({ [`GET ${ORDER_PATH}`]: { status: 404, body: { Message: 'Order not found' } } });
    expect(await screen.findByText('Page: /customer-dashboard/orders')).toBeInTheDocument();
    expect(await screen.findByText('الطلب غير موجود')).toBeInTheDocument();
  });
});
